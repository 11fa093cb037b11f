import { Err, type StockItemInfo, type StockItemRef } from '@tillbook/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { productStores, products, productVariants } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';

/** An item a stock document may name, with what its lines show. */
export interface StockItem extends StockItemInfo {
  composite: boolean;
  /** What a purchase of the item starts from: a variant's own cost, else the product's default purchase cost. */
  purchaseCost: string;
}

export const itemKey = (m: { productId: number; variantId: number | null }) => `${m.productId}:${m.variantId ?? 0}`;

/**
 * Checks the items of a document's lines and answers them by `itemKey`: each product exists, tracks inventory and is
 * sold in every store of `storeIds` (else 20075); a product with variants is named with one of its variants and one
 * without variants without (else 1001, issue on the line).
 */
export async function resolveItems(
  ctx: TenantCtx,
  storeIds: readonly number[],
  refs: readonly StockItemRef[],
): Promise<Map<string, StockItem>> {
  const productIds = [...new Set(refs.map((r) => r.productId))];
  if (productIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      barcode: products.barcode,
      unit: products.unit,
      trackInventory: products.trackInventory,
      composite: products.composite,
      purchaseCost: products.purchaseCost,
    })
    .from(products)
    .where(and(eq(products.tenantId, ctx.tenantId), inArray(products.id, productIds)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sold = await ctx.db
    .select({ productId: productStores.productId, storeId: productStores.storeId })
    .from(productStores)
    .where(and(eq(productStores.tenantId, ctx.tenantId), inArray(productStores.productId, productIds)));
  const soldIn = new Set(sold.map((s) => `${s.productId}:${s.storeId}`));
  const variants = await ctx.db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      name: productVariants.name,
      sku: productVariants.sku,
      barcode: productVariants.barcode,
      cost: productVariants.cost,
    })
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, ctx.tenantId), inArray(productVariants.productId, productIds)));
  const hasVariants = new Set(variants.map((v) => v.productId));
  const variantById = new Map(variants.map((v) => [v.id, v]));

  const out = new Map<string, StockItem>();
  refs.forEach((ref, i) => {
    const p = byId.get(ref.productId);
    if (!p?.trackInventory || storeIds.some((s) => !soldIn.has(`${p.id}:${s}`)))
      throw new AppError(Err.PRODUCT_MISSING, { productId: ref.productId });
    const variant = ref.variantId === null ? undefined : variantById.get(ref.variantId);
    if (hasVariants.has(p.id) ? variant?.productId !== p.id : ref.variantId !== null)
      throw new AppError(Err.PARAM, {
        issues: [{ path: `lines.${i}.variantId`, message: 'a variant of this product is needed (or none)' }],
      });
    out.set(itemKey(ref), {
      productId: p.id,
      variantId: variant?.id ?? null,
      productName: p.name,
      variantName: variant?.name ?? null,
      sku: variant?.sku || p.sku,
      barcode: variant?.barcode || p.barcode,
      unit: p.unit,
      composite: p.composite,
      purchaseCost: variant?.cost ?? p.purchaseCost,
    });
  });
  return out;
}
