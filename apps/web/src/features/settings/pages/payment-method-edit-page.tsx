import { paymentMethodResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { PaymentMethodForm } from '../components/payment-method-form';
import { SETTINGS_FRAME, SETTINGS_PATHS } from '../paths';

/** /setting/paywayEdit: add a payment method, or edit one (`?id=`). */
export default function PaymentMethodEditPage() {
  const { t } = useTranslation('settings');
  return (
    <ResourceEdit
      resource={paymentMethodResource}
      testId="payment-method"
      addTitle={t('paymentMethod.addTitle')}
      editTitle={t('paymentMethod.editTitle')}
      backTo={SETTINGS_PATHS.paymentMethods}
      {...SETTINGS_FRAME}
      form={(row) => <PaymentMethodForm row={row} />}
    />
  );
}
