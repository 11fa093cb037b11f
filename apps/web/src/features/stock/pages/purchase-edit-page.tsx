import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../shared/routing/id-param';
import { usePurchase } from '../api';
import { Loaded, StockFrame } from '../components/frames';
import { PurchaseForm, type PurchasePrefill } from '../components/purchase-form';
import { STOCK_PATHS } from '../paths';

/**
 * /stockManage/addOrder: a new purchase order (possibly filled in by the low-stock shortcut through the router
 * state), or `?id=` an order that has received nothing yet.
 */
export default function PurchaseEditPage() {
  const { t } = useTranslation(['stock', 'menu', 'crud']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const prefill = (useLocation().state as { prefill?: PurchasePrefill } | null)?.prefill;
  const order = usePurchase(id);
  const toInfo = (savedId: number) => navigate(`${STOCK_PATHS.purchaseInfo}?id=${savedId}`, { replace: true });

  return (
    <StockFrame
      testId="purchase-edit-page"
      title={id ? t('purchase.editTitle') : t('menu:stockManage.addOrder')}
      backTo={STOCK_PATHS.purchases}
      narrow
    >
      {id ? (
        <Loaded query={order} testId="purchase-edit">
          {(o) =>
            o.status === 'normal' && Number(o.receivedQuantity) === 0 ? (
              <PurchaseForm key={o.id} order={o} onDone={(saved) => toInfo(saved.id)} />
            ) : (
              <Alert
                type="info"
                showIcon
                title={t('purchase.notEditable')}
                action={<Button onClick={() => toInfo(o.id)}>{t('crud:detail')}</Button>}
                data-testid="purchase-not-editable"
              />
            )
          }
        </Loaded>
      ) : (
        <PurchaseForm prefill={prefill} onDone={(saved) => toInfo(saved.id)} />
      )}
    </StockFrame>
  );
}
