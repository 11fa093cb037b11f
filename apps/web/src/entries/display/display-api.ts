import type { CustomerDisplayState } from '@tillbook/contract';
import { devicePost } from '../../shared/device-screen/device-api';

/** POST /m/device/display/cart: the till's open order, the thank-you, or nothing (see the contract). */
export const displayCart = (signal?: AbortSignal) =>
  devicePost<CustomerDisplayState>('customer', '/device/display/cart', {}, signal);
