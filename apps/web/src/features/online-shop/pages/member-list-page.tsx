import { MemberList } from '../components/member-list';

/** /readmeApp/vipList: the online members (see MemberList). */
export default function MemberListPage() {
  return <MemberList />;
}
