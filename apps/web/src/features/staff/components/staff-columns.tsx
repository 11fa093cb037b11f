import { DeleteOutlined, EditOutlined, KeyOutlined, SwapOutlined } from '@ant-design/icons';
import { STAFF_STATUSES, type StaffRow, type StaffStatus } from '@tillbook/contract';
import { Button, type ButtonProps, Dropdown, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
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

/**
 * A row action: on phones an icon named on hover and for screen readers (so the rest of the row shows), else icon and
 * label. Off with the reason on hover when `blocked` says why.
 */
function RowAction({
  label,
  blocked,
  compact,
  children,
  ...button
}: ButtonProps & { label: string; blocked?: string; compact: boolean; children?: ReactNode }) {
  return (
    <Tooltip title={blocked ?? (compact ? label : undefined)}>
      {children ?? (
        <Button type="link" size="small" disabled={Boolean(blocked)} aria-label={label} {...button}>
          {compact ? undefined : label}
        </Button>
      )}
    </Tooltip>
  );
}

/** The staff list's columns. The boss rules (§6) show as disabled row actions with the reason on hover. */
export function useStaffColumns(actions: StaffRowActions): TableColumnsType<StaffRow> {
  const { t } = useTranslation(['staff', 'crud']);
  const compact = useDeviceClass() === 'mobile';

  // Why a control is off: the server would refuse it anyway (20049-20055), this says so before the click.
  const editBlock = (r: StaffRow) =>
    r.canEdit ? undefined : r.isBoss ? t('member.bossOnlyOwner') : t('member.beyondYou');
  const statusBlock = (r: StaffRow) => (r.isBoss ? t('member.bossStatus') : editBlock(r));
  const deleteBlock = (r: StaffRow) =>
    r.canDelete ? undefined : r.isBoss ? t('member.bossDelete') : t('member.onlyOwnerDeletes');

  const statusAction = (r: StaffRow) => (
    <RowAction label={t('member.setStatus')} blocked={statusBlock(r)} compact={compact}>
      <Dropdown
        trigger={['click']}
        disabled={Boolean(statusBlock(r))}
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
          disabled={Boolean(statusBlock(r))}
          aria-label={t('member.setStatus')}
          data-testid={`staff-status-${r.id}`}
        >
          {compact ? undefined : t('member.setStatus')}
        </Button>
      </Dropdown>
    </RowAction>
  );

  return [
    {
      key: 'name',
      title: t('member.name'),
      render: (_, r) => (
        <Space size={4} wrap>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {r.name}
          </Typography.Text>
          {r.isBoss ? <Tag color="gold">{t('owner')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'role', title: t('member.role'), render: (_, r) => roleLabel({ name: r.roleName, isBoss: r.isBoss }, t) },
    {
      key: 'stores',
      title: t('member.stores'),
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
    { key: 'email', title: t('member.email'), dataIndex: 'email' },
    {
      key: 'phone',
      title: t('member.phone'),
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{r.phone ? `+${r.areaCode} ${r.phone}` : '—'}</span>,
    },
    { key: 'account', title: t('member.account'), render: (_, r) => r.account || '—' },
    {
      key: 'available',
      title: t('member.availableShort'),
      render: (_, r) => (r.available ? t('crud:yes') : t('crud:no')),
    },
    { key: 'status', title: t('member.status'), render: (_, r) => <StaffStatusTag status={r.status} /> },
    {
      key: 'actions',
      title: t('crud:actions'),
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap={!compact}>
          <RowAction
            label={t('crud:edit')}
            blocked={editBlock(r)}
            compact={compact}
            icon={<EditOutlined />}
            onClick={() => actions.onEdit(r)}
            data-testid={`staff-edit-${r.id}`}
          />
          {statusAction(r)}
          <RowAction
            label={t('member.changePassword')}
            blocked={editBlock(r)}
            compact={compact}
            icon={<KeyOutlined />}
            onClick={() => actions.onPassword(r)}
            data-testid={`staff-password-${r.id}`}
          />
          <RowAction
            label={t('crud:delete')}
            blocked={deleteBlock(r)}
            compact={compact}
            danger
            icon={<DeleteOutlined />}
            onClick={() => actions.onDelete(r)}
            data-testid={`staff-delete-${r.id}`}
          />
        </Space>
      ),
    },
  ];
}
