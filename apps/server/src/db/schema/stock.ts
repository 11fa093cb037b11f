// Tables of the stock domain (issue 9). Stock is a ledger (ARCHITECTURE §6): every change is a `stock_movements` row,
// written in the same transaction as the `stock_levels` row it changes, so on_hand = Σ movements per item and store.
// `product_stores.on_hand` (catalogue) is kept as the sum over a product's variants in that store, for product lists.
// Items without a variant use variant_id 0 here (the API says null) so that levels can have a primary key.
import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, idColumn, ref, updatedAt } from './columns';
import { stores } from './stores';
import { tenantRef } from './tenancy';

const quantity = (name: string) => numeric(name, { precision: 18, scale: 4 });

/**
 * Suppliers and manufacturers (§3: one shape, told apart by `kind`). Deleting one sets `deleted_at`: documents keep
 * showing its name, pickers no longer offer it, and names only need to be unique among the live ones.
 */
export const partners = pgTable(
  'partners',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    kind: text('kind', { enum: ['supplier', 'manufacturer'] }).notNull(),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    website: text('website').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    province: text('province').notNull().default(''),
    countryId: integer('country_id'),
    note: text('note').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('partners_name_uq').on(t.tenantId, t.kind, sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
  ],
);

/** The running level of one item in one store: on hand and its moving weighted average unit cost. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    tenantId: tenantRef(),
    storeId: ref('store_id').notNull(),
    productId: ref('product_id').notNull(),
    variantId: ref('variant_id').notNull().default(0),
    onHand: quantity('on_hand').notNull().default('0'),
    averageCost: quantity('average_cost').notNull().default('0'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storeId, t.productId, t.variantId] }),
    index('stock_levels_product_idx').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Stock documents: purchase orders, transfers, adjustments, counts, production (one header shape, `type` apart). */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    type: text('type', { enum: ['purchase', 'transfer', 'adjustment', 'count', 'production'] }).notNull(),
    /** increase | damage | loss (adjustment); production | disassembly; partial | full (count); '' otherwise. */
    kind: text('kind').notNull().default(''),
    number: text('number').notNull(),
    /** purchase: normal | partial | completed | cancelled; transfer: in_transit | partial | completed;
     *  count: draft | counting | completed; adjustment and production: completed. */
    status: text('status').notNull(),
    /** The store (the source of a transfer). */
    storeId: ref('store_id').notNull(),
    toStoreId: ref('to_store_id'),
    fromArea: text('from_area').notNull().default(''),
    toArea: text('to_area').notNull().default(''),
    supplierId: ref('supplier_id'),
    purchaseDate: date('purchase_date'),
    expectedDate: date('expected_date'),
    note: text('note').notNull().default(''),
    staffId: ref('staff_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Last receipt of a purchase order or transfer. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('stock_documents_number_uq').on(t.tenantId, t.type, t.number),
    index('stock_documents_list_idx').on(t.tenantId, t.type, t.createdAt),
    index('stock_documents_store_idx').on(t.tenantId, t.storeId, t.status),
    index('stock_documents_to_store_idx').on(t.tenantId, t.toStoreId, t.status),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }),
    foreignKey({ columns: [t.tenantId, t.toStoreId], foreignColumns: [stores.tenantId, stores.id] }),
  ],
);

/** The lines of a stock document. Production keeps the component movements it caused as lines with `parent_line_id`. */
export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    documentId: ref('document_id').notNull(),
    position: integer('position').notNull(),
    productId: ref('product_id').notNull(),
    variantId: ref('variant_id').notNull().default(0),
    /** Ordered, sent, adjusted or produced quantity. */
    quantity: quantity('quantity').notNull().default('0'),
    cost: quantity('cost').notNull().default('0'),
    received: quantity('received').notNull().default('0'),
    returned: quantity('returned').notNull().default('0'),
    /** Counts: on hand when completed (null before), and what was counted (null = not counted). */
    expected: quantity('expected'),
    counted: quantity('counted'),
    parentLineId: ref('parent_line_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('stock_document_lines_document_idx').on(t.tenantId, t.documentId, t.position),
    foreignKey({
      columns: [t.tenantId, t.documentId],
      foreignColumns: [stockDocuments.tenantId, stockDocuments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
  ],
);

/** The ledger: one row per change of one item's stock in one store. Never updated, never deleted. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    storeId: ref('store_id').notNull(),
    productId: ref('product_id').notNull(),
    variantId: ref('variant_id').notNull().default(0),
    /** Signed: negative when stock leaves. */
    quantity: quantity('quantity').notNull(),
    unitCost: quantity('unit_cost').notNull(),
    reason: text('reason', {
      enum: [
        'sale',
        'customer_return',
        'purchase_arrival',
        'purchase_return',
        'transfer_out',
        'transfer_in',
        'increase',
        'damage',
        'loss',
        'count',
        'production',
        'disassembly',
      ],
    }).notNull(),
    documentType: text('document_type', {
      enum: ['purchase', 'transfer', 'adjustment', 'count', 'production', 'sale'],
    }).notNull(),
    documentId: ref('document_id').notNull(),
    documentNumber: text('document_number').notNull().default(''),
    /** The level after this movement (what the history page shows). */
    onHandAfter: quantity('on_hand_after').notNull(),
    staffId: ref('staff_id'),
    /**
     * When the business event happened: the receipt's time (a refund's own time), the arrival date, the document's
     * date. A till that was offline or a back-dated document writes it later than `created_at`; the history filters
     * and sorts by it.
     */
    happenedAt: timestamp('happened_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the row was written. */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('stock_movements_time_idx').on(t.tenantId, t.happenedAt, t.id),
    index('stock_movements_store_time_idx').on(t.tenantId, t.storeId, t.happenedAt),
    index('stock_movements_item_idx').on(t.tenantId, t.productId, t.variantId, t.storeId),
    index('stock_movements_document_idx').on(t.tenantId, t.documentType, t.documentId),
    index('stock_movements_reason_idx').on(t.tenantId, t.reason, t.happenedAt),
  ],
);

/** Per-tenant counters for generated document numbers (row-locked by UPDATE … RETURNING). */
export const stockNumberCounters = pgTable(
  'stock_number_counters',
  {
    tenantId: tenantRef(),
    type: text('type').notNull(),
    day: date('day').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type, t.day] })],
);
