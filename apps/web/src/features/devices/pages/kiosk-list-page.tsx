import { DeviceListPage } from '../components/device-list-page';

/** The self-service kiosk list of /deviceManage (see DeviceListPage). */
export default function KioskListPage() {
  return <DeviceListPage kind="kiosk" />;
}
