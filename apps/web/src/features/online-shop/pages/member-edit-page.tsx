import { onlineMemberResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { MemberForm } from '../components/member-form';
import { MemberOrders } from '../components/member-orders';
import { ONLINE_PATHS } from '../paths';

/** /readmeApp/vipEdit (?id=…): add or edit an online member; an existing one shows its order history below. */
export default function MemberEditPage() {
  const { t } = useTranslation(['onlineShop', 'menu']);
  return (
    <ResourceEdit
      resource={onlineMemberResource}
      testId="member"
      addTitle={t('member.addTitle')}
      editTitle={t('menu:readmeApp.vipEdit')}
      backTo={ONLINE_PATHS.members}
      form={(member) => (
        <>
          <MemberForm member={member} />
          {member && <MemberOrders memberId={member.id} />}
        </>
      )}
    />
  );
}
