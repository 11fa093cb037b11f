import { DeleteOutlined, EditOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { DeviceRow } from '@tillbook/contract';
import { Button, Space, Table, type TablePaginationConfig, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useDeviceClass } from '../../../shared/hooks/use-device-class';
import { EmptyList } from '../../../shared/ui/crud/load-state';
import { DeviceStatusTag } from './device-status-tag';

export interface DeviceRowActions {
  onEdit: (row: DeviceRow) => void;
  onToggleFrozen: (row: DeviceRow) => void;
  onDelete: (row: DeviceRow) => void;
}

/** The devices of one kind: account, name, store, availability, status, last seen, created; row actions. */
export function DeviceTable({
  rows,
  loading,
  pagination,
  actions,
}: {
  rows: DeviceRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  actions: DeviceRowActions;
}) {
  const { t } = useTranslation(['devices', 'crud']);
  // On phones the row actions are icons (named on hover and for screen readers), so the rest of the row shows.
  const compact = useDeviceClass() === 'mobile';
  const label = (text: string) => (compact ? undefined : text);
  const hint = (text: string) => (compact ? text : undefined);
  const nowrap = { whiteSpace: 'nowrap' } as const;

  const columns: ColumnsType<DeviceRow> = [
    {
      title: t('field.account'),
      dataIndex: 'account',
      render: (account: string) => (
        <Typography.Text strong style={nowrap}>
          {account}
        </Typography.Text>
      ),
    },
    { title: t('field.name'), dataIndex: 'name', render: (name: string) => name || '—' },
    { title: t('field.store'), dataIndex: 'storeName' },
    {
      title: t('field.available'),
      dataIndex: 'available',
      render: (v: boolean) => <Tag color={v ? 'blue' : 'default'}>{v ? t('crud:yes') : t('crud:no')}</Tag>,
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      render: (s: DeviceRow['status']) => <DeviceStatusTag status={s} />,
    },
    {
      title: t('field.lastSeen'),
      dataIndex: 'lastSeenAt',
      render: (v: string | null) => <span style={nowrap}>{v ? formatDateTime(v) : t('list.never')}</span>,
    },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      render: (v: string) => <span style={nowrap}>{formatDateTime(v)}</span>,
    },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => {
        const frozen = r.status === 'frozen';
        const toggle = frozen ? t('list.unfreeze') : t('list.freeze');
        return (
          <Space size={0} wrap={!compact}>
            <Tooltip title={hint(t('crud:edit'))}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => actions.onEdit(r)}
                aria-label={t('crud:edit')}
                data-testid={`device-edit-${r.id}`}
              >
                {label(t('crud:edit'))}
              </Button>
            </Tooltip>
            <Tooltip title={hint(toggle)}>
              <Button
                type="link"
                size="small"
                danger={!frozen}
                icon={frozen ? <UnlockOutlined /> : <LockOutlined />}
                onClick={() => actions.onToggleFrozen(r)}
                aria-label={toggle}
                data-testid={`device-status-${r.id}`}
              >
                {label(toggle)}
              </Button>
            </Tooltip>
            <Tooltip title={hint(t('crud:delete'))}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => actions.onDelete(r)}
                aria-label={t('crud:delete')}
                data-testid={`device-delete-${r.id}`}
              >
                {label(t('crud:delete'))}
              </Button>
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  return (
    <div data-testid="device-table">
      <Table<DeviceRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={{ x: true }}
        locale={{ emptyText: <EmptyList text={t('list.empty')} testId="device-list-empty" /> }}
        onRow={(r) => ({ 'data-testid': `device-row-${r.id}` }) as object}
      />
    </div>
  );
}
