import { DeleteOutlined, EditOutlined, KeyOutlined, SwapOutlined } from '@ant-design/icons';
import { STAFF_STATUSES, type StaffRow, type StaffStatus } from '@tillbook/contract';
import { Button, Dropdown, Space, Table, type TablePaginationConfig, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useDeviceClass } from '../../../shared/hooks/use-device-class';
import { roleLabel } from '../role-label';
import { StaffStatusTag } from './staff-status-tag';

export interface StaffRowActions {
  onEdit: (row: StaffRow) => void;
  onStatus: (row: StaffRow, status: StaffStatus) => void;
  onPassword: (row: StaffRow) => void;
  onDelete: (row: StaffRow) => void;
}

/** The staff list. The boss rules (§6) show as disabled controls with the reason on hover. */
export function StaffTable({
  rows,
  loading,
  pagination,
  actions,
}: {
  rows: StaffRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  actions: StaffRowActions;
}) {
  const { t } = useTranslation('staff');
  // On phones the row actions are icons (named on hover and for screen readers), so the rest of the row shows.
  const compact = useDeviceClass() === 'mobile';
  const label = (text: string) => (compact ? undefined : text);
  const hint = (block: string | undefined, text: string) => block ?? (compact ? text : undefined);

  // Why a control is off: the server would refuse it anyway (20049-20055), this says so before the click.
  const editBlock = (r: StaffRow) =>
    r.canEdit ? undefined : r.isBoss ? t('member.bossOnlyOwner') : t('member.beyondYou');
  const statusBlock = (r: StaffRow) => (r.isBoss ? t('member.bossStatus') : editBlock(r));
  const deleteBlock = (r: StaffRow) =>
    r.canDelete ? undefined : r.isBoss ? t('member.bossDelete') : t('member.onlyOwnerDeletes');

  const columns: ColumnsType<StaffRow> = [
    {
      title: t('member.name'),
      dataIndex: 'name',
      render: (name: string, r) => (
        <Space size={4} wrap>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {name}
          </Typography.Text>
          {r.isBoss ? <Tag color="gold">{t('owner')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('member.role'),
      dataIndex: 'roleName',
      render: (name: string, r) => roleLabel({ name, isBoss: r.isBoss }, t),
    },
    {
      title: t('member.stores'),
      key: 'stores',
      render: (_, r) =>
        r.allStores ? (
          <Tag color="blue">{t('member.allStores')}</Tag>
        ) : (
          <Space size={[0, 4]} wrap>
            {r.stores.map((s) => (
              <Tag key={s.id}>{s.name}</Tag>
            ))}
          </Space>
        ),
    },
    { title: t('member.email'), dataIndex: 'email' },
    {
      title: t('member.phone'),
      key: 'phone',
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{r.phone ? `+${r.areaCode} ${r.phone}` : '—'}</span>,
    },
    { title: t('member.account'), dataIndex: 'account', render: (v: string | null) => v || '—' },
    {
      title: t('member.availableShort'),
      dataIndex: 'available',
      render: (v: boolean) => (v ? t('crud:yes') : t('crud:no')),
    },
    { title: t('member.status'), dataIndex: 'status', render: (s: StaffStatus) => <StaffStatusTag status={s} /> },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap={!compact}>
          <Tooltip title={hint(editBlock(r), t('crud:edit'))}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              disabled={!r.canEdit}
              onClick={() => actions.onEdit(r)}
              aria-label={t('crud:edit')}
              data-testid={`staff-edit-${r.id}`}
            >
              {label(t('crud:edit'))}
            </Button>
          </Tooltip>
          <Tooltip title={hint(statusBlock(r), t('member.setStatus'))}>
            <Dropdown
              trigger={['click']}
              disabled={!r.canEdit || r.isBoss}
              menu={{
                items: STAFF_STATUSES.filter((s) => s !== r.status).map((s) => ({
                  key: s,
                  label: <span data-testid={`staff-status-option-${s}`}>{t(`status.${s}`)}</span>,
                })),
                onClick: ({ key }) => actions.onStatus(r, key as StaffStatus),
              }}
            >
              <Button
                type="link"
                size="small"
                icon={<SwapOutlined />}
                disabled={!r.canEdit || r.isBoss}
                aria-label={t('member.setStatus')}
                data-testid={`staff-status-${r.id}`}
              >
                {label(t('member.setStatus'))}
              </Button>
            </Dropdown>
          </Tooltip>
          <Tooltip title={hint(editBlock(r), t('member.changePassword'))}>
            <Button
              type="link"
              size="small"
              icon={<KeyOutlined />}
              disabled={!r.canEdit}
              onClick={() => actions.onPassword(r)}
              aria-label={t('member.changePassword')}
              data-testid={`staff-password-${r.id}`}
            >
              {label(t('member.changePassword'))}
            </Button>
          </Tooltip>
          <Tooltip title={hint(deleteBlock(r), t('crud:delete'))}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={!r.canDelete}
              onClick={() => actions.onDelete(r)}
              aria-label={t('crud:delete')}
              data-testid={`staff-delete-${r.id}`}
            >
              {label(t('crud:delete'))}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="staff-table">
      <Table<StaffRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={{ x: true }}
        locale={{ emptyText: t('member.empty') }}
        onRow={(r) => ({ 'data-testid': `staff-row-${r.id}` }) as object}
      />
    </div>
  );
}
