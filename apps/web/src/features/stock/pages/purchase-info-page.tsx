import { DeleteOutlined, EditOutlined, ImportOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import type { PurchaseDetail } from '@tillbook/contract';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { idParam } from '../../../shared/routing/id-param';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { usePurchase, usePurchaseAction } from '../api';
import { DocSummary } from '../components/doc-summary';
import { Loaded, StockFrame } from '../components/frames';
import { LinesTable } from '../components/lines-table';
import { PrintButton } from '../components/print-button';
import { StatusTag } from '../components/status-tag';
import { formatQty, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

/**
 * /stockManage/orderInfo?id=: a purchase order with its state and lines (ordered, received, returned), and what
 * may be done with it: print, edit and delete (nothing received yet), receive, return, 'cancel non-arrival'.
 */
export default function PurchaseInfoPage() {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const id = idParam(useSearchParams()[0]);
  const order = usePurchase(id);
  return (
    <StockFrame
      testId="purchase-info-page"
      title={order.data ? `${t('menu:stockManage.orderInfo')} ${order.data.number}` : t('menu:stockManage.orderInfo')}
      backTo={STOCK_PATHS.purchases}
      extra={order.data ? <PurchaseActions order={order.data} /> : null}
    >
      <Loaded query={order} testId="purchase-info">
        {(o) => <PurchaseBody order={o} />}
      </Loaded>
    </StockFrame>
  );
}

function PurchaseBody({ order: o }: { order: PurchaseDetail }) {
  const { t } = useTranslation('stock');
  const money = useMoney();
  return (
    <Flex vertical gap={16}>
      <DocSummary
        testId="purchase-info-summary"
        items={[
          { label: t('field.number'), value: o.number, testId: 'purchase-info-number' },
          {
            label: t('field.status'),
            value: <StatusTag kind="purchase" status={o.status} testId="purchase-info-status" />,
          },
          { label: t('partner.supplier.one'), value: o.supplierName },
          { label: t('field.store'), value: o.storeName },
          { label: t('purchase.purchaseDate'), value: formatDate(o.purchaseDate) },
          { label: t('purchase.expectedDate'), value: o.expectedDate ? formatDate(o.expectedDate) : '—' },
          { label: t('purchase.ordered'), value: formatQty(o.orderedQuantity) },
          { label: t('purchase.received'), value: formatQty(o.receivedQuantity), testId: 'purchase-info-received' },
          { label: t('purchase.returned'), value: formatQty(o.returnedQuantity), testId: 'purchase-info-returned' },
          { label: t('field.totalCost'), value: money(o.totalCost) },
          { label: t('field.operator'), value: o.operatorName },
          { label: t('field.createdAt'), value: formatDateTime(o.createdAt) },
          { label: t('field.note'), value: o.note || '—' },
        ]}
      />
      <LinesTable
        testId="purchase-lines"
        rows={o.lines}
        figures={[
          { key: 'quantity', title: t('purchase.ordered'), kind: 'q' },
          { key: 'cost', title: t('field.cost'), kind: 'm' },
          { key: 'amount', title: t('field.amount'), kind: 'm' },
          { key: 'received', title: t('purchase.received'), kind: 'q' },
          { key: 'returned', title: t('purchase.returned'), kind: 'q' },
        ]}
      />
    </Flex>
  );
}

function PurchaseActions({ order: o }: { order: PurchaseDetail }) {
  const { t } = useTranslation(['stock', 'crud']);
  const navigate = useNavigate();
  const closeRest = usePurchaseAction('closeRest');
  const remove = usePurchaseAction('delete');
  const { confirm, confirmDelete, holder } = useConfirm();
  const open = o.status === 'normal' || o.status === 'partial';
  const untouched = o.status === 'normal' && Number(o.receivedQuantity) === 0;
  const returnable = o.status !== 'cancelled' && Number(o.receivedQuantity) > Number(o.returnedQuantity);

  const cancelRest = async () => {
    const ok = await confirm({
      title: t('purchase.closeRestTitle'),
      content: t('purchase.closeRestBody'),
      danger: true,
    });
    if (!ok) return;
    try {
      await closeRest.mutateAsync({ id: o.id });
      toast.success(t('purchase.closedRest'));
    } catch {
      // The client has shown the refusal (1006 …).
    }
  };
  const deleteOrder = async () => {
    if (!(await confirmDelete(o.number))) return;
    try {
      await remove.mutateAsync({ id: o.id });
      toast.success(t('crud:deleted'));
      navigate(STOCK_PATHS.purchases);
    } catch {
      // As above.
    }
  };

  return (
    <>
      {holder}
      <PrintButton doc="purchase" id={o.id} testId="purchase-print" />
      {untouched ? (
        <Button
          icon={<EditOutlined />}
          onClick={() => navigate(`${STOCK_PATHS.purchaseEdit}?id=${o.id}`)}
          data-testid="purchase-edit"
        >
          {t('crud:edit')}
        </Button>
      ) : null}
      {open ? (
        <Button
          type="primary"
          icon={<ImportOutlined />}
          onClick={() => navigate(`${STOCK_PATHS.purchaseReceive}?id=${o.id}`)}
          data-testid="purchase-receive"
        >
          {t('purchase.receive')}
        </Button>
      ) : null}
      {returnable ? (
        <Button
          icon={<RollbackOutlined />}
          onClick={() => navigate(`${STOCK_PATHS.purchaseReturn}?id=${o.id}`)}
          data-testid="purchase-return"
        >
          {t('purchase.return')}
        </Button>
      ) : null}
      {open ? (
        <Button
          icon={<StopOutlined />}
          loading={closeRest.isPending}
          onClick={cancelRest}
          data-testid="purchase-close-rest"
        >
          {t('purchase.closeRest')}
        </Button>
      ) : null}
      {untouched ? (
        <Button
          danger
          icon={<DeleteOutlined />}
          loading={remove.isPending}
          onClick={deleteOrder}
          data-testid="purchase-delete"
        >
          {t('crud:delete')}
        </Button>
      ) : null}
    </>
  );
}
