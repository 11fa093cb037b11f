import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './tenancy';

/**
 * A store (or, with kind 'truck', a food truck) with the fields of §3. `time_zone` and `sys_currency_id` are null for
 * a store written before it was edited (the one registration creates): the server's zone and the tenant's currency
 * stand in for them.
 */
export const stores = pgTable(
  'stores',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    kind: text('kind', { enum: ['store', 'truck'] })
      .notNull()
      .default('store'),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    open: boolean('open').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    contactPerson: text('contact_person').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    sysCountryId: integer('sys_country_id'),
    type: text('type', { enum: ['convenience', 'restaurant', 'bar'] })
      .notNull()
      .default('restaurant'),
    retail: boolean('retail').notNull().default(true),
    wholesale: boolean('wholesale').notNull().default(false),
    priceStrategy: text('price_strategy', { enum: ['fixed', 'floating', 'tiered'] })
      .notNull()
      .default('fixed'),
    timeZone: text('time_zone'),
    sysCurrencyId: integer('sys_currency_id'),
    tableReservation: boolean('table_reservation').notNull().default(false),
    scanOrder: boolean('scan_order').notNull().default(false),
    payFirst: boolean('pay_first').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('stores_kind_idx').on(t.tenantId, t.kind, t.createdAt)],
);

/** A dining zone (area) of a store; names are unique within the store. */
export const storeZones = pgTable(
  'store_zones',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('store_zones_name_uq').on(t.tenantId, t.storeId, t.name),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/**
 * A table of a zone. `qr_token` is what its QR code carries: `<tenant id>.<128-bit random>` (platform/tenant-tokens.ts),
 * so a scan names its merchant; tokens printed before carry the random part only and are found by it alone.
 */
export const storeTables = pgTable(
  'store_tables',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    zoneId: bigint('zone_id', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    seats: integer('seats').notNull(),
    sort: integer('sort').notNull().default(0),
    qrToken: text('qr_token').notNull(),
    qrIssuedAt: timestamp('qr_issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('store_tables_number_uq').on(t.tenantId, t.zoneId, t.number),
    uniqueIndex('store_tables_qr_token_uq').on(t.qrToken, t.tenantId),
    index('store_tables_store_idx').on(t.tenantId, t.storeId),
    foreignKey({ columns: [t.tenantId, t.zoneId], foreignColumns: [storeZones.tenantId, storeZones.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/** QR tokens replaced by a refresh: a scan of one answers "expired" (2001) rather than "missing" (2000). */
export const tableQrRetired = pgTable(
  'table_qr_retired',
  {
    token: text('token').notNull(),
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    tableId: bigint('table_id', { mode: 'number' }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.token, t.tenantId] }),
    index('table_qr_retired_table_idx').on(t.tenantId, t.tableId),
    foreignKey({ columns: [t.tenantId, t.tableId], foreignColumns: [storeTables.tenantId, storeTables.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** An operating place of a food truck (§3). */
export const truckPlaces = pgTable(
  'truck_places',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    truckId: bigint('truck_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    sysCountryId: integer('sys_country_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('truck_places_truck_idx').on(t.tenantId, t.truckId),
    foreignKey({ columns: [t.tenantId, t.truckId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/** Fixtures and equipment of a store or truck; `value` is per unit. A non-empty code is unique in its store. */
export const storeAssets = pgTable(
  'store_assets',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    value: numeric('value', { precision: 18, scale: 4 }).notNull(),
    status: text('status', { enum: ['used', 'idle', 'damaged'] })
      .notNull()
      .default('used'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('store_assets_store_idx').on(t.tenantId, t.storeId, t.status),
    uniqueIndex('store_assets_code_uq').on(t.tenantId, t.storeId, t.code).where(sql`${t.code} <> ''`),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/** The receipt template of a store or truck; a store without a row uses the defaults. */
export const storeInvoiceSettings = pgTable(
  'store_invoice_settings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    /** Key of the logo in the upload store (under the tenant's folder), or null. */
    logoKey: text('logo_key'),
    title: text('title').notNull().default(''),
    footer: text('footer').notNull().default(''),
    sysLanguageId: integer('sys_language_id').notNull(),
    showCustomer: boolean('show_customer').notNull().default(true),
    showNotes: boolean('show_notes').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId] }),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);
