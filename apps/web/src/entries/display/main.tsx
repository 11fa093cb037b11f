// The customer display's page (a page of its own, built beside the back office; see docs/web-conventions.md).
import { startDeviceScreen } from '../../shared/device-screen/boot';
import { DisplayScreen } from './display-screen';

void startDeviceScreen('customer', ['customerDisplay'], DisplayScreen);
