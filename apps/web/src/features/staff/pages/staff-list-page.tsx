import { PlusOutlined } from '@ant-design/icons';
import { STAFF_STATUSES, type StaffRow, type StaffStatus } from '@tillbook/contract';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endLocalSession } from '../../../shared/session/logout';
import { useLoginInfo } from '../../../shared/session/session';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeleteStaff, useSetStaffStatus, useStaffList, useStaffOptions } from '../api';
import { LoadError } from '../components/load-error';
import { StaffPasswordDialog } from '../components/staff-password-dialog';
import { StaffTable } from '../components/staff-table';
import { STAFF_PATHS } from '../paths';
import { roleLabel } from '../role-label';

interface StaffFilters {
  storeId?: number;
  roleId?: number;
  status?: StaffStatus;
  keyword?: string;
}
const INITIAL_FILTERS: StaffFilters = {};

/** /staffManage/staffManage: staff with filters by store, role, status and keyword; status, password, delete. */
export default function StaffListPage() {
  const { t } = useTranslation(['staff', 'crud', 'menu']);
  const navigate = useNavigate();
  const me = useLoginInfo();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL_FILTERS);
  const [keyword, setKeyword] = useState('');
  const list = useStaffList(body);
  const options = useStaffOptions();
  const setStatus = useSetStaffStatus();
  const remove = useDeleteStaff();
  const { confirm, confirmDelete, holder } = useConfirm();
  const [passwordFor, setPasswordFor] = useState<StaffRow | null>(null);

  const changeStatus = async (row: StaffRow, status: StaffStatus) => {
    const agreed = await confirm({
      title: t('member.statusConfirm', { name: row.name, status: t(`status.${status}`) }),
      content: t('member.statusSessionsEnd'),
      danger: status !== 'normal',
    });
    if (!agreed) return;
    try {
      await setStatus.mutateAsync({ id: row.id, status });
      toast.success(t('crud:saved'));
      if (row.id === me?.id) endLocalSession();
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  const deleteRow = async (row: StaffRow) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // As above: 20050, 20055 and 20088 explain themselves in the toast.
    }
  };

  const resetAll = () => {
    setKeyword('');
    reset();
  };

  return (
    <ListPage
      testId="staff-list-page"
      title={t('menu:staffManage.staffManage')}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(STAFF_PATHS.staffEdit)}
          data-testid="staff-add"
        >
          {t('member.add')}
        </Button>
      }
      filters={
        <>
          <Select
            allowClear
            placeholder={t('filter.allStores')}
            value={filters.storeId}
            onChange={(storeId?: number) => setFilters({ storeId })}
            options={options.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
            loading={options.isPending}
            style={{ minWidth: 160 }}
            aria-label={t('filter.store')}
            data-testid="staff-filter-store"
          />
          <Select
            allowClear
            placeholder={t('filter.allRoles')}
            value={filters.roleId}
            onChange={(roleId?: number) => setFilters({ roleId })}
            options={options.data?.roles.map((r) => ({ value: r.id, label: roleLabel(r, t) }))}
            loading={options.isPending}
            style={{ minWidth: 140 }}
            aria-label={t('filter.role')}
            data-testid="staff-filter-role"
          />
          <Select
            allowClear
            placeholder={t('filter.allStatuses')}
            value={filters.status}
            onChange={(status?: StaffStatus) => setFilters({ status })}
            options={STAFF_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            style={{ minWidth: 130 }}
            aria-label={t('filter.status')}
            data-testid="staff-filter-status"
          />
          <Input.Search
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
            placeholder={t('filter.staffKeyword')}
            enterButton={t('crud:search')}
            style={{ width: 300, maxWidth: '100%' }}
            aria-label={t('crud:keyword')}
            data-testid="staff-filter-keyword"
          />
          <Button onClick={resetAll} data-testid="staff-filter-reset">
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="staff-list-error" />
      ) : (
        <StaffTable
          rows={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          actions={{
            onEdit: (r) => navigate(`${STAFF_PATHS.staffEdit}?id=${r.id}`),
            onStatus: changeStatus,
            onPassword: setPasswordFor,
            onDelete: deleteRow,
          }}
        />
      )}
      {passwordFor ? <StaffPasswordDialog staff={passwordFor} onClose={() => setPasswordFor(null)} /> : null}
    </ListPage>
  );
}
