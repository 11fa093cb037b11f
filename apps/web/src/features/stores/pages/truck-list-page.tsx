import { StoreList } from '../components/store-list';

/** /diningCar/list: the food trucks. */
export default function TruckListPage() {
  return <StoreList kind="truck" />;
}
