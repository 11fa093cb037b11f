import { StoreList } from '../components/store-list';

/** /storeManage/storeManage: the stores. */
export default function StoreListPage() {
  return <StoreList kind="store" />;
}
