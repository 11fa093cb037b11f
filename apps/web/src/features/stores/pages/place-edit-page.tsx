import { PlaceEdit } from '../components/place-edit';

/** /diningCar/placeEdit?id=…: add or edit an operating place. */
export default function PlaceEditPage() {
  return <PlaceEdit />;
}
