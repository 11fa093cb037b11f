import {
  Err,
  type ListResult,
  type ProductComponentRow,
  type ProductDetail,
  type ProductExportBody,
  type ProductListQuery,
  type ProductRow,
  type ProductStoreRow,
  type VariantStoreRow,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  catalogCodes,
  categories,
  partners,
  productComponents,
  productModifiers,
  productStores,
  products,
  productTaxes,
  productVariantStores,
  productVariants,
  stores,
} from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { countOf, iso, lowerOf, orderFor, pageWindow, parseSort } from '../../platform/list';
import { owned, storeScope } from '../../platform/scope';

export type Product = typeof products.$inferSelect;

const EXPORT_LIMIT = 50_000;

/** Sold in one of the caller's stores (nothing for callers of every store). */
export function visible(ctx: TenantCtx): SQL | undefined {
  return ctx.storeIds === 'all'
    ? undefined
    : exists(
        ctx.db
          .select({ one: sql`1` })
          .from(productStores)
          .where(
            and(
              eq(productStores.tenantId, ctx.tenantId),
              eq(productStores.productId, products.id),
              storeScope(ctx, productStores.storeId),
            ),
          ),
      );
}

/** A product the caller can see, else 20075. */
export async function findProduct(ctx: TenantCtx, id: number): Promise<Product> {
  return owned(products, ctx, id, Err.PRODUCT_MISSING, { where: visible(ctx) });
}

/**
 * The list's WHERE. The keyword is looked for in `search_text` (name, SKU and barcode in lower case, one column) and
 * matched exactly against every product and variant code through the codes index.
 */
function listWhere(ctx: TenantCtx, q: Omit<ProductListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const storeRow = (extra: SQL | undefined) =>
    exists(
      ctx.db
        .select({ one: sql`1` })
        .from(productStores)
        .where(
          and(
            eq(productStores.tenantId, ctx.tenantId),
            eq(productStores.productId, products.id),
            storeScope(ctx, productStores.storeId),
            q.storeId ? eq(productStores.storeId, q.storeId) : undefined,
            extra,
          ),
        ),
    );
  let keyword: SQL | undefined;
  if (q.keyword) {
    keyword = or(
      sql`strpos(${products.searchText}, lower(${q.keyword})) > 0`,
      inArray(
        products.id,
        ctx.db
          .select({ id: catalogCodes.productId })
          .from(catalogCodes)
          .where(and(eq(catalogCodes.tenantId, ctx.tenantId), eq(catalogCodes.code, q.keyword))),
      ),
    );
  }
  return and(
    eq(products.tenantId, ctx.tenantId),
    ctx.storeIds === 'all' && !q.storeId && !q.lowStock ? undefined : storeRow(undefined),
    q.lowStock ? storeRow(sql`${productStores.onHand} < ${productStores.minStock}`) : undefined,
    q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
    keyword,
  );
}

async function storesOf(ctx: TenantCtx, ids: number[]): Promise<Map<number, ProductStoreRow[]>> {
  const map = new Map<number, ProductStoreRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await ctx.db
    .select({
      productId: productStores.productId,
      storeId: productStores.storeId,
      storeName: stores.name,
      price: productStores.price,
      cost: productStores.cost,
      onHand: productStores.onHand,
      minStock: productStores.minStock,
      bestStock: productStores.bestStock,
    })
    .from(productStores)
    .innerJoin(stores, and(eq(stores.tenantId, productStores.tenantId), eq(stores.id, productStores.storeId)))
    .where(
      and(
        eq(productStores.tenantId, ctx.tenantId),
        inArray(productStores.productId, ids),
        storeScope(ctx, productStores.storeId),
      ),
    )
    .orderBy(asc(productStores.storeId));
  for (const { productId, ...r } of rows) map.get(productId)?.push(r);
  return map;
}

