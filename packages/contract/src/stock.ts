// Request and response schemas of the stock domain (stockManage, menu code 4): purchase orders, transfers,
// adjustments (increase, damage, loss), stock counts, production and disassembly. Suppliers and manufacturers are in
// stock-partners.ts, the ledger's views (history, stock value, damaged goods value, low stock) in stock-views.ts.
// Every endpoint is POST /m/<path>; answers are the `data` of { code, msg, data }. Quantities and money are decimal
// strings with up to 4 places.
//
// Shared refusals of every stock document: 1005 no line (or, for a count, no counted item); 1001 with
// `params.code` 1004 the same product (and variant) twice in one list; 20075 a product that is missing, does not
// track inventory, or is not sold in the document's store(s); 1001 a variant missing on a product with variants (or
// given on one without); 20076 a store missing or not visible to the caller; 20089 a decrease below what is on hand
// (damage, loss, transfer out, purchase return, production or disassembly consuming more than there is);
// 1017 a document number longer than 30 characters; 1019 a document missing or already completed.
import { z } from 'zod';
import { Err } from './errors';
import { text as boundedText, id, localDate } from './fields';
import { ListQuery } from './paging';
import { decimal, type RuleIssueParams } from './rules';

function coded(ctx: z.core.$RefinementCtx<unknown>, code: number, message: string, path: (string | number)[] = []) {
  ctx.addIssue({ code: 'custom', message, path, params: { code } satisfies RuleIssueParams });
}

const text = (max: number) => boundedText(max).default('');
/** A calendar date (YYYY-MM-DD) in the caller's time zone. */

/** Largest quantity of one line (§5: transfer quantity per item below 1,000,000; the same bound for every document). */
export const STOCK_QUANTITY_LIMIT = 1_000_000;
/** Longest document number a merchant may type (longer → 1017); numbers are generated when left empty. */
export const STOCK_NUMBER_MAX = 30;

/** A quantity above 0 and below STOCK_QUANTITY_LIMIT (the bound answers 1018 through `params.code`). */
export const stockQuantity = decimal(4).superRefine((v, ctx) => {
  const n = Number(v);
  if (!(n > 0)) ctx.addIssue({ code: 'custom', message: 'must be above 0' });
  else if (n >= STOCK_QUANTITY_LIMIT) coded(ctx, Err.QUANTITY_LIMIT_EXCEEDED, 'must be below 1,000,000');
});
/** A counted quantity: 0 is a real count. */
export const countedQuantity = decimal(4).superRefine((v, ctx) => {
  if (Number(v) >= STOCK_QUANTITY_LIMIT) coded(ctx, Err.QUANTITY_LIMIT_EXCEEDED, 'must be below 1,000,000');
});
/** A unit cost (0 allowed). */
export const unitCost = decimal(4);

/** Optional document number typed by the merchant: empty → generated (e.g. PO20261121-0001); too long → 1017. */
export const documentNumber = z
  .string()
  .trim()
  .default('')
  .superRefine((v, ctx) => {
    if (v.length > STOCK_NUMBER_MAX) coded(ctx, Err.NUMBER_TOO_LONG, `at most ${STOCK_NUMBER_MAX} characters`);
  });

/**
 * The lines of a document: at least one (1005), at most `max`, and no item (product and variant) twice (1004 on the
 * repeated line). Receive/return lines name document lines by `lineId` instead; the same rules hold for them.
 */
export function stockLines<T extends z.ZodType<{ productId: number; variantId: number | null } | { lineId: number }>>(
  line: T,
  max = 500,
) {
  return z
    .array(line)
    .max(max)
    .superRefine((lines, ctx) => {
      if (lines.length === 0) return coded(ctx, Err.SAVE_AT_LEAST_ONE, 'at least one line');
      const seen = new Set<string>();
      lines.forEach((l, i) => {
        const key = 'lineId' in l ? `l${l.lineId}` : `${l.productId}:${l.variantId ?? 0}`;
        if (seen.has(key)) coded(ctx, Err.ADDED_REPEATEDLY, 'listed twice', [i]);
        seen.add(key);
      });
    });
}

/** An item of stock: a product, and its variant when the product has variants. */
export const StockItemRef = z.object({
  productId: id,
  variantId: id.nullish().transform((v) => v ?? null),
});
export type StockItemRef = z.infer<typeof StockItemRef>;

/** The item fields every line row carries, for display. */
export const StockItemInfo = z.object({
  productId: z.number(),
  variantId: z.number().nullable(),
  productName: z.string(),
  variantName: z.string().nullable(),
  sku: z.string(),
  barcode: z.string(),
  unit: z.enum(['piece', 'weight', 'volume']),
});
export type StockItemInfo = z.infer<typeof StockItemInfo>;

