// The stock ledger's reasons and the views over it (history, stock value, damaged goods value, low stock): request
// and response schemas, POST /m/<path> like every stock endpoint (see stock.ts for the shared rules).
import { z } from 'zod';
import { id, localDate } from './fields';
import { ListQuery } from './paging';
import { StockDateRange, StockExportFormat, StockItemInfo } from './stock';

/** Why stock moved (§4), plus `increase` for the inbound adjustment. */
export const STOCK_REASONS = [
  'sale',
  'customer_return',
  'purchase_arrival',
  'purchase_return',
  'transfer_out',
  'transfer_in',
  'increase',
  'damage',
  'loss',
  'count',
  'production',
  'disassembly',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The document a movement came from (a sale's receipt once the sales module lands). */
export const STOCK_DOCUMENT_TYPES = ['purchase', 'transfer', 'adjustment', 'count', 'production', 'sale'] as const;
export type StockDocumentType = (typeof STOCK_DOCUMENT_TYPES)[number];

export const HistoryFilters = StockDateRange.extend({
  storeId: id.optional(),
  productId: id.optional(),
  reason: z.enum(STOCK_REASONS).optional(),
  /** Product name, SKU or barcode, or document number. */
  keyword: z.string().trim().max(50).optional(),
});
/** History totals are counted up to this many rows (counting a million movements on every page would cost more
 * than the page); later pages stay reachable by narrowing the filters. */
export const HISTORY_TOTAL_CAP = 10_000;

/** POST /m/stock/history — by when each movement happened (`happenedAt`, which the dates filter), newest first;
 * `total` is at most HISTORY_TOTAL_CAP. */
export const HistoryListQuery = ListQuery.extend(HistoryFilters.shape);
export type HistoryListQuery = z.infer<typeof HistoryListQuery>;

export const HistoryRow = StockItemInfo.extend({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  reason: z.enum(STOCK_REASONS),
  documentType: z.enum(STOCK_DOCUMENT_TYPES),
  documentId: z.number(),
  documentNumber: z.string(),
  /** Signed: negative when stock left. */
  quantity: z.string(),
  unitCost: z.string(),
  onHandAfter: z.string(),
  operatorName: z.string(),
  /** When the business event happened: the receipt's or refund's time, the arrival or document date. */
  happenedAt: z.string(),
  /** When the movement was written (later than `happenedAt` for an offline till or a back-dated document). */
  createdAt: z.string(),
});
export type HistoryRow = z.infer<typeof HistoryRow>;

export const StockValueFilters = z.object({
  storeId: id.optional(),
  categoryId: id.optional(),
  keyword: z.string().trim().max(50).optional(),
  /**
   * As of the end of this local day (left out: now): the movements that happened up to then, each at its own cost
   * (what came in at its cost, what left at the average it left at), by when they happened, not when written.
   */
  date: localDate.optional(),
});
/** POST /m/stock/value — one row per item (summed over the chosen store or every visible one), with totals. */
export const StockValueQuery = ListQuery.extend(StockValueFilters.shape);
export type StockValueQuery = z.infer<typeof StockValueQuery>;

export const StockValueFigures = z.object({
  quantity: z.string(),
  /** Inventory value ÷ quantity (0 when nothing is on hand). */
  averageCost: z.string(),
  /** Σ on hand × average cost per store. */
  inventoryValue: z.string(),
  /** Σ on hand × the store's price. */
  retailValue: z.string(),
  potentialProfit: z.string(),
  /** Potential profit ÷ retail value, a percentage with 2 places ('0' when retail value is 0). */
  margin: z.string(),
});
export const StockValueRow = StockItemInfo.extend(StockValueFigures.shape);
export type StockValueRow = z.infer<typeof StockValueRow>;
export const StockValueResult = z.object({
  list: z.array(StockValueRow),
  total: z.number(),
  totals: StockValueFigures,
  /** The same figures per store (the chosen one, or every visible one). */
  stores: z.array(StockValueFigures.extend({ storeId: z.number(), storeName: z.string() })),
});
export type StockValueResult = z.infer<typeof StockValueResult>;

export const DamageFilters = StockDateRange.extend({
  storeId: id.optional(),
  keyword: z.string().trim().max(50).optional(),
});
/** POST /m/stock/damage — damaged and lost quantities and value (at movement cost) per item over the range. */
export const DamageQuery = ListQuery.extend(DamageFilters.shape);
export type DamageQuery = z.infer<typeof DamageQuery>;

export const DamageFigures = z.object({
  damagedQuantity: z.string(),
  damagedValue: z.string(),
  lostQuantity: z.string(),
  lostValue: z.string(),
  totalValue: z.string(),
});
export const DamageRow = StockItemInfo.extend(DamageFigures.shape);
export type DamageRow = z.infer<typeof DamageRow>;
export const DamageResult = z.object({ list: z.array(DamageRow), total: z.number(), totals: DamageFigures });
export type DamageResult = z.infer<typeof DamageResult>;

/** POST /m/stock/lowStock — items whose on hand is below their minimum in a store. */
export const LowStockQuery = ListQuery.extend({
  storeId: id.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type LowStockQuery = z.infer<typeof LowStockQuery>;
export const LowStockRow = StockItemInfo.extend({
  storeId: z.number(),
  storeName: z.string(),
  onHand: z.string(),
  minStock: z.string(),
  bestStock: z.string(),
  /** best stock − on hand: what a purchase order should bring (the shortcut fills it in). */
  suggestedQuantity: z.string(),
  supplierId: z.number().nullable(),
  purchaseCost: z.string(),
});
export type LowStockRow = z.infer<typeof LowStockRow>;

/** POST /m/stock/items — the item picker of every document: tracked products (one row per variant) of a store. */
export const StockItemQuery = ListQuery.extend({
  storeId: id,
  keyword: z.string().trim().max(50).optional(),
  categoryId: id.optional(),
  /** Only composite products (the production page). */
  compositeOnly: z.boolean().optional(),
});
export type StockItemQuery = z.infer<typeof StockItemQuery>;
export const StockItemRow = StockItemInfo.extend({
  onHand: z.string(),
  averageCost: z.string(),
  purchaseCost: z.string(),
  price: z.string(),
  composite: z.boolean(),
});
export type StockItemRow = z.infer<typeof StockItemRow>;

// Exports: every list above has POST /m/stock/<doc>/export taking its filters (no paging) plus `format`
// ('xlsx' | 'pdf'), answering the file; every document has POST /m/stock/<doc>/print ({ id }) answering its PDF.
export const withExportFormat = <T extends z.ZodRawShape>(filters: z.ZodObject<T>) =>
  filters.extend({ format: StockExportFormat.default('xlsx') });
