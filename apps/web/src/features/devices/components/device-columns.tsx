import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { DeviceRow } from '@tillbook/contract';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { DeviceStatusTag } from './device-status-tag';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The columns of a device list: account, name, store, availability, status, last seen, created. */
export function useDeviceColumns(): TableColumnsType<DeviceRow> {
  const { t } = useTranslation(['devices', 'crud']);
  return [
    {
      key: 'account',
      title: t('field.account'),
      render: (_, r) => (
        <Typography.Text strong style={nowrap}>
          {r.account}
        </Typography.Text>
      ),
    },
    { key: 'name', title: t('field.name'), render: (_, r) => r.name || '—' },
    { key: 'store', title: t('field.store'), dataIndex: 'storeName' },
    {
      key: 'available',
      title: t('field.available'),
      render: (_, r) => (
        <Tag color={r.available ? 'blue' : 'default'}>{r.available ? t('crud:yes') : t('crud:no')}</Tag>
      ),
    },
    { key: 'status', title: t('field.status'), render: (_, r) => <DeviceStatusTag status={r.status} /> },
    {
      key: 'lastSeen',
      title: t('field.lastSeen'),
      render: (_, r) => <span style={nowrap}>{r.lastSeenAt ? formatDateTime(r.lastSeenAt) : t('list.never')}</span>,
    },
    {
      key: 'createdAt',
      title: t('field.createdAt'),
      render: (_, r) => <span style={nowrap}>{formatDateTime(r.createdAt)}</span>,
    },
  ];
}

/** The freeze (or unfreeze) action of a row. Test id: `device-status-<id>`. */
export function FreezeButton({ row, onClick }: { row: DeviceRow; onClick: () => void }) {
  const { t } = useTranslation(['devices', 'crud']);
  const frozen = row.status === 'frozen';
  return (
    <Button
      type="link"
      size="small"
      danger={!frozen}
      icon={frozen ? <UnlockOutlined /> : <LockOutlined />}
      onClick={onClick}
      data-testid={`device-status-${row.id}`}
    >
      {frozen ? t('list.unfreeze') : t('list.freeze')}
    </Button>
  );
}
