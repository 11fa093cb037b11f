import { AssetList } from '../components/asset-list';

/** /diningCar/assetList: the assets of the food trucks. */
export default function TruckAssetPage() {
  return <AssetList kind="truck" />;
}
