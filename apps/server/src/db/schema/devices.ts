// Tables of the devices domain (/deviceManage): kiosks, kitchen displays and customer displays. A device signs in
// with its account (unique across merchants, since the login names no merchant) and works for one store.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { stores } from './stores';
import { tenants } from './tenancy';

export const devices = pgTable(
  'devices',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    kind: text('kind', { enum: ['kiosk', 'kitchen', 'customer'] }).notNull(),
    name: text('name').notNull().default(''),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    available: boolean('available').notNull().default(true),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['normal', 'frozen'] })
      .notNull()
      .default('normal'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Unique across merchants through sign_in_names (platform/sign-in-names.ts).
    uniqueIndex('devices_account_uq').on(t.tenantId, sql`lower(${t.account})`),
    index('devices_kind_idx').on(t.tenantId, t.kind, t.createdAt),
    index('devices_store_idx').on(t.tenantId, t.storeId),
    // No cascade: a store with devices cannot be deleted (§5); the stores module asks first.
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }),
  ],
);
