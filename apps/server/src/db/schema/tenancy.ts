import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn } from './columns';

/** A merchant account. Deleting it deletes every row of the tenant (tenant_id foreign keys cascade). */
export const tenants = pgTable('tenants', {
  id: idColumn().primaryKey(),
  company: text('company').notNull(),
  status: text('status', { enum: ['normal', 'disabled'] })
    .notNull()
    .default('normal'),
  sysCountryId: integer('sys_country_id').notNull(),
  sysCurrencyId: integer('sys_currency_id').notNull(),
  sysLanguageId: integer('sys_language_id').notNull(),
  createdAt: createdAt(),
});

/** tenant_id of a tenant-owned table: deleting the merchant deletes the row. */
export const tenantRef = () => tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' });

/**
 * The names people and devices sign in with, unique across every merchant, and whose they are: an e-mail
 * (users.email) or a device account (lower(devices.account)). Sign-in starts here, before any merchant is known
 * (platform/sign-in-names.ts keeps it in step with users and devices). The merchant column is deliberately not named
 * tenant_id: tenant_id marks the tables distributed by merchant, and this one is a reference table every node holds.
 */
export const signInNames = pgTable(
  'sign_in_names',
  {
    kind: text('kind', { enum: ['email', 'device'] }).notNull(),
    name: text('name').notNull(),
    merchantId: bigint('merchant_id', { mode: 'number' }).notNull(),
    /** users.id for an e-mail, devices.id for a device account. */
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] }), index('sign_in_names_merchant_idx').on(t.merchantId)],
);

/** Sessions of back-office users, POS app users and devices; only a hash of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['web', 'app', 'device'] }).notNull(),
    /** App sessions: the store the till stands in. Device sessions: the device's store. */
    storeId: bigint('store_id', { mode: 'number' }),
    /** Device sessions: the device (user_id is then 0). */
    deviceId: bigint('device_id', { mode: 'number' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The token names its merchant (platform/tenant-tokens.ts); leading with the hash also finds older tokens.
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash, t.tenantId),
    index('sessions_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * One-time codes sent by e-mail or SMS (registration, e-mail change, phone verification). Not tenant-owned:
 * a registration code exists before its tenant does.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: idColumn().primaryKey(),
    purpose: text('purpose', { enum: ['register', 'changeEmail', 'phone'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt)],
);

/** Password-reset links; the token is kept hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('password_resets_token_uq').on(t.tokenHash, t.tenantId),
  ],
);

/** Failed login counts per account and per client address, for slowing down and refusing guessing. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
