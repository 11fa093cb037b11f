import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
    appPermissions: jsonb('app_permissions').notNull().default({}),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_email_uq').on(t.email),
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
