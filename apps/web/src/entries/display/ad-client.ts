// The ads a customer display plays, through the ad material's device routes (packages/contract/src/ad-material.ts):
// the store's current schedule, each ad's file, and the plays it reports (proof of play).
import type { DeviceAd, DeviceAdPlay, DeviceAdSchedule } from '@tillbook/contract';
import { deviceFile, devicePost } from '../../shared/device-screen/device-api';

export type { DeviceAd, DeviceAdSchedule };
export type AdPlay = DeviceAdPlay;

/** What the player needs; tests give it a client of their own. */
export interface AdClient {
  schedule(signal?: AbortSignal): Promise<DeviceAdSchedule>;
  file(id: number, signal?: AbortSignal): Promise<Blob>;
  played(plays: AdPlay[]): Promise<unknown>;
}

export const deviceAdClient: AdClient = {
  schedule: (signal) => devicePost<DeviceAdSchedule>('customer', '/device/ad/schedule', {}, signal),
  file: (id, signal) => deviceFile('customer', '/device/ad/file', { id }, signal),
  played: (plays) => devicePost('customer', '/device/ad/played', { plays }),
};