/**
 * The day a document's stock moved (goods arrived, were sent, damaged, produced …), in the caller's time zone: its
 * movements carry it (the stock history filters and sorts by it). Left out or today: now; an earlier day: the start
 * of that day. Not after today nor more than 400 days back (1001, issue on `date`).
 */
export const movedOn = localDate.optional();
/** How many days back a document's `date` may go (the same bound as a till's offline time). */
export const MOVED_ON_DAYS_BACK = 400;

/** Date range filter shared by lists and views (inclusive, caller's time zone). */
export const StockDateRange = z.object({ dateFrom: localDate.optional(), dateTo: localDate.optional() });

/** Export format of a list (every document list and view exports to Excel and PDF, §7). */
export const StockExportFormat = z.enum(['xlsx', 'pdf']);
export type StockExportFormat = z.infer<typeof StockExportFormat>;

export const StockIdBody = z.object({ id });
export type StockIdBody = z.infer<typeof StockIdBody>;

// ── Purchase orders (orderList, addOrder, orderInfo, receiveOrder, returnOrder) ─────────────────────────────

export const PURCHASE_STATUSES = ['normal', 'partial', 'completed', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PurchaseLineInput = StockItemRef.extend({ quantity: stockQuantity, cost: unitCost });

/**
 * POST /m/stock/purchase/save — creates (no `id`) or replaces an order that has received nothing yet (else 1006 when
 * completed or cancelled, 1019 when partly received). Answers the `PurchaseDetail`.
 */
export const PurchaseSaveBody = z.object({
  id: id.optional(),
  number: documentNumber,
  supplierId: id,
  storeId: id,
  purchaseDate: localDate,
  expectedDate: localDate.nullish().transform((v) => v ?? null),
  note: text(200),
  lines: stockLines(PurchaseLineInput),
});
export type PurchaseSaveBody = z.infer<typeof PurchaseSaveBody>;

/**
 * POST /m/stock/purchase/receive — receives some lines (partially, more than once): stock arrives at the line's cost
 * (moving average). Received in total above ordered → 1007. The order becomes `partial`, or `completed` when every
 * line is fully received. POST /m/stock/purchase/return — returns received goods (at most received − returned per
 * line, else 1007); stock leaves at the line's cost. Both refuse a cancelled or completed order with 1006 (a
 * return is allowed on a completed order).
 */
export const PurchaseQuantitiesBody = z.object({
  id,
  date: movedOn,
  lines: stockLines(z.object({ lineId: id, quantity: stockQuantity })),
});
export type PurchaseQuantitiesBody = z.infer<typeof PurchaseQuantitiesBody>;
// POST /m/stock/purchase/closeRest ({ id }) — 'cancel non-arrival': closes what was not delivered; the order becomes
// `completed` when something arrived, else `cancelled`. POST /m/stock/purchase/delete ({ id }) — only an order in
// `normal` with nothing received.

export const PurchaseFilters = StockDateRange.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(PURCHASE_STATUSES).optional(),
  storeId: id.optional(),
  supplierId: id.optional(),
});
export const PurchaseListQuery = ListQuery.extend(PurchaseFilters.shape);
export type PurchaseListQuery = z.infer<typeof PurchaseListQuery>;

export const PurchaseRow = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  supplierId: z.number(),
  supplierName: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  purchaseDate: z.string(),
  expectedDate: z.string().nullable(),
  note: z.string(),
  /** Sums over the lines. */
  orderedQuantity: z.string(),
  receivedQuantity: z.string(),
  returnedQuantity: z.string(),
  totalCost: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type PurchaseRow = z.infer<typeof PurchaseRow>;

export const PurchaseLineRow = StockItemInfo.extend({
  id: z.number(),
  quantity: z.string(),
  cost: z.string(),
  amount: z.string(),
  received: z.string(),
  returned: z.string(),
});
export type PurchaseLineRow = z.infer<typeof PurchaseLineRow>;

export const PurchaseDetail = PurchaseRow.extend({ lines: z.array(PurchaseLineRow) });
export type PurchaseDetail = z.infer<typeof PurchaseDetail>;

// ── Transfers (transfer, addTransfer, transferInfo, receiveTransfer) ────────────────────────────────────────

