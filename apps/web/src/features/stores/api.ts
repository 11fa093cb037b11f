import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssetListQuery,
  AssetListResult,
  AssetRow,
  AssetSaveBody,
  InvoiceLogo,
  InvoiceLogoBody,
  InvoicePreviewBody,
  InvoiceSaveBody,
  InvoiceSetting,
  ListResult,
  PlaceListQuery,
  PlaceRow,
  PlaceSaveBody,
  ReceiptPreview,
  StoreFeatures,
  StoreListQuery,
  StoreRow,
  StoreSaveBody,
  TableFeatureBody,
  TableRow,
  UiLang,
  ZoneRow,
  ZoneSaveBody,
} from '@tillbook/contract';
import { toUiLang } from '@tillbook/contract';
import { download, postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';
import { KIND, type StoreKind } from './kind';

type StoreListBody = BodyOf<typeof StoreListQuery>;
type AssetListBody = BodyOf<typeof AssetListQuery>;
type PlaceListBody = BodyOf<typeof PlaceListQuery>;
export type InvoiceForm = BodyOf<typeof InvoiceSaveBody>;

export const storeKeys = {
  all: ['stores'] as const,
  /** Everything of one kind: its lists, details, assets and receipt templates. */
  kind: (kind: StoreKind) => [...storeKeys.all, kind] as const,
  lists: (kind: StoreKind) => [...storeKeys.kind(kind), 'list'] as const,
  list: (kind: StoreKind, body: StoreListBody) => [...storeKeys.lists(kind), body] as const,
  options: (kind: StoreKind) => [...storeKeys.lists(kind), 'options'] as const,
  detail: (kind: StoreKind, id: number) => [...storeKeys.kind(kind), 'detail', id] as const,
  assets: (kind: StoreKind) => [...storeKeys.kind(kind), 'assets'] as const,
  assetList: (kind: StoreKind, body: AssetListBody) => [...storeKeys.assets(kind), 'list', body] as const,
  asset: (kind: StoreKind, id: number) => [...storeKeys.assets(kind), 'detail', id] as const,
  invoice: (kind: StoreKind, storeId: number) => [...storeKeys.kind(kind), 'invoice', storeId] as const,
  preview: (kind: StoreKind, body: InvoiceForm) => [...storeKeys.kind(kind), 'preview', body] as const,
  /** The receipt's own texts (labels, sample lines) in a receipt language; from the locale files, not the API. */
  receiptTexts: (lang: UiLang) => [...storeKeys.all, 'receiptTexts', lang] as const,
  zones: (storeId: number) => [...storeKeys.all, 'zones', storeId] as const,
  places: () => [...storeKeys.all, 'places'] as const,
  placeList: (body: PlaceListBody) => [...storeKeys.places(), 'list', body] as const,
  place: (id: number) => [...storeKeys.places(), 'detail', id] as const,
};

// ── Stores and trucks ─────────────────────────────────────────────────────────────────────────────────────────

export function useStoreList(kind: StoreKind, body: StoreListBody) {
  return useQuery({
    queryKey: storeKeys.list(kind, body),
    queryFn: () => postData<ListResult<StoreRow>>(`${KIND[kind].api}/list`, body),
    placeholderData: keepPreviousData,
  });
}

/** Every store (or truck) the user sees, by name, for the store pickers. */
export function useStoreOptions(kind: StoreKind) {
  return useQuery({
    queryKey: storeKeys.options(kind),
    queryFn: () =>
      postData<ListResult<StoreRow>>(`${KIND[kind].api}/list`, { page: 1, pageSize: 200, sort: 'name' }).then(
        (r) => r.list,
      ),
  });
}

export function useStoreDetail(kind: StoreKind, id: number | undefined) {
  return useQuery({
    queryKey: storeKeys.detail(kind, id ?? 0),
    queryFn: () => postData<StoreRow>(`${KIND[kind].api}/detail`, { id }),
    enabled: id !== undefined,
  });
}

/** Invalidates everything of the kind (lists, pickers, details, and the store names shown in assets and places). */
export function useSaveStore(kind: StoreKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof StoreSaveBody>) => postData<StoreRow>(`${KIND[kind].api}/save`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: storeKeys.kind(kind) });
      if (kind === 'truck') void queryClient.invalidateQueries({ queryKey: storeKeys.places() });
    },
  });
}

