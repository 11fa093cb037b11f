import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading';
import { refreshOwnMenu, useMyPermissions, useRole } from '../api';
import { EditFrame } from '../components/edit-frame';
import { LoadError } from '../components/load-error';
import { RoleForm } from '../components/role-form';
import { idParam, STAFF_PATHS } from '../paths';

/** /staffManage/roleManage/addRole: add a role, or edit one (`?id=`); the owner role only shows. */
export default function RoleEditPage() {
  const { t } = useTranslation(['staff', 'crud']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const role = useRole(id);
  const mine = useMyPermissions();

  const title = !id ? t('role.addTitle') : role.data?.isBoss ? t('role.viewTitle') : t('role.editTitle');
  return (
    <EditFrame testId="role-edit-page" title={title} backTo={STAFF_PATHS.roleList}>
      {(id && role.isError) || mine.isError ? (
        <LoadError
          testId="role-edit-error"
          onRetry={() => {
            if (id) void role.refetch();
            void mine.refetch();
          }}
        />
      ) : (id && role.isPending) || !mine.data ? (
        <PageLoading />
      ) : (
        <RoleForm
          key={role.data?.id ?? 'new'}
          role={role.data}
          mine={mine.data}
          onDone={() => {
            void refreshOwnMenu();
            navigate(STAFF_PATHS.roleList);
          }}
        />
      )}
    </EditFrame>
  );
}
