import { StoreEdit } from '../components/store-edit';

/** /diningCar/edit?id=…: add or edit a food truck. */
export default function TruckEditPage() {
  return <StoreEdit kind="truck" />;
}
