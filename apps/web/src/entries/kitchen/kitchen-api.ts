// The kitchen display's calls (kitchen display sessions only; see packages/contract/src/kitchen.ts).
import type { KitchenBoard, KitchenBumpResult, KitchenRecallResult } from '@tillbook/contract';
import { devicePost } from '../../shared/device-screen/device-api';

export const kitchenApi = {
  board: (signal?: AbortSignal) => devicePost<KitchenBoard>('kitchen', '/device/kitchen/board', {}, signal),
  bump: (orderId: number, lineIds?: number[]) =>
    devicePost<KitchenBumpResult>('kitchen', '/device/kitchen/bump', lineIds ? { orderId, lineIds } : { orderId }),
  recall: () => devicePost<KitchenRecallResult>('kitchen', '/device/kitchen/recall', {}),
  station: (printerGroupId: number | null) =>
    devicePost<null>('kitchen', '/device/kitchen/station', { printerGroupId }),
};
