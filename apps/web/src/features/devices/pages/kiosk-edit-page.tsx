import { DeviceEditPage } from '../components/device-edit-page';

/** Adds a self-service kiosk, or edits one (`?id=`) (see DeviceEditPage). */
export default function KioskEditPage() {
  return <DeviceEditPage kind="kiosk" />;
}
