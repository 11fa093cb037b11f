// Request and response schemas of the stock domain (stockManage, menu code 4): suppliers, manufacturers, purchase
// orders, transfers, adjustments (increase, damage, loss), stock counts, production and disassembly, and the views
// over the stock ledger (history, stock value, damaged goods value, low stock). Every endpoint is POST /m/<path>;
// answers are the `data` of { code, msg, data }. Quantities and money are decimal strings with up to 4 places.
//
// Shared refusals of every stock document: 1005 no line (or, for a count, no counted item); 1001 with
// `params.code` 1004 the same product (and variant) twice in one list; 20075 a product that is missing, does not
// track inventory, or is not sold in the document's store(s); 1001 a variant missing on a product with variants (or
// given on one without); 20076 a store missing or not visible to the caller; 20089 a decrease below what is on hand
// (damage, loss, transfer out, purchase return, production or disassembly consuming more than there is);
// 1017 a document number longer than 30 characters; 1019 a document missing or already completed.
import { z } from 'zod';
import { Err } from './errors';
import { ListQuery } from './paging';
import { areaCode, decimal, email, type RuleIssueParams, stripPhone } from './rules';

function coded(ctx: z.core.$RefinementCtx<unknown>, code: number, message: string, path: (string | number)[] = []) {
  ctx.addIssue({ code: 'custom', message, path, params: { code } satisfies RuleIssueParams });
}

const id = z.coerce.number().int().positive();
const text = (max: number) => z.string().trim().max(max).default('');
/** A calendar date (YYYY-MM-DD) in the caller's time zone. */
const localDate = z.iso.date();

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

/** Date range filter shared by lists and views (inclusive, caller's time zone). */
const DateRange = z.object({ dateFrom: localDate.optional(), dateTo: localDate.optional() });

/** Export format of a list (every document list and view exports to Excel and PDF, §7). */
export const StockExportFormat = z.enum(['xlsx', 'pdf']);
export type StockExportFormat = z.infer<typeof StockExportFormat>;

export const StockIdBody = z.object({ id });
export type StockIdBody = z.infer<typeof StockIdBody>;

// ── Suppliers and manufacturers (providerMsg/editProvider, factoryMsg/editFactory) ───────────────────────────

export const PARTNER_LIMITS = {
  name: 50,
  contact: 50,
  phone: 15,
  email: 50,
  website: 100,
  address: 100,
  city: 50,
  postalCode: 10,
  province: 50,
  note: 200,
} as const;

/**
 * POST /m/stock/supplier/save and /m/stock/manufacturer/save — one shape for both (§3): creates (no `id`) or
 * replaces; answers the saved `PartnerRow`. Refusals: 1003 name taken (case-insensitive) in the merchant, 20002 bad
 * e-mail, 20035 bad area code, 1019 no such row.
 */
export const PartnerSaveBody = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(PARTNER_LIMITS.name),
  contact: text(PARTNER_LIMITS.contact),
  areaCode: z.union([z.literal(''), areaCode]).default(''),
  phone: text(PARTNER_LIMITS.phone).transform(stripPhone),
  email: z.union([z.literal(''), email]).default(''),
  website: text(PARTNER_LIMITS.website),
  address: text(PARTNER_LIMITS.address),
  city: text(PARTNER_LIMITS.city),
  postalCode: text(PARTNER_LIMITS.postalCode),
  province: text(PARTNER_LIMITS.province),
  /** A country id of `COUNTRIES`, or null. */
  countryId: z.coerce
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  note: text(PARTNER_LIMITS.note),
});
export type PartnerSaveBody = z.infer<typeof PartnerSaveBody>;

/** POST /m/stock/supplier/list and /m/stock/manufacturer/list — keyword in name, contact, phone or e-mail. */
export const PartnerListQuery = ListQuery.extend({ keyword: z.string().trim().max(50).optional() });
export type PartnerListQuery = z.infer<typeof PartnerListQuery>;

export const PartnerRow = z.object({
  id: z.number(),
  name: z.string(),
  contact: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  province: z.string(),
  countryId: z.number().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type PartnerRow = z.infer<typeof PartnerRow>;
// A deleted supplier or manufacturer is kept for the documents that name it (pickers and lists no longer show it);
// products naming a deleted supplier lose it. Also: /m/stock/supplier/get, /delete ({ id }), /options (→ { id, name }[] for pickers), /export (PartnerListQuery
// plus `format`) and the same under /m/stock/manufacturer/.

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
  lines: stockLines(z.object({ lineId: id, quantity: stockQuantity })),
});
export type PurchaseQuantitiesBody = z.infer<typeof PurchaseQuantitiesBody>;
// POST /m/stock/purchase/closeRest ({ id }) — 'cancel non-arrival': closes what was not delivered; the order becomes
// `completed` when something arrived, else `cancelled`. POST /m/stock/purchase/delete ({ id }) — only an order in
// `normal` with nothing received.

export const PurchaseFilters = DateRange.extend({
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
  lines: stockLines(z.object({ lineId: id, quantity: stockQuantity })),
});
export type TransferReceiveBody = z.infer<typeof TransferReceiveBody>;

export const TransferFilters = DateRange.extend({
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

export const TransferDetail = TransferRow.extend({ lines: z.array(TransferLineRow) });
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
  lines: stockLines(StockItemRef.extend({ quantity: stockQuantity, cost: unitCost.default('0') })),
});
export type AdjustmentSaveBody = z.infer<typeof AdjustmentSaveBody>;

export const AdjustmentFilters = DateRange.extend({
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

export const AdjustmentDetail = AdjustmentRow.extend({ lines: z.array(StockLineRow) });
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

export const CountFilters = DateRange.extend({
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
  lines: stockLines(StockItemRef.extend({ quantity: stockQuantity })),
});
export type ProductionSaveBody = z.infer<typeof ProductionSaveBody>;

export const ProductionFilters = DateRange.extend({
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
  lines: z.array(StockLineRow),
  components: z.array(StockLineRow.extend({ forLineId: z.number() })),
});
export type ProductionDetail = z.infer<typeof ProductionDetail>;

// ── The ledger and its views (history, stockValue, damageGoods, low stock) ───────────────────────────────────

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

export const HistoryFilters = DateRange.extend({
  storeId: id.optional(),
  productId: id.optional(),
  reason: z.enum(STOCK_REASONS).optional(),
  /** Product name, SKU or barcode, or document number. */
  keyword: z.string().trim().max(50).optional(),
});
/** History totals are counted up to this many rows (counting a million movements on every page would cost more
 * than the page); later pages stay reachable by narrowing the filters. */
export const HISTORY_TOTAL_CAP = 10_000;

/** POST /m/stock/history — newest first; `total` is at most HISTORY_TOTAL_CAP. */
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
  createdAt: z.string(),
});
export type HistoryRow = z.infer<typeof HistoryRow>;

export const StockValueFilters = z.object({
  storeId: id.optional(),
  categoryId: id.optional(),
  keyword: z.string().trim().max(50).optional(),
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

export const DamageFilters = DateRange.extend({
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
