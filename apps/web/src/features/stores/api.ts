import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvoiceLogo,
  InvoiceLogoBody,
  InvoicePreviewBody,
  InvoiceSaveBody,
  InvoiceSetting,
  ListResult,
  ReceiptPreview,
  StoreFeatures,
  StoreRow,
  TableFeatureBody,
  TableRow,
  UiLang,
  ZoneRow,
  ZoneSaveBody,
} from '@tillbook/contract';
import { placeResource, storeResource, toUiLang } from '@tillbook/contract';
import { download, postData } from '../../shared/api/client';
import { resourceKeys, useResourceList } from '../../shared/api/resource';
import type { BodyOf } from '../../shared/api/schema-types';
import { KIND, type StoreKind } from './kind';

// Stores, trucks, places and assets are read and written with the resource hooks (`shared/api/resource.ts`, which
// also invalidate the store options); this file holds what they do not: zones, tables, receipt templates.

export type InvoiceForm = BodyOf<typeof InvoiceSaveBody>;

export const storeKeys = {
  all: ['stores'] as const,
  /** The kind's receipt templates and previews (they show the store's name). */
  kind: (kind: StoreKind) => [...storeKeys.all, kind] as const,
  invoice: (kind: StoreKind, storeId: number) => [...storeKeys.kind(kind), 'invoice', storeId] as const,
  preview: (kind: StoreKind, body: InvoiceForm) => [...storeKeys.kind(kind), 'preview', body] as const,
  /** The receipt's own texts (labels, sample lines) in a receipt language; from the locale files, not the API. */
  receiptTexts: (lang: UiLang) => [...storeKeys.all, 'receiptTexts', lang] as const,
  zones: () => [...storeKeys.all, 'zones'] as const,
  zonesOf: (storeId: number) => [...storeKeys.zones(), storeId] as const,
};

// ── Stores and trucks ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * What a save or delete of a store (or truck) makes stale besides the kind's own lists, details and the store
 * options: the assets and receipt templates that show its name, and its zones (stores) or places (trucks).
 */
export const storeWriteInvalidates = (kind: StoreKind): QueryKey[] => [
  resourceKeys(KIND[kind].assetResource).all,
  storeKeys.kind(kind),
  kind === 'store' ? storeKeys.zones() : resourceKeys(placeResource).all,
];

/** Every store (or truck) the user sees with its currency, by name (amounts show in their store's currency). */
export function useStoreCurrencies(kind: StoreKind) {
  return useResourceList(KIND[kind].resource, { page: 1, pageSize: 200, sort: 'name' });
}

// ── Zones, tables and QR codes (stores only) ──────────────────────────────────────────────────────────────────

export function useZones(storeId: number | undefined) {
  return useQuery({
    queryKey: storeKeys.zonesOf(storeId ?? 0),
    queryFn: () => postData<ListResult<ZoneRow>>('/store/area/list', { storeId }).then((r) => r.list),
    enabled: storeId !== undefined,
  });
}

/** Invalidates the store's zones. */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ZoneSaveBody>) => postData<ZoneRow>('/store/area/save', body),
    onSuccess: (zone) => queryClient.invalidateQueries({ queryKey: storeKeys.zonesOf(zone.storeId) }),
  });
}

/** Invalidates the store's zones. */
export function useDeleteZone(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>('/store/area/delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.zonesOf(storeId) }),
  });
}

/** Puts the answered features into the store's detail and invalidates the store lists. */
export function useSwitchFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TableFeatureBody) => postData<StoreFeatures>('/store/table/feature', body),
    onSuccess: (features, body) => {
      queryClient.setQueryData<StoreRow>(resourceKeys(storeResource).detail(body.storeId), (row) =>
        row ? { ...row, features } : row,
      );
      void queryClient.invalidateQueries({ queryKey: resourceKeys(storeResource).lists() });
    },
  });
}

/** A new QR code for a table (the old one stops working). Invalidates the store's zones. */
export function useRefreshQr(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<TableRow>('/store/table/refreshQr', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.zonesOf(storeId) }),
  });
}

export const downloadTableQr = (table: TableRow) =>
  download('/store/table/qrPng', { id: table.id, size: 512 }, { filename: `table-${table.number}.png` });

export const downloadZoneSheet = (zone: ZoneRow) =>
  download('/store/area/qrPdf', { id: zone.id }, { filename: `${zone.name}.pdf` });

// ── Receipt template ──────────────────────────────────────────────────────────────────────────────────────────

export function useInvoice(kind: StoreKind, storeId: number | undefined) {
  return useQuery({
    queryKey: storeKeys.invoice(kind, storeId ?? 0),
    queryFn: () => postData<InvoiceSetting>(`${KIND[kind].api}/invoice/get`, { storeId }),
    enabled: storeId !== undefined,
  });
}

/** Puts the saved template into its query. */
export function useSaveInvoice(kind: StoreKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceForm) => postData<InvoiceSetting>(`${KIND[kind].api}/invoice/save`, body),
    onSuccess: (saved) => queryClient.setQueryData(storeKeys.invoice(kind, saved.storeId), saved),
  });
}

/** Uploads a logo; it becomes the store's once the template is saved with its key. Invalidates nothing. */
export function useUploadLogo(kind: StoreKind) {
  return useMutation({
    mutationFn: (body: BodyOf<typeof InvoiceLogoBody>) => postData<InvoiceLogo>(`${KIND[kind].api}/invoice/logo`, body),
  });
}

/** The sample receipt of the (unsaved) form values; keeps the last one on screen while the next loads. */
export function useReceiptPreview(kind: StoreKind, body: BodyOf<typeof InvoicePreviewBody> | undefined) {
  return useQuery({
    queryKey: storeKeys.preview(kind, body as InvoiceForm),
    queryFn: () => postData<ReceiptPreview>(`${KIND[kind].api}/invoice/preview`, body),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** What a printed receipt says besides the numbers (in `locales/<lang>/stores.json` under `receipt`). */
export interface ReceiptTexts {
  receiptNo: string;
  date: string;
  item: string;
  qty: string;
  amount: string;
  subtotal: string;
  total: string;
  tel: string;
  customer: string;
  customerSample: string;
  notes: string;
  notesSample: string;
  items: [string, string, string];
}

// The same JSON files i18n loads: the receipt may be in another language than the interface.
const receiptLocales = import.meta.glob<{ receipt: ReceiptTexts }>('../../locales/*/stores.json', {
  import: 'default',
});

/** The receipt texts for a receipt language code (e.g. 'de_DE' is written in en_GB, as the interface would). */
export function useReceiptTexts(languageCode: string | undefined) {
  const lang = toUiLang(languageCode);
  return useQuery({
    queryKey: storeKeys.receiptTexts(lang),
    queryFn: async () => (await receiptLocales[`../../locales/${lang}/stores.json`]()).receipt,
    enabled: languageCode !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
