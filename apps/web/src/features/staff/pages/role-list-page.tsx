import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { APP_PERMISSIONS, type RoleRow } from '@tillbook/contract';
import { Button, Input, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeleteRole, useRoleList } from '../api';
import { LoadError } from '../components/load-error';
import { STAFF_PATHS } from '../paths';
import { menuPermissionGroups } from '../permission-groups';
import { roleLabel } from '../role-label';

const INITIAL_FILTERS: { name?: string } = {};

/** /staffManage/roleManage: roles with what they grant; the owner role is listed first and only shows. */
export default function RoleListPage() {
  const { t } = useTranslation(['staff', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, setFilters, reset, pagination } = useListParams(INITIAL_FILTERS);
  const [name, setName] = useState('');
  const list = useRoleList(body);
  const remove = useDeleteRole();
  const { confirmDelete, holder } = useConfirm();
  const groups = useMemo(menuPermissionGroups, []);

  const deleteRow = async (row: RoleRow) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // 20047 (held by staff) and 20046 (owner role) explain themselves in the toast.
    }
  };

  const columns: ColumnsType<RoleRow> = [
    {
      title: t('role.name'),
      dataIndex: 'name',
      render: (_: string, r) => <Typography.Text strong>{roleLabel(r, t)}</Typography.Text>,
    },
    {
      title: t('role.backOffice'),
      key: 'menu',
      render: (_, r) => {
        if (r.isBoss) return <Tag color="blue">{t('role.everything')}</Tag>;
        const held = groups.filter((g) => g.permissions.some((p) => r.menuCodes.includes(p.code)));
        if (held.length === 0) return '—';
        return (
          <Space size={[0, 4]} wrap style={{ maxWidth: 420 }}>
            {held.map((g) => (
              <Tag key={g.key}>{t(`menu:${g.titleKey}`)}</Tag>
            ))}
          </Space>
        );
      },
    },
    {
      title: t('role.app'),
      key: 'app',
      render: (_, r) =>
        t('role.appCount', {
          held: APP_PERMISSIONS.filter((p) => r.appPermissions[p]).length,
          total: APP_PERMISSIONS.length,
        }),
    },
    { title: t('role.staffCount'), dataIndex: 'staffCount' },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={r.canEdit ? <EditOutlined /> : <EyeOutlined />}
            onClick={() => navigate(`${STAFF_PATHS.roleEdit}?id=${r.id}`)}
            data-testid={`role-edit-${r.id}`}
          >
            {r.canEdit ? t('crud:edit') : t('role.view')}
          </Button>
          <Tooltip title={r.isBoss ? t('role.bossDelete') : r.canEdit ? undefined : t('role.readOnly')}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={!r.canEdit}
              onClick={() => deleteRow(r)}
              data-testid={`role-delete-${r.id}`}
            >
              {t('crud:delete')}
            </Button>
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="role-list-page"
      title={t('menu:staffManage.roleManage')}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(STAFF_PATHS.roleEdit)}
          data-testid="role-add"
        >
          {t('role.add')}
        </Button>
      }
      filters={
        <>
          <Input.Search
            allowClear
            value={name}
            onChange={(e) => setName(e.target.value)}
            onSearch={(v) => setFilters({ name: v.trim() || undefined })}
            placeholder={t('role.name')}
            enterButton={t('crud:search')}
            style={{ width: 280, maxWidth: '100%' }}
            aria-label={t('role.name')}
            data-testid="role-filter-name"
          />
          <Button
            onClick={() => {
              setName('');
              reset();
            }}
            data-testid="role-filter-reset"
          >
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="role-list-error" />
      ) : (
        <div data-testid="role-table">
          <Table<RoleRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            pagination={pagination(list.data?.total)}
            scroll={{ x: true }}
            locale={{ emptyText: t('role.empty') }}
            onRow={(r) => ({ 'data-testid': `role-row-${r.id}` }) as object}
          />
        </div>
      )}
    </ListPage>
  );
}
