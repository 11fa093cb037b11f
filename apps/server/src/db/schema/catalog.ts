// Tables of the catalogue (issue 7): categories, products, their stores, codes, taxes, images, variants,
// components, modifiers and rewards. Sales, stock and reports read them directly and never write them, except
// `product_stores.on_hand`, which ONLY the stock module writes (it becomes the running total of the stock_movements
// ledger); the catalogue creates it at 0 and never changes it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, ref, updatedAt } from './columns';
import { taxes } from './settings';
import { stores } from './stores';
import { tenantRef } from './tenancy';

/** Categories (classifySetting). A category with products cannot be deleted. */
export const categories = pgTable(
  'categories',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('categories_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/**
 * Products (goodsList). `sku` and `barcode` are '' when none; their uniqueness across products and variants is held
 * by `catalog_codes`. `supplier_id` names a stock partner of kind 'supplier' (checked by the service; no foreign key,
 * stock.ts already depends on this file). `sort` orders
 * the products of a category on the POS (goodsSort). `cost` of a composite is the sum of its components' costs.
 */
export const products = pgTable(
  'products',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    name: text('name').notNull(),
    categoryId: ref('category_id'),
    unit: text('unit', { enum: ['piece', 'weight', 'volume'] }).notNull(),
    trackInventory: boolean('track_inventory').notNull().default(false),
    price: money('price').notNull(),
    cost: money('cost').notNull().default('0'),
    barcode: text('barcode').notNull().default(''),
    sku: text('sku').notNull().default(''),
    description: text('description').notNull().default(''),
    supplierId: ref('supplier_id'),
    purchaseCost: money('purchase_cost').notNull().default('0'),
    logoColor: text('logo_color'),
    logoShape: text('logo_shape').notNull().default('square'),
    imageKey: text('image_key'),
    onlineImageKeys: text('online_image_keys').array().notNull().default(sql`'{}'::text[]`),
    composite: boolean('composite').notNull().default(false),
    /** [{ name, values[] }], up to three. */
    variantOptions: jsonb('variant_options').$type<{ name: string; values: string[] }[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    /**
     * What the list's keyword is looked for in (name, SKU and barcode, lower case), kept by the database. One column
     * instead of three case-insensitive matches; a contains-search still reads every row of the merchant (pg_trgm is
     * not part of the embedded database).
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower(name || ' ' || sku || ' ' || barcode)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Covers the list's default order (name, then id), also walked backwards for the last pages.
    index('products_name_id_idx').on(t.tenantId, sql`lower(${t.name})`, t.id),
    index('products_sku_idx').on(t.tenantId, t.sku),
    index('products_barcode_idx').on(t.tenantId, t.barcode),
    index('products_category_sort_idx').on(t.tenantId, t.categoryId, t.sort),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
  ],
);

/** Where a product is sold: price, cost and stock levels per store. `on_hand`: see the top of this file. */
export const productStores = pgTable(
  'product_stores',
  {
    tenantId: tenantRef(),
    productId: ref('product_id').notNull(),
    storeId: ref('store_id').notNull(),
    price: money('price').notNull(),
    cost: money('cost').notNull().default('0'),
    onHand: money('on_hand').notNull().default('0'),
    minStock: money('min_stock').notNull().default('0'),
    bestStock: money('best_stock').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.storeId] }),
    index('product_stores_store_idx').on(t.tenantId, t.storeId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }).onDelete('cascade'),
  ],
);

/** Variants of a product: one value per variant option, own name, price, cost, barcode and SKU. */
export const productVariants = pgTable(
  'product_variants',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    productId: ref('product_id').notNull(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
    price: money('price').notNull(),
    cost: money('cost').notNull().default('0'),
    barcode: text('barcode').notNull().default(''),
    sku: text('sku').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('product_variants_product_idx').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * A variant's price and cost in each store where its product is sold (`product_stores`), written with the product
 * (default: the variant's price and cost) and by the price pages. Removing the product from a store removes its
 * variants' rows there; removing a variant removes its rows.
 */
export const productVariantStores = pgTable(
  'product_variant_stores',
  {
    tenantId: tenantRef(),
    variantId: ref('variant_id').notNull(),
    productId: ref('product_id').notNull(),
    storeId: ref('store_id').notNull(),
    price: money('price').notNull(),
    cost: money('cost').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.variantId, t.storeId] }),
    index('product_variant_stores_product_idx').on(t.tenantId, t.productId, t.storeId),
    foreignKey({
      columns: [t.tenantId, t.variantId],
      foreignColumns: [productVariants.tenantId, productVariants.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.productId, t.storeId],
      foreignColumns: [productStores.tenantId, productStores.productId, productStores.storeId],
    }).onDelete('cascade'),
  ],
);

/**
 * Every SKU and barcode of the tenant's products and variants, so that each is unique across both (20059, 20092).
 * `variant_id` 0 is the product itself. A value used as SKU on one row and as barcode on another is refused by the
 * service (20093).
 */
export const catalogCodes = pgTable(
  'catalog_codes',
  {
    tenantId: tenantRef(),
    kind: text('kind', { enum: ['sku', 'barcode'] }).notNull(),
    code: text('code').notNull(),
    productId: ref('product_id').notNull(),
    variantId: ref('variant_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.code] }),
    index('catalog_codes_code_idx').on(t.tenantId, t.code),
    index('catalog_codes_product_idx').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The taxes of a product (settings' taxes; deleting a tax removes the link). */
export const productTaxes = pgTable(
  'product_taxes',
  {
    tenantId: tenantRef(),
    productId: ref('product_id').notNull(),
    taxId: ref('tax_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.taxId] }),
    index('product_taxes_tax_idx').on(t.tenantId, t.taxId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.taxId], foreignColumns: [taxes.tenantId, taxes.id] }).onDelete('cascade'),
  ],
);

/** Components of a composite product; a component is never itself composite. */
export const productComponents = pgTable(
  'product_components',
  {
    tenantId: tenantRef(),
    productId: ref('product_id').notNull(),
    componentId: ref('component_id').notNull(),
    quantity: money('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.componentId] }),
    index('product_components_component_idx').on(t.tenantId, t.componentId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.componentId], foreignColumns: [products.tenantId, products.id] }),
  ],
);

/** Modifiers (spiceSetting): a named group of items with a price, e.g. "Spice: mild, hot". */
export const modifiers = pgTable(
  'modifiers',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('modifiers_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** Items of a modifier: unit price, image and per-store prices (`stores`: [{ storeId, price }]). */
export const modifierItems = pgTable(
  'modifier_items',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    modifierId: ref('modifier_id').notNull(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    imageKey: text('image_key'),
    stores: jsonb('stores').$type<{ storeId: number; price: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('modifier_items_modifier_idx').on(t.tenantId, t.modifierId),
    foreignKey({ columns: [t.tenantId, t.modifierId], foreignColumns: [modifiers.tenantId, modifiers.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The modifiers offered with a product. */
export const productModifiers = pgTable(
  'product_modifiers',
  {
    tenantId: tenantRef(),
    productId: ref('product_id').notNull(),
    modifierId: ref('modifier_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId, t.modifierId] }),
    index('product_modifiers_modifier_idx').on(t.tenantId, t.modifierId),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.modifierId], foreignColumns: [modifiers.tenantId, modifiers.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Staff commission per product (goodsReward): a fixed amount or a percentage per piece sold. */
export const productRewards = pgTable(
  'product_rewards',
  {
    tenantId: tenantRef(),
    productId: ref('product_id').notNull(),
    mode: text('mode', { enum: ['fixed', 'percent'] }).notNull(),
    value: money('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);
