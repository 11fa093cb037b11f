// Tables of the kitchen display: which printer group (station) a kitchen display cooks for, and the bumps its cooks
// make. A bump is one action (a line or a whole ticket) of one device at one time; its lines say which order lines it
// took off the board. A recall marks the bump and its lines recalled, so the lines show again; a line has at most one
// bump that is not recalled. Bumps outlive the device (no foreign key to it): they are the preparation-time history.
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idColumn, ref, updatedAt } from './columns';
import { devices } from './devices';
import { orders } from './sales';
import { printerGroups } from './settings';
import { stores } from './stores';
import { tenantRef } from './tenancy';

/** The printer group a kitchen display is bound to (no row: every line of its store). */
export const kitchenStations = pgTable(
  'kitchen_stations',
  {
    tenantId: tenantRef(),
    deviceId: ref('device_id').notNull(),
    printerGroupId: ref('printer_group_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId] }),
    foreignKey({ columns: [t.tenantId, t.deviceId], foreignColumns: [devices.tenantId, devices.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.printerGroupId],
      foreignColumns: [printerGroups.tenantId, printerGroups.id],
    }).onDelete('cascade'),
  ],
);

export const kitchenBumps = pgTable(
  'kitchen_bumps',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    storeId: ref('store_id').notNull(),
    deviceId: ref('device_id').notNull(),
    orderId: ref('order_id').notNull(),
    kind: text('kind', { enum: ['line', 'ticket'] }).notNull(),
    bumpedAt: at('bumped_at').notNull().defaultNow(),
    recalledAt: at('recalled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The device's last bump (recall).
    index('kitchen_bumps_device_idx').on(t.tenantId, t.deviceId, t.id),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

export const kitchenBumpLines = pgTable(
  'kitchen_bump_lines',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    bumpId: ref('bump_id').notNull(),
    storeId: ref('store_id').notNull(),
    orderId: ref('order_id').notNull(),
    lineId: ref('line_id').notNull(),
    /** When the order was placed (copied): the preparation time is `bumped_at − ordered_at`. */
    orderedAt: at('ordered_at').notNull(),
    bumpedAt: at('bumped_at').notNull(),
    recalledAt: at('recalled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One live bump per line: two screens bumping the same line at once write it once.
    uniqueIndex('kitchen_bump_lines_live_uq').on(t.tenantId, t.lineId).where(sql`recalled_at is null`),
    index('kitchen_bump_lines_order_idx').on(t.tenantId, t.orderId),
    index('kitchen_bump_lines_bump_idx').on(t.tenantId, t.bumpId),
    // The preparation-time report reads bumps by store and time.
    index('kitchen_bump_lines_time_idx').on(t.tenantId, t.storeId, t.bumpedAt),
    foreignKey({ columns: [t.tenantId, t.bumpId], foreignColumns: [kitchenBumps.tenantId, kitchenBumps.id] }).onDelete(
      'cascade',
    ),
  ],
);
