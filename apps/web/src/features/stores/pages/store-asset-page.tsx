import { AssetList } from '../components/asset-list';

/** /storeManage/storeAsset: the assets of the stores. */
export default function StoreAssetPage() {
  return <AssetList kind="store" />;
}
