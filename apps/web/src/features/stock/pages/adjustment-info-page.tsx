import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { idParam } from '../../../shared/routing/id-param';
import { useAdjustment } from '../api';
import { DocSummary } from '../components/doc-summary';
import { Loaded, StockFrame } from '../components/frames';
import { LinesTable } from '../components/lines-table';
import { PrintButton } from '../components/print-button';
import { formatQty, useMoney } from '../format';
import { ADJUSTMENT_PATHS, adjustmentKindOf } from '../paths';

const TITLES = { increase: 'increaseInfo', damage: 'damageInfo', loss: 'lossInfo' } as const;

/** /stockManage/increaseInfo, /damageInfo, /lossInfo ?id=: an adjustment record and its lines; print. */
export default function AdjustmentInfoPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const money = useMoney();
  const kind = adjustmentKindOf(useLocation().pathname);
  const id = idParam(useSearchParams()[0]);
  const record = useAdjustment(id);
  const title = t(`menu:stockManage.${TITLES[kind]}`);

  return (
    <StockFrame
      testId={`adjustment-info-page-${kind}`}
      title={record.data ? `${title} ${record.data.number}` : title}
      backTo={ADJUSTMENT_PATHS[kind].list}
      extra={record.data ? <PrintButton doc="adjustment" id={record.data.id} testId="adjustment-print" /> : null}
    >
      <Loaded query={record} testId="adjustment-info">
        {(a) => (
          <Flex vertical gap={16}>
            <DocSummary
              testId="adjustment-info-summary"
              items={[
                { label: t('field.number'), value: a.number },
                { label: t('movedOn.label'), value: formatDate(a.happenedAt), testId: 'adjustment-info-date' },
                { label: t('adjustment.kind'), value: t(`adjustment.kinds.${a.kind}`) },
                { label: t('field.store'), value: a.storeName },
                { label: t('field.quantity'), value: formatQty(a.totalQuantity) },
                { label: t('field.totalCost'), value: money(a.totalCost) },
                { label: t('field.operator'), value: a.operatorName },
                { label: t('field.createdAt'), value: formatDateTime(a.createdAt) },
                { label: t('field.note'), value: a.note || '—' },
              ]}
            />
            <LinesTable
              testId="adjustment-lines"
              rows={a.lines}
              figures={[
                { key: 'quantity', title: t('field.quantity'), kind: 'q' },
                { key: 'cost', title: t('field.cost'), kind: 'm' },
                { key: 'amount', title: t('field.amount'), kind: 'm' },
              ]}
            />
          </Flex>
        )}
      </Loaded>
    </StockFrame>
  );
}