/** Invalidates everything of the kind, and the zones (stores) or places (trucks) that went with it. */
export function useDeleteStore(kind: StoreKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>(`${KIND[kind].api}/delete`, { id }),
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: storeKeys.kind(kind) });
      if (kind === 'store') queryClient.removeQueries({ queryKey: storeKeys.zones(id) });
      else void queryClient.invalidateQueries({ queryKey: storeKeys.places() });
    },
  });
}

// ── Zones, tables and QR codes (stores only) ──────────────────────────────────────────────────────────────────

export function useZones(storeId: number | undefined) {
  return useQuery({
    queryKey: storeKeys.zones(storeId ?? 0),
    queryFn: () => postData<ListResult<ZoneRow>>('/store/area/list', { storeId }).then((r) => r.list),
    enabled: storeId !== undefined,
  });
}

/** Invalidates the store's zones. */
export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof ZoneSaveBody>) => postData<ZoneRow>('/store/area/save', body),
    onSuccess: (zone) => queryClient.invalidateQueries({ queryKey: storeKeys.zones(zone.storeId) }),
  });
}

/** Invalidates the store's zones. */
export function useDeleteZone(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>('/store/area/delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.zones(storeId) }),
  });
}

/** Puts the answered features into the store's detail and invalidates the store lists. */
export function useSwitchFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TableFeatureBody) => postData<StoreFeatures>('/store/table/feature', body),
    onSuccess: (features, body) => {
      queryClient.setQueryData<StoreRow>(storeKeys.detail('store', body.storeId), (row) =>
        row ? { ...row, features } : row,
      );
      void queryClient.invalidateQueries({ queryKey: storeKeys.lists('store') });
    },
  });
}

/** A new QR code for a table (the old one stops working). Invalidates the store's zones. */
export function useRefreshQr(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<TableRow>('/store/table/refreshQr', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.zones(storeId) }),
  });
}

export const downloadTableQr = (table: TableRow) =>
  download('/store/table/qrPng', { id: table.id, size: 512 }, { filename: `table-${table.number}.png` });

export const downloadZoneSheet = (zone: ZoneRow) =>
  download('/store/area/qrPdf', { id: zone.id }, { filename: `${zone.name}.pdf` });

// ── Food-truck places ─────────────────────────────────────────────────────────────────────────────────────────

export function usePlaceList(body: PlaceListBody) {
  return useQuery({
    queryKey: storeKeys.placeList(body),
    queryFn: () => postData<ListResult<PlaceRow>>('/diningCar/place/list', body),
    placeholderData: keepPreviousData,
  });
}

export function usePlaceDetail(id: number | undefined) {
  return useQuery({
    queryKey: storeKeys.place(id ?? 0),
    queryFn: () => postData<PlaceRow>('/diningCar/place/detail', { id }),
    enabled: id !== undefined,
  });
}

/** Invalidates every place query. */
export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof PlaceSaveBody>) => postData<PlaceRow>('/diningCar/place/save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.places() }),
  });
}

/** Invalidates every place query. */
export function useDeletePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>('/diningCar/place/delete', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.places() }),
  });
}

// ── Assets ────────────────────────────────────────────────────────────────────────────────────────────────────

export function useAssetList(kind: StoreKind, body: AssetListBody) {
  return useQuery({
    queryKey: storeKeys.assetList(kind, body),
    queryFn: () => postData<AssetListResult>(`${KIND[kind].api}/asset/list`, body),
    placeholderData: keepPreviousData,
  });
}

export function useAssetDetail(kind: StoreKind, id: number | undefined) {
  return useQuery({
    queryKey: storeKeys.asset(kind, id ?? 0),
    queryFn: () => postData<AssetRow>(`${KIND[kind].api}/asset/detail`, { id }),
    enabled: id !== undefined,
  });
}

/** Invalidates the kind's asset lists (and totals) and details. */
export function useSaveAsset(kind: StoreKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof AssetSaveBody>) => postData<AssetRow>(`${KIND[kind].api}/asset/save`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.assets(kind) }),
  });
}

/** Invalidates the kind's asset lists (and totals) and details. */
export function useDeleteAsset(kind: StoreKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData<null>(`${KIND[kind].api}/asset/delete`, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.assets(kind) }),
  });
}

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
