// Tables of the ad material (/deviceManage adList, adEdit): the ads a merchant plays on customer displays, the stores
// each runs in, and the plays the displays report (proof of play).
import type { AdDayPart } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ref, tenantIdColumn, updatedAt } from './columns';
import { stores } from './stores';
import { tenants } from './tenancy';

/**
 * An ad: its fields of §3, its file (a key of the file store, the content type read from its bytes, a version that
 * changes with the file) and its schedule (dates, parts of the day in the store's zone, sort, seconds per image).
 * Names are unique per merchant, in any case.
 */
export const adMaterials = pgTable(
  'ad_materials',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    publisher: text('publisher').notNull().default(''),
    slot: text('slot').notNull().default(''),
    size: text('size').notNull().default(''),
    type: text('type', { enum: ['video', 'audio', 'image', 'logo'] }).notNull(),
    memo: text('memo').notNull().default(''),
    status: text('status', { enum: ['normal', 'frozen'] })
      .notNull()
      .default('normal'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    fileVersion: text('file_version').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    dayParts: jsonb('day_parts').$type<AdDayPart[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(10),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('ad_materials_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** The stores an ad runs in. */
export const adMaterialStores = pgTable(
  'ad_material_stores',
  {
    tenantId: tenantIdColumn(),
    adId: ref('ad_id').notNull(),
    storeId: ref('store_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.adId, t.storeId] }),
    index('ad_material_stores_store_idx').on(t.tenantId, t.storeId),
    foreignKey({ columns: [t.tenantId, t.adId], foreignColumns: [adMaterials.tenantId, adMaterials.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/**
 * A play a customer display reported: the ad, the store and device, when it started and how long it showed. One
 * row per device, ad and start, so a resent batch counts once.
 */
export const adPlays = pgTable(
  'ad_plays',
  {
    tenantId: tenantIdColumn(),
    id: idColumn(),
    adId: ref('ad_id').notNull(),
    storeId: ref('store_id').notNull(),
    // The device that played it; no foreign key, so the proof outlives a deleted device.
    deviceId: ref('device_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('ad_plays_once_uq').on(t.tenantId, t.deviceId, t.adId, t.startedAt),
    index('ad_plays_ad_idx').on(t.tenantId, t.adId, t.startedAt),
    foreignKey({ columns: [t.tenantId, t.adId], foreignColumns: [adMaterials.tenantId, adMaterials.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);
