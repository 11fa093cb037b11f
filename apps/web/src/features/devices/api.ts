import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DeviceRow,
  type DeviceSaveBody,
  type DeviceStatus,
  deviceResource,
  type KitchenDeviceStation,
  type KitchenDeviceStationBody,
} from '@tillbook/contract';
import { post, postData } from '../../shared/api/client';
import { invalidateResource } from '../../shared/api/resource';
import type { BodyOf } from '../../shared/api/schema-types';

// Devices are listed, read and deleted with the resource hooks (`shared/api/resource.ts`); a save answers 20074 as a
// result code and the status switch is its own call, so those two are here and invalidate as the hooks do.

export type DeviceSave = BodyOf<typeof DeviceSaveBody>;

/**
 * Answers the envelope: 20074 (account taken) is one of the §8 result codes, handed back rather than toasted.
 * Invalidates every device list and detail (a save can move a device between filters).
 */
export function useSaveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceSave) => post<DeviceRow>(deviceResource.paths.save, body),
    onSuccess: (envelope) => {
      if (envelope.code === 200) return invalidateResource(queryClient, deviceResource);
    },
  });
}

/** Freezes or unfreezes (the device is signed out when frozen). Invalidates as a save does. */
export function useSetDeviceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: DeviceStatus }) => postData<DeviceRow>('/device/setStatus', body),
    onSuccess: () => invalidateResource(queryClient, deviceResource),
  });
}

// ── A kitchen display's station (printer group) ─────────────────────────────────────────────────────────────────

export const kitchenStationKeys = {
  all: ['kitchenStation'] as const,
  of: (deviceId: number) => ['kitchenStation', deviceId] as const,
};

/** The printer group a kitchen display cooks for (null: every line) and the groups of its store. */
export function useKitchenStation(deviceId: number | undefined) {
  return useQuery({
    queryKey: kitchenStationKeys.of(deviceId ?? 0),
    queryFn: () => postData<KitchenDeviceStation>('/kitchen/station/get', { deviceId }),
    enabled: deviceId !== undefined,
  });
}

/** Binds a kitchen display to a printer group of its store, or to none. Invalidates the device's station. */
export function useSaveKitchenStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenDeviceStationBody) => postData<KitchenDeviceStation>('/kitchen/station/save', body),
    onSuccess: (_data, body) => queryClient.invalidateQueries({ queryKey: kitchenStationKeys.of(body.deviceId) }),
  });
}
