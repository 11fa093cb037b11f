import { AssetEdit } from '../components/asset-edit';

/** /diningCar/assetEdit?id=…: add or edit a truck asset. */
export default function TruckAssetEditPage() {
  return <AssetEdit kind="truck" />;
}
