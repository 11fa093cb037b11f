import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdjustmentDetail,
  type AdjustmentSaveBody,
  type CategoryRow,
  type CountDetail,
  type CountLookupResult,
  type CountSaveBody,
  type DamageQuery,
  type DamageResult,
  type HistoryListQuery,
  type HistoryRow,
  type ListResult,
  type LowStockQuery,
  type LowStockRow,
  manufacturerResource,
  type ProductionDetail,
  type ProductionSaveBody,
  type PurchaseDetail,
  type PurchaseQuantitiesBody,
  type PurchaseSaveBody,
  type StockItemQuery,
  type StockItemRow,
  type StockValueQuery,
  type StockValueResult,
  supplierResource,
  type TransferDetail,
  type TransferReceiveBody,
  type TransferSaveBody,
} from '@tillbook/contract';
import { download, post, postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';
import type { PartnerKind } from './paths';

/** The stock documents, by the segment of their API paths (/m/stock/<doc>/…). */
export type StockDoc = 'purchase' | 'transfer' | 'adjustment' | 'count' | 'production';
/** The views over the ledger, by the segment of their API paths (/m/stock/<view>). */
export type StockView = 'history' | 'value' | 'damage' | 'lowStock';

export type HistoryBody = BodyOf<typeof HistoryListQuery>;
export type ValueBody = BodyOf<typeof StockValueQuery>;
export type DamageBody = BodyOf<typeof DamageQuery>;
export type LowStockBody = BodyOf<typeof LowStockQuery>;
export type ItemsBody = BodyOf<typeof StockItemQuery>;

export const stockKeys = {
  all: ['stock'] as const,
  doc: (doc: StockDoc) => [...stockKeys.all, doc] as const,
  list: (doc: StockDoc, body: object) => [...stockKeys.doc(doc), 'list', body] as const,
  detail: (doc: StockDoc, id: number) => [...stockKeys.doc(doc), 'detail', id] as const,
  partnerOptions: (kind: PartnerKind) => [...stockKeys.all, kind, 'options'] as const,
  view: (view: StockView, body: object) => [...stockKeys.all, 'view', view, body] as const,
  items: (body: object) => [...stockKeys.all, 'items', body] as const,
  categories: () => [...stockKeys.all, 'categories'] as const,
};

/** One page of a document list; the previous page stays shown while the next loads. */
export function useDocumentList<Row>(doc: StockDoc, body: object) {
  return useQuery({
    queryKey: stockKeys.list(doc, body),
    queryFn: () => postData<ListResult<Row>>(`/stock/${doc}/list`, body),
    placeholderData: keepPreviousData,
  });
}

function useDocDetail<Detail>(doc: StockDoc, id: number | undefined) {
  return useQuery({
    queryKey: stockKeys.detail(doc, id ?? 0),
    queryFn: () => postData<Detail>(`/stock/${doc}/get`, { id }),
    enabled: id !== undefined,
  });
}

function useView<Result>(view: StockView, body: object) {
  return useQuery({
    queryKey: stockKeys.view(view, body),
    queryFn: () => postData<Result>(`/stock/${view}`, body),
    placeholderData: keepPreviousData,
  });
}

/**
 * A call that writes a document. Documents move stock, and stock shows everywhere (levels in the item picker,
 * expected quantities of counts, history, value, low stock, the other documents' lists): the ledger is one, so
 * every stock query is invalidated.
 */
function useStockWrite<Body, Result = unknown>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => postData<Result>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

// ── Pickers ───────────────────────────────────────────────────────────────────────────────────────────────

/** The catalogue's categories, for the value filter; null when the caller may not read them (no toast then). */
export function useCategories() {
  return useQuery({
    queryKey: stockKeys.categories(),
    queryFn: async () => {
      const answer = await post<ListResult<CategoryRow>>(
        '/goods/category/list',
        { page: 1, pageSize: 200 },
        { resultCodes: [20041] },
      );
      return answer.code === 200 ? answer.data.list : null;
    },
    staleTime: 60_000,
  });
}

/** The tracked items of a store for the document line picker (one row per variant). */
export function useStockItems(body: ItemsBody | null) {
  return useQuery({
    queryKey: stockKeys.items(body ?? {}),
    queryFn: () => postData<ListResult<StockItemRow>>('/stock/items', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePartnerOptions(kind: PartnerKind) {
  return useQuery({
    queryKey: stockKeys.partnerOptions(kind),
    queryFn: () => postData<{ id: number; name: string }[]>(`/stock/${kind}/options`, {}),
    staleTime: 30_000,
  });
}

// ── Suppliers and manufacturers ───────────────────────────────────────────────────────────────────────────

/** Suppliers and manufacturers are plain resources of one shape (the resource kit lists, edits and deletes them). */
export const partnerResource = { supplier: supplierResource, manufacturer: manufacturerResource };

/** What a supplier's or manufacturer's save or delete also makes stale: its picker options and the purchase orders
 * naming it. */
export const partnerInvalidates = (kind: PartnerKind) => [stockKeys.partnerOptions(kind), stockKeys.doc('purchase')];

// ── Purchase orders ───────────────────────────────────────────────────────────────────────────────────────

export const usePurchase = (id: number | undefined) => useDocDetail<PurchaseDetail>('purchase', id);
export const useSavePurchase = () =>
  useStockWrite<BodyOf<typeof PurchaseSaveBody>, PurchaseDetail>('/stock/purchase/save');
export const usePurchaseQuantities = (action: 'receive' | 'return') =>
  useStockWrite<BodyOf<typeof PurchaseQuantitiesBody>, PurchaseDetail>(`/stock/purchase/${action}`);
/** 'Cancel non-arrival' and delete. */
export const usePurchaseAction = (action: 'closeRest' | 'delete') =>
  useStockWrite<{ id: number }>(`/stock/purchase/${action}`);

// ── Transfers ─────────────────────────────────────────────────────────────────────────────────────────────

export const useTransfer = (id: number | undefined) => useDocDetail<TransferDetail>('transfer', id);
export const useSaveTransfer = () =>
  useStockWrite<BodyOf<typeof TransferSaveBody>, TransferDetail>('/stock/transfer/save');
export const useReceiveTransfer = () =>
  useStockWrite<BodyOf<typeof TransferReceiveBody>, TransferDetail>('/stock/transfer/receive');

// ── Adjustments ───────────────────────────────────────────────────────────────────────────────────────────

export const useAdjustment = (id: number | undefined) => useDocDetail<AdjustmentDetail>('adjustment', id);
export const useSaveAdjustment = () =>
  useStockWrite<BodyOf<typeof AdjustmentSaveBody>, AdjustmentDetail>('/stock/adjustment/save');

// ── Stock counts ──────────────────────────────────────────────────────────────────────────────────────────

export const useCount = (id: number | undefined) => useDocDetail<CountDetail>('count', id);
export const useSaveCount = () => useStockWrite<BodyOf<typeof CountSaveBody>, CountDetail>('/stock/count/save');
export const useCountAction = (action: 'complete' | 'delete') =>
  useStockWrite<{ id: number }>(`/stock/count/${action}`);

/** The item a scanned or typed barcode or SKU names in a store (20075, toasted, when none). */
export const lookupCountItem = (storeId: number, code: string) =>
  postData<CountLookupResult>('/stock/count/lookup', { storeId, code });

// ── Production and disassembly ────────────────────────────────────────────────────────────────────────────

export const useProduction = (id: number | undefined) => useDocDetail<ProductionDetail>('production', id);
export const useSaveProduction = () =>
  useStockWrite<BodyOf<typeof ProductionSaveBody>, ProductionDetail>('/stock/production/save');

// ── Views over the ledger ─────────────────────────────────────────────────────────────────────────────────

export const useHistory = (body: HistoryBody) => useView<ListResult<HistoryRow>>('history', body);
export const useStockValue = (body: ValueBody) => useView<StockValueResult>('value', body);
export const useDamage = (body: DamageBody) => useView<DamageResult>('damage', body);
export const useLowStock = (body: LowStockBody) => useView<ListResult<LowStockRow>>('lowStock', body);

// ── Files ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The export call of a document list or view (/m/stock/<target>/export: its filters plus `format`). */
export const exportPath = (target: StockDoc | Exclude<StockView, 'lowStock'>) => `/stock/${target}/export`;

/** Downloads one document as PDF (/m/stock/<doc>/print). Invalidates nothing. */
export function usePrint(doc: StockDoc) {
  return useMutation({ mutationFn: (id: number) => download(`/stock/${doc}/print`, { id }) });
}
