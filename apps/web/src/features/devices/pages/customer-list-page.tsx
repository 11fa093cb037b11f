import { DeviceListPage } from '../components/device-list-page';

/** The customer display list of /deviceManage (see DeviceListPage). */
export default function CustomerListPage() {
  return <DeviceListPage kind="customer" />;
}
