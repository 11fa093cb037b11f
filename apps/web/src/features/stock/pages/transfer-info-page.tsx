import { ImportOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { idParam } from '../../../shared/routing/id-param';
import { useTransfer } from '../api';
import { DocSummary } from '../components/doc-summary';
import { Loaded, StockFrame } from '../components/frames';
import { LinesTable } from '../components/lines-table';
import { PrintButton } from '../components/print-button';
import { StatusTag } from '../components/status-tag';
import { formatQty, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

/** /stockManage/transferInfo?id=: a transfer with its state, sent and received quantities; print, receive. */
export default function TransferInfoPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const id = idParam(useSearchParams()[0]);
  const transfer = useTransfer(id);
  const d = transfer.data;

  return (
    <StockFrame
      testId="transfer-info-page"
      title={d ? `${t('menu:stockManage.transferInfo')} ${d.number}` : t('menu:stockManage.transferInfo')}
      backTo={STOCK_PATHS.transfers}
      extra={
        d ? (
          <>
            <PrintButton doc="transfer" id={d.id} testId="transfer-print" />
            {d.status !== 'completed' ? (
              <Button
                type="primary"
                icon={<ImportOutlined />}
                onClick={() => navigate(`${STOCK_PATHS.transferReceive}?id=${d.id}`)}
                data-testid="transfer-receive"
              >
                {t('transfer.receive')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      <Loaded query={transfer} testId="transfer-info">
        {(x) => (
          <Flex vertical gap={16}>
            <DocSummary
              testId="transfer-info-summary"
              items={[
                { label: t('field.number'), value: x.number },
                { label: t('movedOn.label'), value: formatDate(x.happenedAt), testId: 'transfer-info-date' },
                {
                  label: t('field.status'),
                  value: <StatusTag kind="transfer" status={x.status} testId="transfer-info-status" />,
                },
                { label: t('transfer.fromStore'), value: x.fromStoreName },
                { label: t('transfer.fromArea'), value: x.fromArea || '—' },
                { label: t('transfer.toStore'), value: x.toStoreName },
                { label: t('transfer.toArea'), value: x.toArea || '—' },
                { label: t('transfer.sentQuantity'), value: formatQty(x.sentQuantity) },
                {
                  label: t('transfer.receivedQuantity'),
                  value: formatQty(x.receivedQuantity),
                  testId: 'transfer-info-received',
                },
                { label: t('field.totalCost'), value: money(x.totalCost) },
                { label: t('field.createdAt'), value: formatDateTime(x.createdAt) },
                { label: t('transfer.receivedAt'), value: x.receivedAt ? formatDateTime(x.receivedAt) : '—' },
                { label: t('field.operator'), value: x.operatorName },
                { label: t('field.note'), value: x.note || '—' },
              ]}
            />
            <LinesTable
              testId="transfer-lines"
              rows={x.lines}
              figures={[
                { key: 'quantity', title: t('transfer.sentQuantity'), kind: 'q' },
                { key: 'cost', title: t('field.cost'), kind: 'm' },
                { key: 'amount', title: t('field.amount'), kind: 'm' },
                { key: 'received', title: t('transfer.receivedQuantity'), kind: 'q' },
              ]}
            />
          </Flex>
        )}
      </Loaded>
    </StockFrame>
  );
}
