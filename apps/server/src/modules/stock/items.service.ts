import type { StockItemQuery, StockItemRow } from '@tillbook/contract';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { productStores, products, productVariantStores, productVariants, stockLevels } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { containsPattern, pageWindow } from '../../platform/list';
import { decimalText, itemInfo, visibleStoreName } from './stock-queries';

/**
 * The item picker of every stock document (POST /m/stock/items): the tracked products sold in a store, one row per
 * variant (a product without variants is one row), with on hand and average cost from the ledger's levels, the
 * cost a purchase starts from (a variant's own cost, else the product's default purchase cost) and its price in that
 * store. The keyword matches the product's name, SKU or
 * barcode (all its variants are shown) or a variant's name, SKU or barcode (that variant is shown). A variant's price
 * is its own in that store when the catalogue has one.
 */
export async function listStockItems(
  ctx: TenantCtx,
  q: StockItemQuery,
): Promise<{ list: StockItemRow[]; total: number }> {
  await visibleStoreName(ctx, q.storeId);
  const kw = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = and(
    eq(products.tenantId, ctx.tenantId),
    eq(products.trackInventory, true),
    q.compositeOnly ? eq(products.composite, true) : undefined,
    q.categoryId === undefined ? undefined : eq(products.categoryId, q.categoryId),
    kw
      ? or(
          ilike(products.name, kw),
          ilike(products.sku, kw),
          ilike(products.barcode, kw),
          ilike(productVariants.name, kw),
          ilike(productVariants.sku, kw),
          ilike(productVariants.barcode, kw),
        )
      : undefined,
  );
  const soldHere = and(
    eq(productStores.tenantId, products.tenantId),
    eq(productStores.productId, products.id),
    eq(productStores.storeId, q.storeId),
  );
  const variantsOf = and(eq(productVariants.tenantId, products.tenantId), eq(productVariants.productId, products.id));
  const levelHere = and(
    eq(stockLevels.tenantId, products.tenantId),
    eq(stockLevels.storeId, q.storeId),
    eq(stockLevels.productId, products.id),
    sql`${stockLevels.variantId} = coalesce(${productVariants.id}, 0)`,
  );

  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(products)
    .innerJoin(productStores, soldHere)
    .leftJoin(productVariants, variantsOf)
    .where(where);
  const { limit, offset } = pageWindow(q);
  const rows = await ctx.db
    .select({
      ...itemInfo(productVariants.id),
      onHand: decimalText(sql`coalesce(${stockLevels.onHand}, 0)`),
      averageCost: decimalText(sql`coalesce(${stockLevels.averageCost}, 0)`),
      purchaseCost: sql<string>`coalesce(${productVariants.cost}, ${products.purchaseCost})`,
      // A variant's own price in the store when it has one, else the product's.
      price: sql<string>`coalesce(${productVariantStores.price}, ${productStores.price})`,
      composite: products.composite,
    })
    .from(products)
    .innerJoin(productStores, soldHere)
    .leftJoin(productVariants, variantsOf)
    .leftJoin(
      productVariantStores,
      and(
        eq(productVariantStores.tenantId, products.tenantId),
        eq(productVariantStores.variantId, productVariants.id),
        eq(productVariantStores.storeId, q.storeId),
      ),
    )
    .leftJoin(stockLevels, levelHere)
    .where(where)
    .orderBy(sql`lower(${products.name})`, asc(products.id), asc(productVariants.position), asc(productVariants.id))
    .limit(limit)
    .offset(offset);
  return { list: rows, total };
}