async function rowsOut(ctx: TenantCtx, rows: Product[]): Promise<ProductRow[]> {
  const ids = rows.map((r) => r.id);
  const catIds = [...new Set(rows.map((r) => r.categoryId).filter((c): c is number => c !== null))];
  const storeMap = await storesOf(ctx, ids);
  const cats = catIds.length
    ? await ctx.db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(and(eq(categories.tenantId, ctx.tenantId), inArray(categories.id, catIds)))
    : [];
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    categoryId: r.categoryId,
    categoryName: r.categoryId === null ? null : (catName.get(r.categoryId) ?? null),
    unit: r.unit,
    trackInventory: r.trackInventory,
    price: r.price,
    cost: r.cost,
    barcode: r.barcode,
    sku: r.sku,
    description: r.description,
    supplierId: r.supplierId,
    purchaseCost: r.purchaseCost,
    logoColor: r.logoColor,
    logoShape: r.logoShape,
    imageKey: r.imageKey,
    composite: r.composite,
    sort: r.sort,
    stores: storeMap.get(r.id) ?? [],
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

/**
 * The variants' prices in the caller's stores where the product is sold, by variant id. A store without a row
 * (the product was added there another way) shows the variant's own price and cost.
 */
export async function variantStoresOf(
  ctx: TenantCtx,
  productIds: number[],
  variants: { id: number; productId: number; price: string; cost: string }[],
  storeIds?: number[],
): Promise<Map<number, VariantStoreRow[]>> {
  const map = new Map<number, VariantStoreRow[]>(variants.map((v) => [v.id, []]));
  if (variants.length === 0) return map;
  const inStores = (col: typeof productStores.storeId | typeof productVariantStores.storeId) =>
    and(storeScope(ctx, col), storeIds ? inArray(col, storeIds) : undefined);
  const sold = await ctx.db
    .select({ productId: productStores.productId, storeId: productStores.storeId, storeName: stores.name })
    .from(productStores)
    .innerJoin(stores, and(eq(stores.tenantId, productStores.tenantId), eq(stores.id, productStores.storeId)))
    .where(
      and(
        eq(productStores.tenantId, ctx.tenantId),
        inArray(productStores.productId, productIds),
        inStores(productStores.storeId),
      ),
    )
    .orderBy(asc(productStores.storeId));
  const rows = await ctx.db
    .select()
    .from(productVariantStores)
    .where(
      and(
        eq(productVariantStores.tenantId, ctx.tenantId),
        inArray(productVariantStores.productId, productIds),
        inStores(productVariantStores.storeId),
      ),
    );
  const byKey = new Map(rows.map((r) => [`${r.variantId}:${r.storeId}`, r]));
  for (const v of variants) {
    for (const s of sold) {
      if (s.productId !== v.productId) continue;
      const row = byKey.get(`${v.id}:${s.storeId}`);
      map.get(v.id)?.push({
        storeId: s.storeId,
        storeName: s.storeName,
        price: row?.price ?? v.price,
        cost: row?.cost ?? v.cost,
      });
    }
  }
  return map;
}

async function supplierName(ctx: TenantCtx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await ctx.db
    .select({ name: partners.name })
    .from(partners)
    .where(
      and(
        eq(partners.tenantId, ctx.tenantId),
        eq(partners.id, id),
        eq(partners.kind, 'supplier'),
        isNull(partners.deletedAt),
      ),
    );
  return row?.name ?? null;
}

/** The components of these composites, in their saved order, by composite id (cost = component cost × quantity). */
export async function componentsOf(ctx: TenantCtx, ids: number[]): Promise<Map<number, ProductComponentRow[]>> {
  const map = new Map<number, ProductComponentRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await ctx.db
    .select({
      compositeId: productComponents.productId,
      productId: productComponents.componentId,
      name: products.name,
      quantity: productComponents.quantity,
      unitCost: products.cost,
    })
    .from(productComponents)
    .innerJoin(
      products,
      and(eq(products.tenantId, productComponents.tenantId), eq(products.id, productComponents.componentId)),
    )
    .where(and(eq(productComponents.tenantId, ctx.tenantId), inArray(productComponents.productId, ids)))
    .orderBy(asc(productComponents.productId), asc(productComponents.position));
  for (const c of rows)
    map.get(c.compositeId)?.push({
      productId: c.productId,
      name: c.name,
      quantity: c.quantity,
      cost: new Decimal(c.unitCost).mul(c.quantity).toFixed(4),
    });
  return map;
}

export async function productDetail(ctx: TenantCtx, id: number): Promise<ProductDetail> {
  const product = await findProduct(ctx, id);
  const [row] = await rowsOut(ctx, [product]);
  const own = (t: { tenantId: AnyPgColumn; productId: AnyPgColumn }) =>
    and(eq(t.tenantId, ctx.tenantId), eq(t.productId, id));
  const taxRows = await ctx.db
    .select({ id: productTaxes.taxId })
    .from(productTaxes)
    .where(own(productTaxes))
    .orderBy(asc(productTaxes.taxId));
  const modRows = await ctx.db
    .select({ id: productModifiers.modifierId })
    .from(productModifiers)
    .where(own(productModifiers))
    .orderBy(asc(productModifiers.modifierId));
  const variantRows = await ctx.db
    .select()
    .from(productVariants)
    .where(own(productVariants))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const variantStores = await variantStoresOf(ctx, [id], variantRows);
  return {
    ...row,
    supplierName: await supplierName(ctx, product.supplierId),
    taxIds: taxRows.map((t) => t.id),
    onlineImageKeys: product.onlineImageKeys,
    modifierIds: modRows.map((m) => m.id),
    components: (await componentsOf(ctx, [id])).get(id) ?? [],
    variantOptions: product.variantOptions,
    variants: variantRows.map((v) => ({
      id: v.id,
      name: v.name,
      values: v.values,
      price: v.price,
      cost: v.cost,
      barcode: v.barcode,
      sku: v.sku,
      stores: variantStores.get(v.id) ?? [],
    })),
  };
}

const SORT_KEYS = {
  name: lowerOf(products.name),
  price: products.price,
  sku: products.sku,
  createdAt: products.createdAt,
  sort: products.sort,
};

/**
 * A keyword page in one pass over the merchant's products: the matches' ids and sort keys are collected once, then
 * counted and the page's ids taken from them (walking the name index instead would read every row for a rare word).
 */
async function keywordPage(ctx: TenantCtx, q: ProductListQuery, where: SQL | undefined) {
  const { field, descending } = parseSort(q.sort, SORT_KEYS, 'name');
  const [k, dir] = [SORT_KEYS[field], descending ? sql`desc` : sql`asc`];
  const { limit, offset } = pageWindow(q);
  const res = (await ctx.db.execute(sql`
    with m as materialized (select ${products.id} as id, ${k} as k from ${products} where ${where})
    select (select count(*) from m) as total,
      array(select id from m order by k ${dir}, id asc limit ${limit} offset ${offset}) as ids`)) as unknown as {
    rows: { total: string | number; ids: (string | number)[] | string }[];
  };
  const row = res.rows[0];
  // A driver without array parsing answers the literal '{1,2}'.
  const ids = (typeof row.ids === 'string' ? row.ids.replace(/[{}]/g, '').split(',').filter(Boolean) : row.ids).map(
    Number,
  );
  const found = ids.length
    ? await ctx.db
        .select()
        .from(products)
        .where(and(eq(products.tenantId, ctx.tenantId), inArray(products.id, ids)))
    : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  return { rows: ids.map((id) => byId.get(id)).filter((p): p is Product => p !== undefined), total: Number(row.total) };
}

/**
 * A page of the list. Pages past the middle are read from the other end of the order (reversed), so that the last
 * page of 50,000 products skips 0 rows rather than 49,950.
 */
export async function productList(ctx: TenantCtx, q: ProductListQuery): Promise<ListResult<ProductRow>> {
  const where = listWhere(ctx, q);
  if (q.keyword) {
    const page = await keywordPage(ctx, q, where);
    return { list: await rowsOut(ctx, page.rows), total: page.total };
  }
  const total = await countOf(ctx, products, where);
  const { limit, offset } = pageWindow(q);
  if (offset >= total) return { list: [], total };
  const fromEnd = offset + limit / 2 > total / 2;
  const order = orderFor(q.sort, SORT_KEYS, { id: products.id, fallback: [SORT_KEYS.name], reversed: fromEnd });
  const rows = await ctx.db
    .select()
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(fromEnd ? Math.min(limit, total - offset) : limit)
    .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
  if (fromEnd) rows.reverse();
  return { list: await rowsOut(ctx, rows), total };
}

/** Every product matching the filters (export), capped at 50,000 rows; `compositeOnly` keeps the composites. */
export async function allProducts(ctx: TenantCtx, q: ProductExportBody, compositeOnly = false): Promise<ProductRow[]> {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(listWhere(ctx, q), compositeOnly ? eq(products.composite, true) : undefined))
    .orderBy(asc(lowerOf(products.name)), asc(products.id))
    .limit(EXPORT_LIMIT);
  const out: ProductRow[] = [];
  for (let i = 0; i < rows.length; i += 1000) out.push(...(await rowsOut(ctx, rows.slice(i, i + 1000))));
  return out;
}
