// Request and response schemas of the settings domain (spec §2 /setting, §3, §5, §9). Shared by the server and the web.
//
// Every list has `POST /m/setting/<kind>/list|detail|save|delete` (+ `options` for pickers in other pages):
//  - list:   `<X>ListQuery` → `{ list: <X>Row[], total }`, paginated in SQL, `name` searches (contains, any case).
//  - detail: `SettingIdBody` → `<X>Row` (20037 when the row is not the caller's to see).
//  - save:   `<X>SaveBody` → `<X>Row`; without `id` it adds, with `id` it edits (the whole row is sent).
//  - delete: `SettingIdBody` → null. The web asks for confirmation first (§5).
//  - options: a short unpaginated list (id, name, …) for any signed-in user, for forms of other modules.
// Single settings (points, order duration, ordering features): `get` → the object (defaults until first saved),
// `save` → the fields to change (omitted ones are kept) → the whole object.
import { z } from 'zod';
import { countryById } from './countries';
import { currencyById } from './currencies';
import { Err } from './errors';
import { id, listId } from './fields';
import type { Localized } from './languages';
import { ListQuery } from './paging';
import { decimal, type RuleIssueParams } from './rules';

function coded(ctx: z.core.$RefinementCtx<unknown>, code: number, message: string, path: PropertyKey[] = []) {
  ctx.addIssue({ code: 'custom', message, path, params: { code } satisfies RuleIssueParams });
}

/** A number with at most 4 decimals (§5) between `min` and `max` inclusive, as a decimal string; `code` outside. */
function boundedDecimal(min: number, max: number, code: number = Err.PARAM) {
  return decimal(4, { signed: true }).superRefine((v, ctx) => {
    const n = Number(v);
    if (n < min || n > max) coded(ctx, code, `must be between ${min} and ${max}`);
  });
}

/** A percentage 0–100 with at most 4 decimals. */
export const settingPercent = boundedDecimal(0, 100);

/** The name of a setting row: 1–50 characters, trimmed. Each list says whether it must be unique (1003). */
export const settingName = z.string().trim().min(1).max(50);

/** `name` filter of the lists: rows whose name contains it, in any case. */
const nameFilter = z.string().trim().max(50).optional();

/** Sort choices shared by the lists ('-' in front for descending). */
const sortBy = <const T extends readonly string[]>(fields: T) =>
  z.enum(fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]]).optional();

/** POST …/detail and …/delete: the row's id. */
export const SettingIdBody = z.object({ id });
export type SettingIdBody = z.infer<typeof SettingIdBody>;

/** A store or food truck a setting applies to (only those the caller may see are listed). */
export const SettingStoreRef = z.object({ id: z.number(), name: z.string(), kind: z.enum(['store', 'truck']) });
export type SettingStoreRef = z.infer<typeof SettingStoreRef>;

/** A food truck's operating place a tax applies at (only those of trucks the caller may see are listed). */
export const SettingPlaceRef = z.object({ id: z.number(), name: z.string(), truckId: z.number() });
export type SettingPlaceRef = z.infer<typeof SettingPlaceRef>;

/** Store ids of a form; duplicates are dropped. Each must be a store of the tenant the caller sees (else 20037). */
const storeIdList = z
  .array(id)
  .max(1000)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** "At least one store" (§5): `allStores` or a non-empty `storeIds`, else 20076 on `storeIds`. */
function atLeastOneStore(v: { allStores?: boolean; storeIds: number[] }, ctx: z.core.$RefinementCtx<unknown>) {
  if (!v.allStores && v.storeIds.length === 0) coded(ctx, Err.STORE_EMPTY, 'choose at least one store', ['storeIds']);
}

/** Picker lists (`…/options`) may be narrowed to what applies in one store. */
export const SettingOptionsQuery = z.object({ storeId: id.optional() });
export type SettingOptionsQuery = z.infer<typeof SettingOptionsQuery>;

// ── Payment methods (payway, menu 10) ─────────────────────────────────────────────────────────────────

