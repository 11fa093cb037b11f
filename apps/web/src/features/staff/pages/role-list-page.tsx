import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { APP_PERMISSIONS, type RoleRow, roleResource } from '@tillbook/contract';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { ROLE_TOUCHES } from '../api';
import { STAFF_PATHS } from '../paths';
import { menuPermissionGroups } from '../permission-groups';
import { roleLabel } from '../role-label';

const INITIAL: { name?: string } = {};

/** /staffManage/roleManage: roles with what they grant; the owner role is listed first and only shows. */
export default function RoleListPage() {
  const { t } = useTranslation(['staff', 'crud', 'menu']);
  const navigate = useNavigate();
  const groups = useMemo(menuPermissionGroups, []);

  const columns: TableColumnsType<RoleRow> = [
    {
      key: 'name',
      title: t('role.name'),
      render: (_, r) => <Typography.Text strong>{roleLabel(r, t)}</Typography.Text>,
    },
    {
      key: 'menu',
      title: t('role.backOffice'),
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
      key: 'app',
      title: t('role.app'),
      render: (_, r) =>
        t('role.appCount', {
          held: APP_PERMISSIONS.filter((p) => r.appPermissions[p]).length,
          total: APP_PERMISSIONS.length,
        }),
    },
    { key: 'staffCount', title: t('role.staffCount'), dataIndex: 'staffCount' },
  ];

  return (
    <ResourceTable
      resource={roleResource}
      testId="role"
      title={t('menu:staffManage.roleManage')}
      initialFilters={INITIAL}
      searchPlaceholder={t('role.name')}
      columns={columns}
      addLabel={t('role.add')}
      emptyText={t('role.empty')}
      onAdd={() => navigate(STAFF_PATHS.roleEdit)}
      // A role the caller may not change (the owner role among them) opens read-only and is not deleted.
      rowActions={(r) => (
        <Button
          type="link"
          size="small"
          icon={r.canEdit ? <EditOutlined /> : <EyeOutlined />}
          onClick={() => navigate(`${STAFF_PATHS.roleEdit}?id=${r.id}`)}
          data-testid={`role-edit-${r.id}`}
        >
          {r.canEdit ? t('crud:edit') : t('role.view')}
        </Button>
      )}
      canDelete={(r) => r.canEdit}
      deleteInvalidates={ROLE_TOUCHES}
    />
  );
}
