import { useTranslation } from 'react-i18next';
import { PaymentMethodForm } from '../components/payment-method-form';
import { RowEdit } from '../components/row-edit';
import { SETTINGS_PATHS } from '../paths';

/** /setting/paywayEdit: add a payment method, or edit one (`?id=`). */
export default function PaymentMethodEditPage() {
  const { t } = useTranslation('settings');
  return (
    <RowEdit
      kind="payway"
      testId="payment-method"
      addTitle={t('paymentMethod.addTitle')}
      editTitle={t('paymentMethod.editTitle')}
      backTo={SETTINGS_PATHS.paymentMethods}
      form={(row) => <PaymentMethodForm row={row} />}
    />
  );
}
