import { DeviceEditPage } from '../components/device-edit-page';

/** Adds a customer display, or edits one (`?id=`) (see DeviceEditPage). */
export default function CustomerEditPage() {
  return <DeviceEditPage kind="customer" />;
}
