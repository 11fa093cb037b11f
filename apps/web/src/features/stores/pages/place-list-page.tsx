import { PlaceList } from '../components/place-list';

/** /diningCar/placeList?truckId=…: the operating places of the food trucks. */
export default function PlaceListPage() {
  return <PlaceList />;
}
