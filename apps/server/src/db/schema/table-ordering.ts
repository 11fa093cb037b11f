// Tables of QR table ordering and of following a guest's online order. A table order is a receipt of the sales
// domain (channel 'qr', the table's id and number); what only table ordering needs sits here: whether the receipt
// waits for payment before the kitchen sees it, and each phone's addition (its client id, so a retry adds nothing).
// A guest follows an online order with a secret of its own, of which only the hash is kept.
import { boolean, foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, ref } from './columns';
import { onlineOrders } from './online-shop';
import { orders } from './sales';
import { tenantRef } from './tenancy';

/**
 * A receipt written by QR table ordering. `pay_first`: the store's "pay first" when the receipt was started; the
 * kitchen shows such a receipt only once it is paid.
 */
export const tableOrders = pgTable(
  'table_orders',
  {
    tenantId: tenantRef(),
    orderId: ref('order_id').notNull(),
    tableId: ref('table_id').notNull(),
    payFirst: boolean('pay_first').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId] }),
    index('table_orders_table_idx').on(t.tenantId, t.tableId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

/** One phone's addition to a table order: its client id is used once per merchant. */
export const tableOrderAdditions = pgTable(
  'table_order_additions',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    clientId: text('client_id').notNull(),
    orderId: ref('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('table_order_additions_client_uq').on(t.tenantId, t.clientId),
    index('table_order_additions_order_idx').on(t.tenantId, t.orderId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

/** A secret that lets whoever holds it follow one online order (hash only, `<merchant>.<random>` tokens). */
export const orderFollowTokens = pgTable(
  'order_follow_tokens',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    onlineOrderId: ref('online_order_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('order_follow_tokens_hash_uq').on(t.tenantId, t.tokenHash),
    index('order_follow_tokens_order_idx').on(t.tenantId, t.onlineOrderId),
    foreignKey({
      columns: [t.tenantId, t.onlineOrderId],
      foreignColumns: [onlineOrders.tenantId, onlineOrders.id],
    }).onDelete('cascade'),
  ],
);