export const PAYMENT_METHOD_TYPES = ['cash', 'card', 'wallet', 'bankTransfer', 'voucher', 'other'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** A payment-method password: 1–64 visible ASCII characters, no spaces (20015). Stored hashed, never answered. */
export const paymentPassword = z.string().superRefine((v, ctx) => {
  if (!/^[\x21-\x7e]*$/.test(v)) coded(ctx, Err.PASSWORD_BAD_CHARS, 'password has disallowed characters');
  else if (v.length > 64) coded(ctx, Err.PASSWORD_NON_COMPLIANT, 'password longer than 64 characters');
});

/**
 * POST /m/setting/payway/save. Name unique per tenant (1003). `handlingFee` is a percentage 0–100.
 * Passwords: omitted or '' keeps the stored one (none on add), `null` removes it, a string sets it.
 * Stores: `allStores` (every store and truck, also later ones) or at least one store id (20076).
 */
export const PaymentMethodSaveBody = z
  .object({
    id: id.optional(),
    type: z.enum(PAYMENT_METHOD_TYPES),
    name: settingName,
    handlingFee: settingPercent.default('0'),
    account: z.string().trim().max(100).default(''),
    password1: paymentPassword.nullable().optional(),
    password2: paymentPassword.nullable().optional(),
    allStores: z.boolean().default(false),
    storeIds: storeIdList,
  })
  .superRefine(atLeastOneStore);
export type PaymentMethodSaveBody = z.infer<typeof PaymentMethodSaveBody>;

/** POST /m/setting/payway/list. Sorts by name or createdAt (default: oldest first). */
export const PaymentMethodListQuery = ListQuery.extend({
  name: nameFilter,
  type: z.enum(PAYMENT_METHOD_TYPES).optional(),
  /** Only methods usable in this store (its own or `allStores`). */
  storeId: id.optional(),
  sort: sortBy(['name', 'createdAt']),
});
export type PaymentMethodListQuery = z.infer<typeof PaymentMethodListQuery>;

export const PaymentMethodRow = z.object({
  id: z.number(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  name: z.string(),
  handlingFee: z.string(),
  account: z.string(),
  hasPassword1: z.boolean(),
  hasPassword2: z.boolean(),
  allStores: z.boolean(),
  stores: z.array(SettingStoreRef),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentMethodRow = z.infer<typeof PaymentMethodRow>;

/** POST /m/setting/payway/options (`SettingOptionsQuery`) → these, by name. */
export const PaymentMethodOption = z.object({ id: z.number(), name: z.string(), type: z.enum(PAYMENT_METHOD_TYPES) });
export type PaymentMethodOption = z.infer<typeof PaymentMethodOption>;

// ── Taxes (revenueSetting, menu 13) ───────────────────────────────────────────────────────────────────

/** How a tax is calculated: included in the price, or added on top of it (§9). */
export const TAX_CALCULATIONS = ['included', 'added'] as const;
export type TaxCalculation = (typeof TAX_CALCULATIONS)[number];

/**
 * POST /m/setting/revenue/save. Name unique per tenant (1003); `rate` is a percentage 0–100.
 * At least one store or food-truck place (20076, on `storeIds`). A changed rate applies to new orders only:
 * orders keep the rate they were sold with; `version` grows whenever rate, calculation, stores or places change.
 */
export const TaxSaveBody = z
  .object({
    id: id.optional(),
    name: settingName,
    rate: settingPercent,
    calculation: z.enum(TAX_CALCULATIONS),
    storeIds: storeIdList,
    /** Operating places of food trucks (a truck's tax follows where it stands); each must be a place of a truck
     * the caller sees (else 20037). */
    placeIds: storeIdList,
  })
  .superRefine((v, ctx) => {
    if (v.storeIds.length + v.placeIds.length === 0)
      coded(ctx, Err.STORE_EMPTY, 'choose at least one store or place', ['storeIds']);
  });
export type TaxSaveBody = z.infer<typeof TaxSaveBody>;

export const TaxListQuery = ListQuery.extend({
  name: nameFilter,
  storeId: id.optional(),
  sort: sortBy(['name', 'rate', 'createdAt']),
});
export type TaxListQuery = z.infer<typeof TaxListQuery>;

export const TaxRow = z.object({
  id: z.number(),
  name: z.string(),
  /** Percentage, 4 decimals ("13.0000"). */
  rate: z.string(),
  calculation: z.enum(TAX_CALCULATIONS),
  /** Grows with every change of rate, calculation, stores or places: sales answer 20121 for a stale one. */
  version: z.number(),
  stores: z.array(SettingStoreRef),
  places: z.array(SettingPlaceRef),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaxRow = z.infer<typeof TaxRow>;

/** POST /m/setting/revenue/options → these, by name. */
export const TaxOption = z.object({
  id: z.number(),
  name: z.string(),
  rate: z.string(),
  calculation: z.enum(TAX_CALCULATIONS),
  version: z.number(),
});
export type TaxOption = z.infer<typeof TaxOption>;

// ── Order types (orderClassify, menu 11) ──────────────────────────────────────────────────────────────

export const BUILTIN_ORDER_TYPES = ['dineIn', 'takeaway', 'pickUp'] as const;
export type BuiltinOrderType = (typeof BUILTIN_ORDER_TYPES)[number];

/** The names built-in order types get when a tenant's list is first opened, in the tenant's language. */
export const BUILTIN_ORDER_TYPE_NAMES: Record<BuiltinOrderType, Localized> = {
  dineIn: {
    zh_CN: '堂食',
    zh_TW: '內用',
    en_GB: 'Dine in',
    es_ES: 'Para comer aquí',
    fr_FR: 'Sur place',
    pt_PT: 'Comer no local',
  },
  takeaway: {
    zh_CN: '外带',
    zh_TW: '外帶',
    en_GB: 'Takeaway',
    es_ES: 'Para llevar',
    fr_FR: 'À emporter',
    pt_PT: 'Para levar',
  },
  pickUp: { zh_CN: '自取', zh_TW: '自取', en_GB: 'Pick-up', es_ES: 'Recogida', fr_FR: 'Retrait', pt_PT: 'Recolha' },
};

/** A display colour "#RRGGBB". */
export const orderTypeColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * POST /m/setting/orderClassify/save. Name unique per tenant (1003). Shown on the POS by its logo or its colour
 * (at most one of the two; `logo` is an uploaded file's address). Stores as for payment methods (20076).
 * Built-ins (dine-in, takeaway, pick-up) can be renamed, re-sorted, switched off and re-bound, never deleted.
 */
export const OrderTypeSaveBody = z
  .object({
    id: id.optional(),
    name: settingName,
    available: z.boolean().default(true),
    /** Serial number: the POS shows order types by it, ascending. */
    sort: z.coerce.number().int().min(0).max(9999).default(0),
    color: orderTypeColour.nullable().default(null),
    logo: z.string().trim().min(1).max(500).nullable().default(null),
    allStores: z.boolean().default(false),
    storeIds: storeIdList,
  })
  .superRefine((v, ctx) => {
    if (v.color && v.logo) coded(ctx, Err.PARAM, 'a logo or a colour, not both', ['logo']);
    atLeastOneStore(v, ctx);
  });
export type OrderTypeSaveBody = z.infer<typeof OrderTypeSaveBody>;

/** POST /m/setting/orderClassify/list. Default order: serial number, then id. */
export const OrderTypeListQuery = ListQuery.extend({
  name: nameFilter,
  available: z.boolean().optional(),
  storeId: id.optional(),
  sort: sortBy(['sort', 'name', 'createdAt']),
});
export type OrderTypeListQuery = z.infer<typeof OrderTypeListQuery>;

export const OrderTypeRow = z.object({
  id: z.number(),
  /** Set on the built-ins, which cannot be deleted (20055). */
  builtinKey: z.enum(BUILTIN_ORDER_TYPES).nullable(),
  name: z.string(),
  available: z.boolean(),
  sort: z.number(),
  color: z.string().nullable(),
  logo: z.string().nullable(),
  allStores: z.boolean(),
  stores: z.array(SettingStoreRef),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderTypeRow = z.infer<typeof OrderTypeRow>;

/** POST /m/setting/orderClassify/options → the available ones, by serial number. */
export const OrderTypeOption = z.object({
  id: z.number(),
  name: z.string(),
  builtinKey: z.enum(BUILTIN_ORDER_TYPES).nullable(),
  sort: z.number(),
  color: z.string().nullable(),
  logo: z.string().nullable(),
});
export type OrderTypeOption = z.infer<typeof OrderTypeOption>;

// ── Cost (expense) types (costType, menu 14) ──────────────────────────────────────────────────────────

/** Where a cost type may be used in a shift's cash entries: cash in (income), cash out (expense). */
export const COST_TYPE_RANGES = ['cashIn', 'cashOut'] as const;
export type CostTypeRange = (typeof COST_TYPE_RANGES)[number];

/** POST /m/setting/costType/save. Name unique per tenant (1003); at least one range (1005). */
export const CostTypeSaveBody = z.object({
  id: id.optional(),
  name: settingName,
  ranges: z
    .array(z.enum(COST_TYPE_RANGES))
    .superRefine((v, ctx) => {
      if (v.length === 0) coded(ctx, Err.SAVE_AT_LEAST_ONE, 'choose at least one range');
    })
    .transform((v) => COST_TYPE_RANGES.filter((r) => v.includes(r))),
});
export type CostTypeSaveBody = z.infer<typeof CostTypeSaveBody>;

export const CostTypeListQuery = ListQuery.extend({
  name: nameFilter,
  /** Only types usable for this range. */
  range: z.enum(COST_TYPE_RANGES).optional(),
  sort: sortBy(['name', 'createdAt']),
});
export type CostTypeListQuery = z.infer<typeof CostTypeListQuery>;

export const CostTypeRow = z.object({
  id: z.number(),
  name: z.string(),
  ranges: z.array(z.enum(COST_TYPE_RANGES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CostTypeRow = z.infer<typeof CostTypeRow>;

/** POST /m/setting/costType/options (`CostTypeOptionsQuery`) → these, by name. */
export const CostTypeOptionsQuery = z.object({ range: z.enum(COST_TYPE_RANGES).optional() });
export const CostTypeOption = z.object({ id: z.number(), name: z.string(), ranges: z.array(z.enum(COST_TYPE_RANGES)) });
export type CostTypeOption = z.infer<typeof CostTypeOption>;

// ── Printer groups (printSetting / printGroup, menu 12) ───────────────────────────────────────────────

/**
 * POST /m/setting/printGroup/save. A group routes the kitchen tickets of its categories in one store.
 * Name unique within its store (1003); the store must be one the caller sees (20037).
 */
export const PrinterGroupSaveBody = z.object({
  id: id.optional(),
  name: settingName,
  storeId: id,
  /** Catalog category ids; duplicates are dropped. */
  categoryIds: z
    .array(id)
    .max(1000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type PrinterGroupSaveBody = z.infer<typeof PrinterGroupSaveBody>;

export const PrinterGroupListQuery = ListQuery.extend({
  name: nameFilter,
  storeId: id.optional(),
  sort: sortBy(['name', 'createdAt']),
});
export type PrinterGroupListQuery = z.infer<typeof PrinterGroupListQuery>;

export const PrinterGroupRow = z.object({
  id: z.number(),
  name: z.string(),
  store: SettingStoreRef,
  categoryIds: z.array(z.number()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrinterGroupRow = z.infer<typeof PrinterGroupRow>;

/** POST /m/setting/printGroup/options → these, by name. */
export const PrinterGroupOption = z.object({ id: z.number(), name: z.string(), storeId: z.number() });
export type PrinterGroupOption = z.infer<typeof PrinterGroupOption>;

// ── Points (Integral, menu 9) ─────────────────────────────────────────────────────────────────────────

/** A point ratio: 0–100 with at most 4 decimals, else 1002 (§5). */
export const pointRatio = boundedDecimal(0, 100, Err.POINT_RATIO_RANGE);

/**
 * The tenant's loyalty points (POST /m/setting/integral/get → this). A member earns `earnRatio` % of the amount
 * paid as points; when paying, one point is worth `pointValue` of money, from `minRedeemPoints` points on, for at
 * most `maxRedeemPercent` % of an order.
 */
export const PointsSettings = z.object({
  enabled: z.boolean(),
  earnRatio: z.string(),
  redeemEnabled: z.boolean(),
  pointValue: z.string(),
  minRedeemPoints: z.number(),
  maxRedeemPercent: z.string(),
});
export type PointsSettings = z.infer<typeof PointsSettings>;

export const POINTS_DEFAULTS: PointsSettings = {
  enabled: false,
  earnRatio: '1.0000',
  redeemEnabled: false,
  pointValue: '0.0100',
  minRedeemPoints: 0,
  maxRedeemPercent: '100.0000',
};

/** POST /m/setting/integral/save: the fields to change. Ratios outside 0–100 answer 1002. */
export const PointsSaveBody = z
  .object({
    enabled: z.boolean(),
    earnRatio: pointRatio,
    redeemEnabled: z.boolean(),
    pointValue: decimal(4),
    minRedeemPoints: z.coerce.number().int().min(0).max(100_000_000),
    maxRedeemPercent: pointRatio,
  })
  .partial();
export type PointsSaveBody = z.infer<typeof PointsSaveBody>;

// ── Order duration (orderDuration, menu 9) ────────────────────────────────────────────────────────────

/** POST /m/setting/orderDuration/get → this: an order open longer than `minutes` is flagged (when enabled). */
export const OrderDurationSettings = z.object({ enabled: z.boolean(), minutes: z.number() });
export type OrderDurationSettings = z.infer<typeof OrderDurationSettings>;

export const ORDER_DURATION_DEFAULTS: OrderDurationSettings = { enabled: false, minutes: 30 };

/** POST /m/setting/orderDuration/save: the fields to change; minutes 1–1440. */
export const OrderDurationSaveBody = z
  .object({ enabled: z.boolean(), minutes: z.coerce.number().int().min(1).max(1440) })
  .partial();
export type OrderDurationSaveBody = z.infer<typeof OrderDurationSaveBody>;

// ── Ordering features (order, menu 9) ─────────────────────────────────────────────────────────────────

/**
 * The tenant's switches for ordering and billing (POST /m/setting/order/get → this; the defaults until first
 * saved). Each is read by the module it affects, straight from the `ordering_features` table.
 */
export const OrderingFeatures = z.object({
  /** Shifts: the cash drawer is opened and closed per shift (sales). */
  shifts: z.boolean(),
  /** Staff clock in and out on the POS (time cards). */
  timeClock: z.boolean(),
  /** Orders can be saved and reopened before payment (sales). */
  openTickets: z.boolean(),
  /** Kitchen tickets go to printer groups (sales, printer groups). */
  kitchenPrinters: z.boolean(),
  /** Customer displays show the order (devices). */
  customerDisplays: z.boolean(),
  /** Orders carry an order type: dine-in, takeaway … (sales, order types). */
  diningOptions: z.boolean(),
  /** Alerts when stock falls below its minimum (stock). */
  lowStockAlerts: z.boolean(),
  /** Warn before selling more than is in stock (sales, stock). */
  negativeStockWarning: z.boolean(),
});
export type OrderingFeatures = z.infer<typeof OrderingFeatures>;
export type OrderingFeature = keyof OrderingFeatures;
export const ORDERING_FEATURES = Object.keys(OrderingFeatures.shape) as OrderingFeature[];

export const ORDERING_FEATURE_DEFAULTS: OrderingFeatures = {
  shifts: false,
  timeClock: false,
  openTickets: false,
  kitchenPrinters: false,
  customerDisplays: false,
  diningOptions: true,
  lowStockAlerts: false,
  negativeStockWarning: true,
};

/** POST /m/setting/order/save: the switches to change. */
export const OrderingFeaturesSaveBody = OrderingFeatures.partial();
export type OrderingFeaturesSaveBody = z.infer<typeof OrderingFeaturesSaveBody>;

// ── Regions (areaSet, menu 15) ────────────────────────────────────────────────────────────────────────

const sysCountryId = id.refine((v) => countryById(v) !== undefined, 'unknown country');
const currencyId = id.refine((v) => currencyById(v) !== undefined, 'unknown currency');

/** An exchange rate: one unit of `currencyId` is worth `rate` units of the region's currency (> 0, 4 decimals). */
export const RegionExchangeRate = z.object({
  currencyId,
  rate: decimal(4).refine((v) => Number(v) > 0, 'must be above 0'),
});
export type RegionExchangeRate = z.infer<typeof RegionExchangeRate>;

/**
 * POST /m/setting/area/save. Name unique per tenant (1003); at least one exchange rate (1005), each currency
 * once (1004). `points` is a decimal (4 places) used by the region's loyalty points.
 */
export const RegionSaveBody = z.object({
  id: id.optional(),
  name: settingName,
  sysCountryId,
  currencyId,
  points: decimal(4).default('0'),
  exchangeRates: z
    .array(RegionExchangeRate)
    .max(94)
    .superRefine((rates, ctx) => {
      if (rates.length === 0) return coded(ctx, Err.SAVE_AT_LEAST_ONE, 'add at least one exchange rate');
      const seen = new Set<number>();
      rates.forEach((r, i) => {
        if (seen.has(r.currencyId)) coded(ctx, Err.ADDED_REPEATEDLY, 'currency added twice', [i, 'currencyId']);
        seen.add(r.currencyId);
      });
    }),
});
export type RegionSaveBody = z.infer<typeof RegionSaveBody>;

export const RegionListQuery = ListQuery.extend({
  name: nameFilter,
  sysCountryId: listId.optional(),
  sort: sortBy(['name', 'createdAt']),
});
export type RegionListQuery = z.infer<typeof RegionListQuery>;

export const RegionRow = z.object({
  id: z.number(),
  name: z.string(),
  sysCountryId: z.number(),
  currencyId: z.number(),
  points: z.string(),
  exchangeRates: z.array(z.object({ currencyId: z.number(), rate: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegionRow = z.infer<typeof RegionRow>;

/** POST /m/setting/area/options → these, by name (store forms pick a region). */
export const RegionOption = z.object({
  id: z.number(),
  name: z.string(),
  sysCountryId: z.number(),
  currencyId: z.number(),
});
export type RegionOption = z.infer<typeof RegionOption>;

/**
 * POST /m/setting/storeOptions (any signed-in user) → what the settings forms bind rows to: the stores and food
 * trucks the caller sees, their trucks' operating places (taxes), and whether the caller may choose "all stores".
 */
export interface SettingStoreOptions {
  allStores: boolean;
  stores: SettingStoreRef[];
  places: SettingPlaceRef[];
}