export const TRANSFER_STATUSES = ['in_transit', 'partial', 'completed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/**
 * POST /m/stock/transfer/save — creates and sends a transfer: stock leaves the source store at its average cost
 * (20089 when short). Source and target differ (1001, issue on `toStoreId`); quantities below 1,000,000 (1018).
 * Answers the `TransferDetail` (status `in_transit`).
 */
export const TransferSaveBody = z
  .object({
    number: documentNumber,
    fromStoreId: id,
    fromArea: text(50),
    toStoreId: id,
    toArea: text(50),
    note: text(200),
    date: movedOn,
    lines: stockLines(StockItemRef.extend({ quantity: stockQuantity })),
  })
  .superRefine((b, ctx) => {
    if (b.fromStoreId === b.toStoreId)
      ctx.addIssue({ code: 'custom', path: ['toStoreId'], message: 'source and target store must differ' });
  });
export type TransferSaveBody = z.infer<typeof TransferSaveBody>;

/**
 * POST /m/stock/transfer/receive — receives lines at the target (partially, more than once; received in total
 * above sent → 1008). `partial` until every line is fully received, then `completed` (1019 after that).
 */
export const TransferReceiveBody = z.object({
  id,
  date: movedOn,
  lines: stockLines(z.object({ lineId: id, quantity: stockQuantity })),
});
export type TransferReceiveBody = z.infer<typeof TransferReceiveBody>;

export const TransferFilters = StockDateRange.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(TRANSFER_STATUSES).optional(),
  fromStoreId: id.optional(),
  toStoreId: id.optional(),
});
export const TransferListQuery = ListQuery.extend(TransferFilters.shape);
export type TransferListQuery = z.infer<typeof TransferListQuery>;

export const TransferRow = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  fromStoreId: z.number(),
  fromStoreName: z.string(),
  fromArea: z.string(),
  toStoreId: z.number(),
  toStoreName: z.string(),
  toArea: z.string(),
  note: z.string(),
  sentQuantity: z.string(),
  receivedQuantity: z.string(),
  totalCost: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
  /** When the last receipt happened. */
  receivedAt: z.string().nullable(),
});
export type TransferRow = z.infer<typeof TransferRow>;

export const TransferLineRow = StockItemInfo.extend({
  id: z.number(),
  quantity: z.string(),
  cost: z.string(),
  amount: z.string(),
  received: z.string(),
});
export type TransferLineRow = z.infer<typeof TransferLineRow>;

/** When a document's stock moved: the day it was dated to (its start), else when it was saved. */
const happenedAt = z.string();

/** `happenedAt`: when it was sent. */
export const TransferDetail = TransferRow.extend({ happenedAt, lines: z.array(TransferLineRow) });
export type TransferDetail = z.infer<typeof TransferDetail>;

// ── Adjustments (modifier: addIncrease/increaseInfo, addDamage/damageInfo, addLoss/lossInfo) ─────────────────

export const ADJUSTMENT_KINDS = ['increase', 'damage', 'loss'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/**
 * POST /m/stock/adjustment/save — applied at once (no states): an increase adds stock at the line's cost (moving
 * average); damage and loss take stock out at the average cost (20089 when short; `cost` ignored).
 */
export const AdjustmentSaveBody = z.object({
  kind: z.enum(ADJUSTMENT_KINDS),
  number: documentNumber,
  storeId: id,
  note: text(200),
  date: movedOn,
  lines: stockLines(StockItemRef.extend({ quantity: stockQuantity, cost: unitCost.default('0') })),
});
export type AdjustmentSaveBody = z.infer<typeof AdjustmentSaveBody>;

export const AdjustmentFilters = StockDateRange.extend({
  kind: z.enum(ADJUSTMENT_KINDS),
  keyword: z.string().trim().max(50).optional(),
  storeId: id.optional(),
});
export const AdjustmentListQuery = ListQuery.extend(AdjustmentFilters.shape);
export type AdjustmentListQuery = z.infer<typeof AdjustmentListQuery>;

export const AdjustmentRow = z.object({
  id: z.number(),
  kind: z.enum(ADJUSTMENT_KINDS),
  number: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  note: z.string(),
  totalQuantity: z.string(),
  totalCost: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
});
export type AdjustmentRow = z.infer<typeof AdjustmentRow>;

export const StockLineRow = StockItemInfo.extend({
  id: z.number(),
  quantity: z.string(),
  cost: z.string(),
  amount: z.string(),
});
export type StockLineRow = z.infer<typeof StockLineRow>;

export const AdjustmentDetail = AdjustmentRow.extend({ happenedAt, lines: z.array(StockLineRow) });
export type AdjustmentDetail = z.infer<typeof AdjustmentDetail>;

// ── Stock counts (inventoryList, selectGoodsForInventory, saveInventory, inventoryInfo) ─────────────────────

export const COUNT_TYPES = ['partial', 'full'] as const;
export const COUNT_STATUSES = ['draft', 'counting', 'completed'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

/**
 * POST /m/stock/count/save — creates (no `id`) or updates a count in `draft` or `counting` (1019 once completed).
 * A full count takes every tracked item of the store (lines given are only its counted quantities); a partial one
 * the items listed. `counted` null = not counted yet. `start: true` ('save and count') moves a draft to `counting`.
 * Answers the `CountDetail`, whose `expected` is what is on hand now.
 */
export const CountSaveBody = z.object({
  id: id.optional(),
  number: documentNumber,
  storeId: id,
  type: z.enum(COUNT_TYPES),
  note: text(200),
  start: z.boolean().default(false),
  /** May be empty on a full count or a draft; a repeated item answers 1004. */
  lines: z
    .array(StockItemRef.extend({ counted: countedQuantity.nullish().transform((v) => v ?? null) }))
    .max(5000)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((l, i) => {
        const key = `${l.productId}:${l.variantId ?? 0}`;
        if (seen.has(key)) coded(ctx, Err.ADDED_REPEATEDLY, 'listed twice', [i]);
        seen.add(key);
      });
    }),
});
export type CountSaveBody = z.infer<typeof CountSaveBody>;
// POST /m/stock/count/complete ({ id }) — irreversible: for every counted line, records the expected quantity (on
// hand now) and moves stock by counted − expected (reason `count`); uncounted lines change nothing. At least one
// counted line (1005). POST /m/stock/count/delete ({ id }) — a count that is not completed.
// POST /m/stock/count/lookup ({ storeId, code }) — the item whose barcode or SKU (product or variant) is `code`,
// for the scanner box: answers `CountLookupResult` or 20075.

