import { roleResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResourceDetail } from '../../../shared/api/resource';
import { idParam } from '../../../shared/routing/id-param';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { refreshOwnMenu, useMyPermissions } from '../api';
import { Loaded } from '../components/loaded';
import { RoleForm } from '../components/role-form';
import { STAFF_PATHS } from '../paths';

/** /staffManage/roleManage/addRole: add a role, or edit one (`?id=`); the owner role only shows. */
export default function RoleEditPage() {
  const { t } = useTranslation(['staff', 'crud']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const role = useResourceDetail(roleResource, id);
  const mine = useMyPermissions();

  const title = !id ? t('role.addTitle') : role.data?.isBoss ? t('role.viewTitle') : t('role.editTitle');
  return (
    <EditFrame testId="role-edit-page" title={title} backTo={STAFF_PATHS.roleList}>
      <Loaded needs={[mine]} also={id ? [role] : []} testId="role-edit-error">
        {(own) => (
          <RoleForm
            key={role.data?.id ?? 'new'}
            role={role.data}
            mine={own}
            onDone={() => {
              void refreshOwnMenu();
              navigate(STAFF_PATHS.roleList);
            }}
          />
        )}
      </Loaded>
    </EditFrame>
  );
}
