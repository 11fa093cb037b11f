import { useTranslation } from 'react-i18next';
import { OrderTypeForm } from '../components/order-type-form';
import { RowEdit } from '../components/row-edit';
import { SETTINGS_PATHS } from '../paths';

/** /setting/orderClassifyEdit: add an order type, or edit one (`?id=`). */
export default function OrderTypeEditPage() {
  const { t } = useTranslation('settings');
  return (
    <RowEdit
      kind="orderClassify"
      testId="order-type"
      addTitle={t('orderType.addTitle')}
      editTitle={t('orderType.editTitle')}
      backTo={SETTINGS_PATHS.orderTypes}
      form={(row) => <OrderTypeForm row={row} />}
    />
  );
}
