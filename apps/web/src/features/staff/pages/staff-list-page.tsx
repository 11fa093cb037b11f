import { STAFF_STATUSES, type StaffRow, type StaffStatus, staffResource } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteResource } from '../../../shared/api/resource';
import { endLocalSession } from '../../../shared/session/logout';
import { useLoginInfo } from '../../../shared/session/session';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { toast } from '../../../shared/ui/toast';
import { STAFF_TOUCHES, useSetStaffStatus, useStaffOptions } from '../api';
import { FilterSelect } from '../components/filter-select';
import { useStaffColumns } from '../components/staff-columns';
import { StaffPasswordDialog } from '../components/staff-password-dialog';
import { STAFF_PATHS } from '../paths';
import { roleLabel } from '../role-label';

interface StaffFilters {
  storeId?: number;
  roleId?: number;
  status?: StaffStatus;
}
const INITIAL: StaffFilters = {};

/** /staffManage/staffManage: staff with filters by store, role, status and keyword; status, password, delete. */
export default function StaffListPage() {
  const { t } = useTranslation(['staff', 'crud', 'menu']);
  const navigate = useNavigate();
  const me = useLoginInfo();
  const options = useStaffOptions();
  const setStatus = useSetStaffStatus();
  // The row actions are the staff list's own (status and password too, each off with its reason), delete among them.
  const remove = useDeleteResource(staffResource, { invalidates: STAFF_TOUCHES });
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

  const columns = useStaffColumns({
    onEdit: (r) => navigate(`${STAFF_PATHS.staffEdit}?id=${r.id}`),
    onStatus: changeStatus,
    onPassword: setPasswordFor,
    onDelete: deleteRow,
  });

  return (
    <>
      {holder}
      <ResourceTable
        resource={staffResource}
        testId="staff"
        title={t('menu:staffManage.staffManage')}
        initialFilters={INITIAL}
        searchPlaceholder={t('filter.staffKeyword')}
        filters={(f, set) => (
          <>
            <FilterSelect
              value={f.storeId}
              onChange={(storeId) => set({ storeId })}
              options={options.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
              all={t('filter.allStores')}
              label={t('filter.store')}
              loading={options.isPending}
              testId="staff-filter-store"
            />
            <FilterSelect
              value={f.roleId}
              onChange={(roleId) => set({ roleId })}
              options={options.data?.roles.map((r) => ({ value: r.id, label: roleLabel(r, t) }))}
              all={t('filter.allRoles')}
              label={t('filter.role')}
              loading={options.isPending}
              minWidth={140}
              testId="staff-filter-role"
            />
            <FilterSelect
              value={f.status}
              onChange={(status) => set({ status })}
              options={STAFF_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              all={t('filter.allStatuses')}
              label={t('filter.status')}
              minWidth={130}
              testId="staff-filter-status"
            />
          </>
        )}
        columns={columns}
        addLabel={t('member.add')}
        emptyText={t('member.empty')}
        onAdd={() => navigate(STAFF_PATHS.staffEdit)}
        canDelete={false}
      />
      {passwordFor ? <StaffPasswordDialog staff={passwordFor} onClose={() => setPasswordFor(null)} /> : null}
    </>
  );
}
