import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { idParam } from '../../../shared/routing/id-param';
import { useProduction } from '../api';
import { DocSummary } from '../components/doc-summary';
import { Loaded, StockFrame } from '../components/frames';
import { LinesTable } from '../components/lines-table';
import { PrintButton } from '../components/print-button';
import { formatQty, itemName, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

/**
 * /stockManage/produceInfo?id=: a production or disassembly: the composite lines, then, per line, the component
 * movements it caused (consumed by a production, given back by a disassembly); print.
 */
export default function ProductionInfoPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const money = useMoney();
  const id = idParam(useSearchParams()[0]);
  const record = useProduction(id);
  const title = t('menu:stockManage.produceInfo');

  return (
    <StockFrame
      testId="production-info-page"
      title={record.data ? `${title} ${record.data.number}` : title}
      backTo={STOCK_PATHS.productions}
      extra={record.data ? <PrintButton doc="production" id={record.data.id} testId="production-print" /> : null}
    >
      <Loaded query={record} testId="production-info">
        {(p) => (
          <Flex vertical gap={16}>
            <DocSummary
              testId="production-info-summary"
              items={[
                { label: t('field.number'), value: p.number },
                { label: t('movedOn.label'), value: formatDate(p.happenedAt), testId: 'production-info-date' },
                { label: t('production.kind'), value: t(`production.kinds.${p.kind}`) },
                { label: t('field.store'), value: p.storeName },
                { label: t('field.quantity'), value: formatQty(p.totalQuantity) },
                { label: t('field.totalCost'), value: money(p.totalCost) },
                { label: t('field.operator'), value: p.operatorName },
                { label: t('field.createdAt'), value: formatDateTime(p.createdAt) },
                { label: t('field.note'), value: p.note || '—' },
              ]}
            />
            <LinesTable
              testId="production-lines"
              rows={p.lines}
              figures={[
                { key: 'quantity', title: t('field.quantity'), kind: 'q' },
                { key: 'cost', title: t('field.cost'), kind: 'm' },
                { key: 'amount', title: t('field.amount'), kind: 'm' },
              ]}
            />
            {p.lines.map((line) => (
              <div key={line.id}>
                <Typography.Title level={5}>
                  {t(p.kind === 'production' ? 'production.consumed' : 'production.returned', { name: itemName(line) })}
                </Typography.Title>
                <LinesTable
                  testId={`production-components-${line.id}`}
                  rows={p.components.filter((c) => c.forLineId === line.id)}
                  figures={[
                    { key: 'quantity', title: t('field.quantity'), kind: 'q' },
                    { key: 'cost', title: t('field.cost'), kind: 'm' },
                    { key: 'amount', title: t('field.amount'), kind: 'm' },
                  ]}
                />
              </div>
            ))}
          </Flex>
        )}
      </Loaded>
    </StockFrame>
  );
}
