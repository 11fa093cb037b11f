import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { ImportPanel } from '../../../shared/ui/crud/import-panel';
import { useInvalidateMembers } from '../api';
import { MEMBER_PATHS } from '../paths';

/** /vipManage/importVipExcel: members from a filled-in xlsx template, all rows or none. */
export default function MemberImportPage() {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const invalidate = useInvalidateMembers();
  return (
    <EditFrame testId="member-import-page" title={t('import.title')} backTo={MEMBER_PATHS.list}>
      <ImportPanel
        ns="members"
        prefix="member"
        paths={{ template: '/member/importTemplate', start: '/member/import', job: '/member/importJob' }}
        columnLabel={(column) => t(`field.${column}`, { defaultValue: column })}
        onDone={invalidate}
        onToList={() => navigate(MEMBER_PATHS.list)}
      />
    </EditFrame>
  );
}