export const CountLookupBody = z.object({ storeId: id, code: z.string().trim().min(1).max(50) });
export const CountLookupResult = StockItemInfo.extend({ onHand: z.string() });
export type CountLookupResult = z.infer<typeof CountLookupResult>;

export const CountFilters = StockDateRange.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(COUNT_STATUSES).optional(),
  storeId: id.optional(),
});
export const CountListQuery = ListQuery.extend(CountFilters.shape);
export type CountListQuery = z.infer<typeof CountListQuery>;

export const CountRow = z.object({
  id: z.number(),
  number: z.string(),
  type: z.enum(COUNT_TYPES),
  status: z.enum(COUNT_STATUSES),
  storeId: z.number(),
  storeName: z.string(),
  note: z.string(),
  itemCount: z.number(),
  countedCount: z.number(),
  /** Σ (counted − expected) over counted lines; on a completed count as recorded, else against on hand now. */
  differenceQuantity: z.string(),
  differenceValue: z.string(),
  operatorName: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type CountRow = z.infer<typeof CountRow>;

export const CountLineRow = StockItemInfo.extend({
  id: z.number(),
  expected: z.string(),
  counted: z.string().nullable(),
  difference: z.string().nullable(),
  cost: z.string(),
});
export type CountLineRow = z.infer<typeof CountLineRow>;

export const CountDetail = CountRow.extend({ lines: z.array(CountLineRow) });
export type CountDetail = z.infer<typeof CountDetail>;

// ── Production and disassembly (produceList, addProduce, produceInfo) ───────────────────────────────────────

export const PRODUCTION_KINDS = ['production', 'disassembly'] as const;
export type ProductionKind = (typeof PRODUCTION_KINDS)[number];

/**
 * POST /m/stock/production/save — applied at once. Production consumes each line's components (quantity × component
 * quantity, at their average cost) and adds the composite at the sum of those costs; disassembly does the reverse.
 * Lines must be composite products that track inventory (else 20075); 20089 when a consumed item is short.
 */
export const ProductionSaveBody = z.object({
  kind: z.enum(PRODUCTION_KINDS),
  number: documentNumber,
  storeId: id,
  note: text(200),
  date: movedOn,
  lines: stockLines(StockItemRef.extend({ quantity: stockQuantity })),
});
export type ProductionSaveBody = z.infer<typeof ProductionSaveBody>;

export const ProductionFilters = StockDateRange.extend({
  kind: z.enum(PRODUCTION_KINDS).optional(),
  keyword: z.string().trim().max(50).optional(),
  storeId: id.optional(),
});
export const ProductionListQuery = ListQuery.extend(ProductionFilters.shape);
export type ProductionListQuery = z.infer<typeof ProductionListQuery>;

export const ProductionRow = AdjustmentRow.omit({ kind: true }).extend({ kind: z.enum(PRODUCTION_KINDS) });
export type ProductionRow = z.infer<typeof ProductionRow>;

/** The composite lines, and every component movement they caused. */
export const ProductionDetail = ProductionRow.extend({
  happenedAt,
  lines: z.array(StockLineRow),
  components: z.array(StockLineRow.extend({ forLineId: z.number() })),
});
export type ProductionDetail = z.infer<typeof ProductionDetail>;
