import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeviceListQuery,
  DeviceRow,
  DeviceSaveBody,
  DeviceStatus,
  ListResult,
  SettingStoreOptions,
} from '@tillbook/contract';
import { post, postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

export type DeviceListBody = BodyOf<typeof DeviceListQuery>;
export type DeviceSave = BodyOf<typeof DeviceSaveBody>;

export const deviceKeys = {
  all: ['devices'] as const,
  lists: () => [...deviceKeys.all, 'list'] as const,
  list: (body: DeviceListBody) => [...deviceKeys.lists(), body] as const,
  detail: (id: number) => [...deviceKeys.all, 'detail', id] as const,
  storeOptions: () => [...deviceKeys.all, 'storeOptions'] as const,
};

export function useDeviceList(body: DeviceListBody) {
  return useQuery({
    queryKey: deviceKeys.list(body),
    queryFn: () => postData<ListResult<DeviceRow>>('/device/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useDevice(id: number | undefined) {
  return useQuery({
    queryKey: deviceKeys.detail(id ?? 0),
    queryFn: () => postData<DeviceRow>('/device/detail', { id }),
    enabled: id !== undefined,
  });
}

/** The stores (and food trucks) the caller sees: a device works for one of them. */
export function useDeviceStores() {
  return useQuery({
    queryKey: deviceKeys.storeOptions(),
    queryFn: () => postData<SettingStoreOptions>('/setting/storeOptions', {}),
  });
}

/**
 * Answers the envelope: 20074 (account taken) is one of the §8 result codes, handed back rather than toasted.
 * Invalidates every device list and detail (a save can move a device between filters).
 */
export function useSaveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceSave) => post<DeviceRow>('/device/save', body),
    onSuccess: (envelope) => {
      if (envelope.code === 200) return queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
}

/** Freezes or unfreezes (the device is signed out when frozen). Invalidates as a save does. */
export function useSetDeviceStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: DeviceStatus }) => postData<DeviceRow>('/device/setStatus', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

/** Invalidates as a save does. */
export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post('/device/delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
