import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './tenancy';

/** A store (or, with kind 'truck', a food truck). The stores issue adds the rest of §3's fields. */
export const stores = pgTable(
  'stores',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    kind: text('kind', { enum: ['store', 'truck'] })
      .notNull()
      .default('store'),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    open: boolean('open').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
