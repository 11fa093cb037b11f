import { StoreEdit } from '../components/store-edit';

/** /storeManage/storeManage/addStore?id=…: add or edit a store. */
export default function StoreEditPage() {
  return <StoreEdit kind="store" />;
}
