import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useMember } from '../api';
import { EditFrame } from '../components/edit-frame';
import { LoadError } from '../components/load-error';
import { MemberForm } from '../components/member-form';
import { idParam, MEMBER_PATHS } from '../paths';

/** /vipManage/vipEdit: add a member, or edit one (`?id=`). */
export default function MemberEditPage() {
  const { t } = useTranslation(['members', 'crud']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const member = useMember(id);

  return (
    <EditFrame
      testId="member-edit-page"
      title={id ? t('form.editTitle') : t('form.addTitle')}
      backTo={MEMBER_PATHS.list}
    >
      {id && member.isError ? (
        <LoadError testId="member-edit-error" onRetry={() => member.refetch()} />
      ) : id && member.isPending ? (
        <PageLoading />
      ) : (
        <MemberForm
          // A fresh form per record: initial values are read once.
          key={member.data?.id ?? 'new'}
          member={member.data}
          onDone={() => navigate(MEMBER_PATHS.list)}
        />
      )}
    </EditFrame>
  );
}
