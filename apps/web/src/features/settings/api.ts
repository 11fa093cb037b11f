import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrderDurationSaveBody,
  OrderDurationSettings,
  OrderingFeatures,
  OrderingFeaturesSaveBody,
  PointsSaveBody,
  PointsSettings,
} from '@tillbook/contract';
import { postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

// The list settings (taxes, payment methods, order types, cost types, printer groups, regions) are resources of the
// contract, read and written through `shared/api/resource`. Here: the single settings and the category picker.

/** The single settings: the object, the body that changes some of its fields, and their API prefix. */
interface SingleKinds {
  orderingFeatures: { value: OrderingFeatures; save: BodyOf<typeof OrderingFeaturesSaveBody> };
  points: { value: PointsSettings; save: BodyOf<typeof PointsSaveBody> };
  orderDuration: { value: OrderDurationSettings; save: BodyOf<typeof OrderDurationSaveBody> };
}
export type SingleKind = keyof SingleKinds;

/** `<prefix>/get` and `<prefix>/save` of each single setting. */
const SINGLE_PATHS: Record<SingleKind, string> = {
  orderingFeatures: '/setting/order',
  points: '/setting/integral',
  orderDuration: '/setting/orderDuration',
};

export const settingsKeys = {
  all: ['settings'] as const,
  single: (kind: SingleKind) => [...settingsKeys.all, 'single', kind] as const,
  categoryOptions: () => [...settingsKeys.all, 'categoryOptions'] as const,
};

/** The catalog's categories a printer group may print (fresh for a minute: the catalog changes elsewhere). */
export function useCategoryOptions() {
  return useQuery({
    queryKey: settingsKeys.categoryOptions(),
    queryFn: () => postData<{ id: number; name: string }[]>('/setting/printGroup/categoryOptions', {}),
    staleTime: 60_000,
  });
}

export function useSingleSetting<K extends SingleKind>(kind: K) {
  return useQuery({
    queryKey: settingsKeys.single(kind),
    queryFn: () => postData<SingleKinds[K]['value']>(`${SINGLE_PATHS[kind]}/get`, {}),
  });
}

/** Saves the fields given; the answer (the whole object) replaces the cached one, so nothing is invalidated. */
export function useSaveSingleSetting<K extends SingleKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SingleKinds[K]['save']) => postData<SingleKinds[K]['value']>(`${SINGLE_PATHS[kind]}/save`, body),
    onSuccess: (value) => queryClient.setQueryData(settingsKeys.single(kind), value),
  });
}
