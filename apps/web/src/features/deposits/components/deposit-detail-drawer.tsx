import type { DepositDetail } from '@tillbook/contract';
import { Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useDeviceClass } from '../../../shared/hooks/use-device-class';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useDeposit } from '../api';
import { formatQuantity, phoneText } from './quantity';
import { DepositStateTag } from './state-tag';

type TakeOut = DepositDetail['takeOuts'][number] & { key: number };

/** One deposit: every field, the notes and the take-out history (oldest first). Full width on phones. */
export function DepositDetailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(['deposits', 'crud']);
  const mobile = useDeviceClass() === 'mobile';
  const detail = useDeposit(id);
  const d = detail.data;

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={d ? `${t('detail.title')} ${d.number}` : t('detail.title')}
      size={mobile ? '100%' : 640}
      destroyOnHidden
      data-testid="deposit-detail"
    >
      {detail.isError ? (
        <LoadError onRetry={() => detail.refetch()} testId="deposit-detail-error" />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={mobile ? 1 : 2}
            size="small"
            bordered
            data-testid="deposit-detail-fields"
            items={[
              { label: t('field.number'), children: d.number },
              { label: t('field.orderNumber'), children: d.orderNumber || '—' },
              { label: t('field.item'), children: d.itemName },
              { label: t('field.state'), children: <DepositStateTag state={d.state} testId="deposit-detail-state" /> },
              { label: t('field.quantity'), children: formatQuantity(d.quantity) },
              { label: t('field.taken'), children: formatQuantity(d.takenQuantity) },
              { label: t('field.remaining'), children: formatQuantity(d.remaining) },
              { label: t('field.depositedAt'), children: formatDateTime(d.depositedAt) },
              { label: t('field.pickupDeadline'), children: formatDateTime(d.pickupDeadline) },
              { label: t('field.depositor'), children: d.depositor },
              { label: t('field.phone'), children: phoneText(d.areaCode, d.phone) },
              { label: t('field.address'), children: d.address || '—' },
              { label: t('field.staff'), children: d.staffName || '—' },
              { label: t('field.store'), children: d.storeName },
              {
                label: t('field.notes'),
                span: mobile ? 1 : 2,
                children: <span data-testid="deposit-detail-notes">{d.notes || '—'}</span>,
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('detail.takeOuts')}
          </Typography.Title>
          <Table<TakeOut>
            size="small"
            pagination={false}
            // Take-outs carry no id of their own; their order is fixed (oldest first).
            dataSource={d.takeOuts.map((x, key) => ({ ...x, key }))}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('detail.noTakeOuts') }}
            data-testid="deposit-take-outs"
            columns={[
              { title: t('detail.takenAt'), dataIndex: 'takenAt', render: (v: string) => formatDateTime(v) },
              {
                title: t('field.quantity'),
                dataIndex: 'quantity',
                align: 'right',
                render: (v: string) => formatQuantity(v),
              },
              { title: t('field.staff'), dataIndex: 'staffName', render: (v: string) => v || '—' },
              { title: t('detail.note'), dataIndex: 'note', render: (v: string) => v || '—' },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
