// Tables of the storefront (the shopper's side of the online shop): shopper sessions, the one-time links mailed to
// shoppers (e-mail verification, password), where an order's notices go, and which state changes were mailed.
// Shoppers are the online members of online-shop.ts; a shopper belongs to one merchant, so every row here carries
// tenant_id like the member it belongs to.
import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, idColumn, ref } from './columns';
import { onlineMembers, onlineOrderEvents, onlineOrders } from './online-shop';
import { tenantRef } from './tenancy';

/**
 * A signed-in shopper: one merchant, one online member. Only a hash of the token is kept; the token names its
 * merchant (platform/tenant-tokens.ts). Deleting the member ends its sessions.
 */
export const shopperSessions = pgTable(
  'shopper_sessions',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    onlineMemberId: ref('online_member_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shopper_sessions_token_uq').on(t.tenantId, t.tokenHash),
    index('shopper_sessions_member_idx').on(t.tenantId, t.onlineMemberId),
    foreignKey({
      columns: [t.tenantId, t.onlineMemberId],
      foreignColumns: [onlineMembers.tenantId, onlineMembers.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One-time links mailed to a shopper: 'verify' confirms the e-mail address (the link opens /checkEmailRes),
 * 'password' creates or resets the password (/onlineUpdatePwd). `email` is the address it was sent to: a link sent
 * before the member's address changed does nothing.
 */
export const shopperLinks = pgTable(
  'shopper_links',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    onlineMemberId: ref('online_member_id').notNull(),
    purpose: text('purpose', { enum: ['verify', 'password'] }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shopper_links_token_uq').on(t.tenantId, t.tokenHash),
    index('shopper_links_member_idx').on(t.tenantId, t.onlineMemberId),
    foreignKey({
      columns: [t.tenantId, t.onlineMemberId],
      foreignColumns: [onlineMembers.tenantId, onlineMembers.id],
    }).onDelete('cascade'),
  ],
);

/** Where the notices of an order placed on the storefront go: the address and the language of the shopper then. */
export const shopperOrderContacts = pgTable(
  'shopper_order_contacts',
  {
    tenantId: tenantRef(),
    onlineOrderId: ref('online_order_id').notNull(),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.onlineOrderId] }),
    foreignKey({
      columns: [t.tenantId, t.onlineOrderId],
      foreignColumns: [onlineOrders.tenantId, onlineOrders.id],
    }).onDelete('cascade'),
  ],
);

/** A state change of an order the shopper was mailed about: claimed before sending, so it is mailed once. */
export const shopperNotices = pgTable(
  'shopper_notices',
  {
    tenantId: tenantRef(),
    eventId: ref('event_id').notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [onlineOrderEvents.tenantId, onlineOrderEvents.id],
    }).onDelete('cascade'),
  ],
);
