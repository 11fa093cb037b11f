import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { stores } from './stores';
import { tenants } from './tenancy';

/** A role: back-office menu codes and POS app permissions. The boss role is protected (§6). */
export const roles = pgTable(
  'roles',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text('name').notNull(),
    isBoss: boolean('is_boss').notNull().default(false),
    menuCodes: integer('menu_codes').array().notNull().default(sql`'{}'::integer[]`),
    /** POS app permissions and discount limits: the contract's `RoleAppPermissions`. */
    appPermissions: jsonb('app_permissions').notNull().default({}),
    /** Reporting app permissions (discount limits): the contract's `ReportingAppPermissions`. */
    reportingAppPermissions: jsonb('reporting_app_permissions').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('roles_name_uq').on(t.tenantId, t.name)],
);

/** A back-office user or staff member. E-mail is unique across tenants: it is the login. */
export const users = pgTable(
  'users',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    address: text('address').notNull().default(''),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['normal', 'inactive', 'frozen'] })
      .notNull()
      .default('normal'),
    activated: boolean('activated').notNull().default(true),
    allStores: boolean('all_stores').notNull().default(false),
    sysLanguageId: integer('sys_language_id').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Login name for the POS and reporting apps (8-30 characters), unique in the tenant regardless of case. */
    account: text('account'),
    /** The personal POS PIN, argon2id-hashed (see modules/staff/staff-pin.ts); null when none is set. */
    pinHash: text('pin_hash'),
    /** The "available" flag of §3: an unavailable staff member keeps their data but is not offered in the POS app. */
    available: boolean('available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Unique across merchants through sign_in_names (platform/sign-in-names.ts).
    uniqueIndex('users_email_uq').on(t.tenantId, t.email),
    uniqueIndex('users_account_uq').on(t.tenantId, sql`lower(${t.account})`),
    index('users_role_idx').on(t.tenantId, t.roleId),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }),
  ],
);

/** Which stores a user works in (when not all stores). */
export const userStores = pgTable(
  'user_stores',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.storeId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }),
  ],
);

/**
 * A time card: one stretch of work of a staff member in a store. Written by the back office and by the POS app's
 * clock-in (end empty until clock-out). Hours are computed from start and end, never stored.
 */
export const timeCards = pgTable(
  'time_cards',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    storeId: bigint('store_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    source: text('source', { enum: ['backOffice', 'app'] })
      .notNull()
      .default('backOffice'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('time_cards_user_idx').on(t.tenantId, t.userId, t.startedAt),
    index('time_cards_store_idx').on(t.tenantId, t.storeId, t.startedAt),
    // A staff member is clocked in at most once at a time.
    uniqueIndex('time_cards_open_uq').on(t.tenantId, t.userId).where(sql`ended_at is null`),
    check('time_cards_period_ck', sql`ended_at is null or ended_at >= started_at`),
    // Time cards go with their staff member, and with their store (§5 does not let time cards block its deletion).
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);
