import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { idParam } from '../../../shared/routing/id-param';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { useCount, useCountAction } from '../api';
import { DocSummary } from '../components/doc-summary';
import { Loaded, StockFrame } from '../components/frames';
import { LinesTable } from '../components/lines-table';
import { PrintButton } from '../components/print-button';
import { StatusTag } from '../components/status-tag';
import { formatQty, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

/**
 * /stockManage/inventoryInfo?id=: a stock count with, per item, the expected and counted quantities and the
 * difference (as recorded when completed, else against on hand now); print; count on or delete while open.
 */
export default function CountInfoPage() {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const id = idParam(useSearchParams()[0]);
  const count = useCount(id);
  const remove = useCountAction('delete');
  const { confirmDelete, holder } = useConfirm();
  const c = count.data;
  const title = t('menu:stockManage.inventoryInfo');

  const deleteCount = async () => {
    if (!c || !(await confirmDelete(c.number))) return;
    try {
      await remove.mutateAsync({ id: c.id });
      toast.success(t('crud:deleted'));
      navigate(STOCK_PATHS.counts);
    } catch {
      // The client has shown the refusal.
    }
  };

  return (
    <StockFrame
      testId="count-info-page"
      title={c ? `${title} ${c.number}` : title}
      backTo={STOCK_PATHS.counts}
      extra={
        c ? (
          <>
            {holder}
            <PrintButton doc="count" id={c.id} testId="count-print" />
            {c.status !== 'completed' ? (
              <>
                <Button
                  type="primary"
                  icon={<EditOutlined />}
                  onClick={() => navigate(`${STOCK_PATHS.countSave}?id=${c.id}`)}
                  data-testid="count-info-continue"
                >
                  {t('count.countNow')}
                </Button>
                <Button danger icon={<DeleteOutlined />} onClick={deleteCount} data-testid="count-info-delete">
                  {t('crud:delete')}
                </Button>
              </>
            ) : null}
          </>
        ) : null
      }
    >
      <Loaded query={count} testId="count-info">
        {(x) => (
          <Flex vertical gap={16}>
            <DocSummary
              testId="count-info-summary"
              items={[
                { label: t('field.number'), value: x.number },
                {
                  label: t('field.status'),
                  value: <StatusTag kind="count" status={x.status} testId="count-info-status" />,
                },
                { label: t('count.type'), value: t(`count.types.${x.type}`) },
                { label: t('field.store'), value: x.storeName },
                { label: t('count.countedItems'), value: `${x.countedCount} / ${x.itemCount}` },
                {
                  label: t('count.difference'),
                  value: formatQty(x.differenceQuantity, true),
                  testId: 'count-info-difference',
                },
                { label: t('count.differenceValue'), value: money(x.differenceValue) },
                { label: t('field.createdAt'), value: formatDateTime(x.createdAt) },
                { label: t('count.completedAt'), value: x.completedAt ? formatDateTime(x.completedAt) : '—' },
                { label: t('field.operator'), value: x.operatorName },
                { label: t('field.note'), value: x.note || '—' },
              ]}
            />
            <LinesTable
              testId="count-lines"
              rows={x.lines}
              figures={[
                { key: 'expected', title: t('count.expected'), kind: 'q' },
                { key: 'counted', title: t('count.counted'), kind: 'q' },
                { key: 'difference', title: t('count.difference'), kind: 'q', signed: true },
                { key: 'cost', title: t('field.cost'), kind: 'm' },
              ]}
            />
          </Flex>
        )}
      </Loaded>
    </StockFrame>
  );
}
