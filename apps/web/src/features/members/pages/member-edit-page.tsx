import { memberResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { MemberForm } from '../components/member-form';
import { MEMBER_PATHS } from '../paths';

/** /vipManage/vipEdit: add a member, or edit one (`?id=`). */
export default function MemberEditPage() {
  const { t } = useTranslation('members');
  return (
    <ResourceEdit
      resource={memberResource}
      testId="member"
      addTitle={t('form.addTitle')}
      editTitle={t('form.editTitle')}
      backTo={MEMBER_PATHS.list}
      form={(member) => <MemberForm member={member} />}
    />
  );
}
