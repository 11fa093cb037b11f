import { type PurchaseDetail, PurchaseQuantitiesBody } from '@tillbook/contract';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../shared/routing/id-param';
import { toast } from '../../../shared/ui/toast';
import { usePurchase, usePurchaseQuantities } from '../api';
import { Loaded, StockFrame } from '../components/frames';
import { LineQuantities, type QuantitiesResult, type QuantityLine } from '../components/line-quantities';
import { StatusTag } from '../components/status-tag';
import { remaining as sub } from '../format';
import { STOCK_PATHS } from '../paths';

const LINES = PurchaseQuantitiesBody.shape.lines;

/**
 * /stockManage/receiveOrder?id= and /stockManage/returnOrder?id=: per line of a purchase order, the quantity
 * arriving (at most ordered − received) or going back to the supplier (at most received − returned), on the day
 * the goods moved.
 */
export default function PurchaseQuantitiesPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const mode = useLocation().pathname === STOCK_PATHS.purchaseReturn ? 'return' : 'receive';
  const id = idParam(useSearchParams()[0]);
  const order = usePurchase(id);
  const save = usePurchaseQuantities(mode);
  const title = t(mode === 'receive' ? 'menu:stockManage.receiveOrder' : 'menu:stockManage.returnOrder');

  const linesOf = (o: PurchaseDetail): QuantityLine[] =>
    o.lines.map((l) => ({
      ...l,
      figures: [
        { key: 'ordered', title: t('purchase.ordered'), value: l.quantity },
        { key: 'received', title: t('purchase.receivedSoFar'), value: l.received },
        { key: 'returned', title: t('purchase.returned'), value: l.returned },
      ],
      remaining: mode === 'receive' ? sub(l.quantity, l.received) : sub(l.received, l.returned),
    }));

  // A refusal (1006, 1007, 20089, a day out of bounds …) has been toasted; the form marks the fields it names.
  const submit = async (o: PurchaseDetail, result: QuantitiesResult) => {
    await save.mutateAsync({ id: o.id, ...result });
    toast.success(t(mode === 'receive' ? 'purchase.receivedDone' : 'purchase.returnedDone'));
    navigate(`${STOCK_PATHS.purchaseInfo}?id=${o.id}`, { replace: true });
  };

  return (
    <StockFrame testId={`purchase-${mode}-page`} title={title} backTo={`${STOCK_PATHS.purchaseInfo}?id=${id ?? ''}`}>
      <Loaded query={order} testId={`purchase-${mode}`}>
        {(o) => {
          const closed =
            mode === 'receive' ? o.status === 'completed' || o.status === 'cancelled' : o.status === 'cancelled';
          return (
            <>
              <Typography.Paragraph>
                {o.number} · {o.supplierName} · {o.storeName} <StatusTag kind="purchase" status={o.status} />
              </Typography.Paragraph>
              {closed ? (
                <Alert type="info" showIcon title={t('purchase.closed')} data-testid={`purchase-${mode}-closed`} />
              ) : (
                <LineQuantities
                  lines={linesOf(o)}
                  linesSchema={LINES}
                  saving={save.isPending}
                  submitLabel={t(mode === 'receive' ? 'purchase.receiveSave' : 'purchase.returnSave')}
                  onSubmit={(r) => submit(o, r)}
                  testId={mode}
                />
              )}
            </>
          );
        }}
      </Loaded>
    </StockFrame>
  );
}
