import type { CountStatus, PurchaseStatus, StockReason, TransferStatus } from '@tillbook/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = {
  normal: 'blue',
  in_transit: 'blue',
  draft: 'default',
  counting: 'processing',
  partial: 'orange',
  completed: 'green',
  cancelled: 'default',
};

/** The state of a purchase order, transfer or count (§4), translated and coloured. */
export function StatusTag({
  kind,
  status,
  testId,
}: {
  kind: 'purchase' | 'transfer' | 'count';
  status: PurchaseStatus | TransferStatus | CountStatus;
  testId?: string;
}) {
  const { t } = useTranslation('stock');
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-testid={testId} data-status={status}>
      {t(`status.${kind}.${status}`)}
    </Tag>
  );
}

const REASON_COLOURS: Partial<Record<StockReason, string>> = {
  sale: 'blue',
  customer_return: 'cyan',
  purchase_arrival: 'green',
  purchase_return: 'volcano',
  transfer_in: 'geekblue',
  transfer_out: 'purple',
  increase: 'green',
  damage: 'red',
  loss: 'red',
  count: 'gold',
  production: 'lime',
  disassembly: 'orange',
};

/** Why stock moved (§4), translated. */
export function ReasonTag({ reason }: { reason: StockReason }) {
  const { t } = useTranslation('stock');
  return <Tag color={REASON_COLOURS[reason]}>{t(`reason.${reason}`)}</Tag>;
}
