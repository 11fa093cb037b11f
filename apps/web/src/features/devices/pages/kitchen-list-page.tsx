import { DeviceListPage } from '../components/device-list-page';

/** The kitchen display list of /deviceManage (see DeviceListPage). */
export default function KitchenListPage() {
  return <DeviceListPage kind="kitchen" />;
}
