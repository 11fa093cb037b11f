import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Identity column shared by every table; tenant-owned tables pair it with tenant_id in the primary key. */
export const idColumn = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
/** The tenant a row belongs to. */
export const tenantIdColumn = () => bigint('tenant_id', { mode: 'number' }).notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** An amount (money or quantity), four decimal places. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 4 });
/** The id of another row (of the same tenant, or a platform id). */
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** A point in time. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
