import { KeyOutlined } from '@ant-design/icons';
import { staffResource } from '@tillbook/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResourceDetail } from '../../../shared/api/resource';
import { idParam } from '../../../shared/routing/id-param';
import { endLocalSession } from '../../../shared/session/logout';
import { useLoginInfo } from '../../../shared/session/session';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { useMyPermissions, useStaffOptions } from '../api';
import { Loaded } from '../components/loaded';
import { StaffForm } from '../components/staff-form';
import { StaffPasswordDialog } from '../components/staff-password-dialog';
import { STAFF_PATHS } from '../paths';

/** /staffManage/staffEdit: add a staff member, or edit one (`?id=`). */
export default function StaffEditPage() {
  const { t } = useTranslation(['staff', 'crud']);
  const navigate = useNavigate();
  const me = useLoginInfo();
  const id = idParam(useSearchParams()[0]);
  const staff = useResourceDetail(staffResource, id);
  const options = useStaffOptions();
  const mine = useMyPermissions();
  const [changingPassword, setChangingPassword] = useState(false);
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
      <Loaded needs={[options, mine]} also={id ? [staff] : []} testId="staff-edit-error">
        {(choices, own) => (
          <StaffForm
            // A fresh form per record: initial values are read once.
            key={member?.id ?? 'new'}
            staff={member}
            options={choices}
            canBindAll={own.storeIds === 'all'}
            onDone={(statusChanged) => {
              // Changing one's own status ends one's own sessions too.
              if (statusChanged && member?.id === me?.id) endLocalSession();
              else navigate(STAFF_PATHS.staffList);
            }}
          />
        )}
      </Loaded>
      {changingPassword && member ? (
        <StaffPasswordDialog staff={member} onClose={() => setChangingPassword(false)} />
      ) : null}
    </EditFrame>
  );
}
