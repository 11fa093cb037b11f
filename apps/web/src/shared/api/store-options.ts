import { useQuery } from '@tanstack/react-query';
import type { SettingStoreOptions } from '@tillbook/contract';
import { postData } from './client';

/** The one cache key of `/setting/storeOptions`; saving or deleting a store, truck or place invalidates it. */
export const storeOptionsKey = ['storeOptions'] as const;

/** The query of `/setting/storeOptions`, for the hook and for a page that asks for it before it draws. */
export const storeOptionsQuery = {
  queryKey: storeOptionsKey,
  queryFn: () => postData<SettingStoreOptions>('/setting/storeOptions', {}),
  staleTime: 60_000,
};

/**
 * The stores, food trucks and truck places the caller sees, for pickers and filters (POST /m/setting/storeOptions,
 * any back-office session). Fresh for a minute; the resource hooks invalidate it when one of them changes.
 */
export function useStoreOptions() {
  return useQuery(storeOptionsQuery);
}
