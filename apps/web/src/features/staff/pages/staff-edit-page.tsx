import { KeyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { endLocalSession } from '../../../shared/session/logout';
import { useLoginInfo } from '../../../shared/session/session';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useMyPermissions, useStaffMember, useStaffOptions } from '../api';
import { EditFrame } from '../components/edit-frame';
import { LoadError } from '../components/load-error';
import { StaffForm } from '../components/staff-form';
import { StaffPasswordDialog } from '../components/staff-password-dialog';
import { idParam, STAFF_PATHS } from '../paths';

/** /staffManage/staffEdit: add a staff member, or edit one (`?id=`). */
export default function StaffEditPage() {
  const { t } = useTranslation(['staff', 'crud']);
  const navigate = useNavigate();
  const me = useLoginInfo();
  const id = idParam(useSearchParams()[0]);
  const staff = useStaffMember(id);
  const options = useStaffOptions();
  const mine = useMyPermissions();
  const [changingPassword, setChangingPassword] = useState(false);

  const failed = (id !== undefined && staff.isError) || options.isError || mine.isError;
  const loading = (id !== undefined && staff.isPending) || options.isPending || mine.isPending;
  const member = staff.data;

  return (
    <EditFrame
      testId="staff-edit-page"
      title={id ? t('member.editTitle') : t('member.addTitle')}
      backTo={STAFF_PATHS.staffList}
      extra={
        member?.canEdit ? (
          <Button icon={<KeyOutlined />} onClick={() => setChangingPassword(true)} data-testid="staff-edit-password">
            {t('member.changePassword')}
          </Button>
        ) : null
      }
    >
      {failed ? (
        <LoadError
          testId="staff-edit-error"
          onRetry={() => {
            if (id !== undefined) void staff.refetch();
            void options.refetch();
            void mine.refetch();
          }}
        />
      ) : loading || !options.data || !mine.data ? (
        <PageLoading />
      ) : (
        <StaffForm
          // A fresh form per record: initial values are read once.
          key={member?.id ?? 'new'}
          staff={member}
          options={options.data}
          canBindAll={mine.data.storeIds === 'all'}
          onDone={(statusChanged) => {
            // Changing one's own status ends one's own sessions too.
            if (statusChanged && member?.id === me?.id) endLocalSession();
            else navigate(STAFF_PATHS.staffList);
          }}
        />
      )}
      {changingPassword && member ? (
        <StaffPasswordDialog staff={member} onClose={() => setChangingPassword(false)} />
      ) : null}
    </EditFrame>
  );
}
