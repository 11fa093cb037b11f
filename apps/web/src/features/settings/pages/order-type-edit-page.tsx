import { orderTypeResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { OrderTypeForm } from '../components/order-type-form';
import { SETTINGS_FRAME, SETTINGS_PATHS } from '../paths';

/** /setting/orderClassifyEdit: add an order type, or edit one (`?id=`). */
export default function OrderTypeEditPage() {
  const { t } = useTranslation('settings');
  return (
    <ResourceEdit
      resource={orderTypeResource}
      testId="order-type"
      addTitle={t('orderType.addTitle')}
      editTitle={t('orderType.editTitle')}
      backTo={SETTINGS_PATHS.orderTypes}
      {...SETTINGS_FRAME}
      form={(row) => <OrderTypeForm row={row} />}
    />
  );
}
