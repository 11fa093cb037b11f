import { AssetEdit } from '../components/asset-edit';

/** /storeManage/storeAsset/addAsset?id=…: add or edit a store asset. */
export default function StoreAssetEditPage() {
  return <AssetEdit kind="store" />;
}
