import { DeviceEditPage } from '../components/device-edit-page';

/** Adds a kitchen display, or edits one (`?id=`) (see DeviceEditPage). */
export default function KitchenEditPage() {
  return <DeviceEditPage kind="kitchen" />;
}
