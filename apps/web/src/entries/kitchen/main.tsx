// The kitchen display's page (a page of its own, built beside the back office; see docs/web-conventions.md).
import { startDeviceScreen } from '../../shared/device-screen/boot';
import { KitchenScreen } from './kitchen-screen';

void startDeviceScreen('kitchen', ['kitchen'], KitchenScreen);
