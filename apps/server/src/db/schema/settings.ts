// Tables of the settings domain: payment methods, taxes, order types, cost types, printer groups, points,
// order duration, regions and exchange rates, ordering features. Other modules read them directly (sales copies
// a tax's rate into its order lines; shifts use cost types; …) and never write them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from './columns';
import { stores } from './stores';
import { tenantRef } from './tenancy';

/** Payment methods (payway). Passwords are argon2id hashes; `all_stores` also covers stores opened later. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    type: text('type', { enum: ['cash', 'card', 'wallet', 'bankTransfer', 'voucher', 'other'] }).notNull(),
    name: text('name').notNull(),
    /** Percentage of the amount paid. */
    handlingFee: money('handling_fee').notNull().default('0'),
    account: text('account').notNull().default(''),
    password1Hash: text('password1_hash'),
    password2Hash: text('password2_hash'),
    allStores: boolean('all_stores').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('payment_methods_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** The stores a payment method is used in (when not all stores). Deleting a store removes its links. */
export const paymentMethodStores = pgTable(
  'payment_method_stores',
  {
    tenantId: tenantRef(),
    paymentMethodId: bigint('payment_method_id', { mode: 'number' }).notNull(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.paymentMethodId, t.storeId] }),
    index('payment_method_stores_store_idx').on(t.tenantId, t.storeId),
    foreignKey({
      columns: [t.tenantId, t.paymentMethodId],
      foreignColumns: [paymentMethods.tenantId, paymentMethods.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/**
 * Taxes (revenueSetting). Orders copy `rate` and `calculation` when sold, so a change applies to new orders only;
 * `version` grows with every change of rate, calculation, stores or places (sales answer 20121 for a stale one).
 */
export const taxes = pgTable(
  'taxes',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    name: text('name').notNull(),
    /** Percentage. */
    rate: money('rate').notNull(),
    calculation: text('calculation', { enum: ['included', 'added'] }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('taxes_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** The stores (or food trucks) a tax applies in. */
export const taxStores = pgTable(
  'tax_stores',
  {
    tenantId: tenantRef(),
    taxId: bigint('tax_id', { mode: 'number' }).notNull(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.taxId, t.storeId] }),
    index('tax_stores_store_idx').on(t.tenantId, t.storeId),
    foreignKey({ columns: [t.tenantId, t.taxId], foreignColumns: [taxes.tenantId, taxes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/** The food-truck operating places a tax applies at. `place_id` has no foreign key yet (places are being added). */
export const taxPlaces = pgTable(
  'tax_places',
  {
    tenantId: tenantRef(),
    taxId: bigint('tax_id', { mode: 'number' }).notNull(),
    placeId: bigint('place_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.taxId, t.placeId] }),
    index('tax_places_place_idx').on(t.tenantId, t.placeId),
    foreignKey({ columns: [t.tenantId, t.taxId], foreignColumns: [taxes.tenantId, taxes.id] }).onDelete('cascade'),
  ],
);

/** Order types (orderClassify). Built-ins carry `builtin_key` (dineIn, takeaway, pickUp), one each per tenant. */
export const orderTypes = pgTable(
  'order_types',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    builtinKey: text('builtin_key', { enum: ['dineIn', 'takeaway', 'pickUp'] }),
    name: text('name').notNull(),
    available: boolean('available').notNull().default(true),
    /** Serial number: the POS shows order types by it. */
    sort: integer('sort').notNull().default(0),
    color: text('color'),
    logo: text('logo'),
    allStores: boolean('all_stores').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('order_types_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('order_types_builtin_uq').on(t.tenantId, t.builtinKey),
  ],
);

export const orderTypeStores = pgTable(
  'order_type_stores',
  {
    tenantId: tenantRef(),
    orderTypeId: bigint('order_type_id', { mode: 'number' }).notNull(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderTypeId, t.storeId] }),
    index('order_type_stores_store_idx').on(t.tenantId, t.storeId),
    foreignKey({ columns: [t.tenantId, t.orderTypeId], foreignColumns: [orderTypes.tenantId, orderTypes.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/** Cost (expense) types used by shift cash entries: cash in, cash out, or both. */
export const costTypes = pgTable(
  'cost_types',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    name: text('name').notNull(),
    cashIn: boolean('cash_in').notNull(),
    cashOut: boolean('cash_out').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('cost_types_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    check('cost_types_range_ck', sql`${t.cashIn} or ${t.cashOut}`),
  ],
);

/**
 * Printer groups: the kitchen tickets of `category_ids` in one store go to the group's printers. The catalog's
 * categories do not exist yet: the ids have no foreign key (the catalog issue wires them).
 */
export const printerGroups = pgTable(
  'printer_groups',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    categoryIds: bigint('category_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('printer_groups_name_uq').on(t.tenantId, t.storeId, sql`lower(${t.name})`),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/** Loyalty points of a tenant (one row, created on first save; the contract's POINTS_DEFAULTS until then). */
export const pointsSettings = pgTable('points_settings', {
  tenantId: tenantRef().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** Percentage of the amount paid earned as points. */
  earnRatio: money('earn_ratio').notNull().default('1'),
  redeemEnabled: boolean('redeem_enabled').notNull().default(false),
  /** Money one point is worth when paying. */
  pointValue: money('point_value').notNull().default('0.01'),
  minRedeemPoints: integer('min_redeem_points').notNull().default(0),
  maxRedeemPercent: money('max_redeem_percent').notNull().default('100'),
  updatedAt: updatedAt(),
});

/** Minutes after which an open order is flagged (one row per tenant; ORDER_DURATION_DEFAULTS until saved). */
export const orderDurationSettings = pgTable('order_duration_settings', {
  tenantId: tenantRef().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  minutes: integer('minutes').notNull().default(30),
  updatedAt: updatedAt(),
});

/**
 * The ordering and billing switches (one row per tenant; no row means ORDERING_FEATURE_DEFAULTS of the contract,
 * which the column defaults repeat). Read by the modules each switch affects.
 */
export const orderingFeatures = pgTable('ordering_features', {
  tenantId: tenantRef().primaryKey(),
  shifts: boolean('shifts').notNull().default(false),
  timeClock: boolean('time_clock').notNull().default(false),
  openTickets: boolean('open_tickets').notNull().default(false),
  kitchenPrinters: boolean('kitchen_printers').notNull().default(false),
  customerDisplays: boolean('customer_displays').notNull().default(false),
  diningOptions: boolean('dining_options').notNull().default(true),
  lowStockAlerts: boolean('low_stock_alerts').notNull().default(false),
  negativeStockWarning: boolean('negative_stock_warning').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Regions (areaSet): country, currency (contract currencyId 1–94), points and exchange rates. */
export const regions = pgTable(
  'regions',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    name: text('name').notNull(),
    sysCountryId: integer('sys_country_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    points: money('points').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('regions_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** One unit of `currency_id` is worth `rate` units of the region's currency. */
export const regionExchangeRates = pgTable(
  'region_exchange_rates',
  {
    tenantId: tenantRef(),
    regionId: bigint('region_id', { mode: 'number' }).notNull(),
    currencyId: integer('currency_id').notNull(),
    rate: money('rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.regionId, t.currencyId] }),
    foreignKey({ columns: [t.tenantId, t.regionId], foreignColumns: [regions.tenantId, regions.id] }).onDelete(
      'cascade',
    ),
  ],
);
