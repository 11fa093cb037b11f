import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CostTypeListQuery,
  CostTypeRow,
  CostTypeSaveBody,
  ListResult,
  OrderDurationSaveBody,
  OrderDurationSettings,
  OrderingFeatures,
  OrderingFeaturesSaveBody,
  OrderTypeListQuery,
  OrderTypeRow,
  OrderTypeSaveBody,
  PaymentMethodListQuery,
  PaymentMethodRow,
  PaymentMethodSaveBody,
  PointsSaveBody,
  PointsSettings,
  PrinterGroupListQuery,
  PrinterGroupRow,
  PrinterGroupSaveBody,
  RegionListQuery,
  RegionRow,
  RegionSaveBody,
  SettingStoreOptions,
  TaxListQuery,
  TaxRow,
  TaxSaveBody,
} from '@tillbook/contract';
import { postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

/** The list settings, by the segment of their API path (`/setting/<kind>/list|detail|save|delete`). */
interface ListKinds {
  payway: {
    row: PaymentMethodRow;
    list: BodyOf<typeof PaymentMethodListQuery>;
    save: BodyOf<typeof PaymentMethodSaveBody>;
  };
  revenue: { row: TaxRow; list: BodyOf<typeof TaxListQuery>; save: BodyOf<typeof TaxSaveBody> };
  orderClassify: { row: OrderTypeRow; list: BodyOf<typeof OrderTypeListQuery>; save: BodyOf<typeof OrderTypeSaveBody> };
  costType: { row: CostTypeRow; list: BodyOf<typeof CostTypeListQuery>; save: BodyOf<typeof CostTypeSaveBody> };
  printGroup: {
    row: PrinterGroupRow;
    list: BodyOf<typeof PrinterGroupListQuery>;
    save: BodyOf<typeof PrinterGroupSaveBody>;
  };
  area: { row: RegionRow; list: BodyOf<typeof RegionListQuery>; save: BodyOf<typeof RegionSaveBody> };
}
export type ListKind = keyof ListKinds;
export type RowOf<K extends ListKind> = ListKinds[K]['row'];
export type ListBodyOf<K extends ListKind> = ListKinds[K]['list'];
export type SaveBodyOf<K extends ListKind> = ListKinds[K]['save'];

/** The single settings (`/setting/<kind>/get|save`): the object and the body that changes some of its fields. */
interface SingleKinds {
  order: { value: OrderingFeatures; save: BodyOf<typeof OrderingFeaturesSaveBody> };
  integral: { value: PointsSettings; save: BodyOf<typeof PointsSaveBody> };
  orderDuration: { value: OrderDurationSettings; save: BodyOf<typeof OrderDurationSaveBody> };
}
export type SingleKind = keyof SingleKinds;

export const settingsKeys = {
  all: ['settings'] as const,
  /** Everything of one list setting: its lists and details. */
  kind: (kind: ListKind) => [...settingsKeys.all, kind] as const,
  lists: (kind: ListKind) => [...settingsKeys.kind(kind), 'list'] as const,
  list: <K extends ListKind>(kind: K, body: ListBodyOf<K>) => [...settingsKeys.lists(kind), body] as const,
  detail: (kind: ListKind, id: number) => [...settingsKeys.kind(kind), 'detail', id] as const,
  single: (kind: SingleKind) => [...settingsKeys.all, 'single', kind] as const,
  storeOptions: () => [...settingsKeys.all, 'storeOptions'] as const,
  categoryOptions: () => [...settingsKeys.all, 'categoryOptions'] as const,
};

// ── List settings ─────────────────────────────────────────────────────────────────────────────────────────────

export function useSettingList<K extends ListKind>(kind: K, body: ListBodyOf<K>) {
  return useQuery({
    queryKey: settingsKeys.list(kind, body),
    queryFn: () => postData<ListResult<RowOf<K>>>(`/setting/${kind}/list`, body),
    placeholderData: keepPreviousData,
  });
}

export function useSettingDetail<K extends ListKind>(kind: K, id: number | undefined) {
  return useQuery({
    queryKey: settingsKeys.detail(kind, id ?? 0),
    queryFn: () => postData<RowOf<K>>(`/setting/${kind}/detail`, { id }),
    enabled: id !== undefined,
  });
}

/** Adds (no `id`) or edits a row. Invalidates the kind's lists and details. */
export function useSaveSetting<K extends ListKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBodyOf<K>) => postData<RowOf<K>>(`/setting/${kind}/save`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.kind(kind) }),
  });
}

/** Deletes a row (after the page asked). Invalidates the kind's lists and details. */
export function useDeleteSetting(kind: ListKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>(`/setting/${kind}/delete`, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.kind(kind) }),
  });
}

/** The stores, trucks and places the forms pick from (fresh for a minute: stores change elsewhere). */
export function useStoreOptions() {
  return useQuery({
    queryKey: settingsKeys.storeOptions(),
    queryFn: () => postData<SettingStoreOptions>('/setting/storeOptions', {}),
    staleTime: 60_000,
  });
}

/** The catalog's categories a printer group may print (fresh for a minute: the catalog changes elsewhere). */
export function useCategoryOptions() {
  return useQuery({
    queryKey: settingsKeys.categoryOptions(),
    queryFn: () => postData<{ id: number; name: string }[]>('/setting/printGroup/categoryOptions', {}),
    staleTime: 60_000,
  });
}

// ── Single settings ───────────────────────────────────────────────────────────────────────────────────────────

export function useSingleSetting<K extends SingleKind>(kind: K) {
  return useQuery({
    queryKey: settingsKeys.single(kind),
    queryFn: () => postData<SingleKinds[K]['value']>(`/setting/${kind}/get`, {}),
  });
}

/** Saves the fields given; the answer (the whole object) replaces the cached one, so nothing is invalidated. */
export function useSaveSingleSetting<K extends SingleKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SingleKinds[K]['save']) => postData<SingleKinds[K]['value']>(`/setting/${kind}/save`, body),
    onSuccess: (value) => queryClient.setQueryData(settingsKeys.single(kind), value),
  });
}
