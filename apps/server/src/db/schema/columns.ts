import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Identity column shared by every table; tenant-owned tables pair it with tenant_id in the primary key. */
export const idColumn = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
/** The tenant a row belongs to. */
export const tenantIdColumn = () => bigint('tenant_id', { mode: 'number' }).notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
