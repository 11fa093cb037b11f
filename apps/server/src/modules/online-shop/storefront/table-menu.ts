// The menu a table's phones order from: the store's catalogue at the store's prices, as its POS sells it (every
// product sold in the store, with variants and modifier items), in the storefront's product shapes so that the pages
// show it with the shop's components. A tracked product with nothing on hand in the store is sold out and not
// orderable (20107), as in the online shop.
import { Err, type StorefrontCategory, type StorefrontProduct } from '@tillbook/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  categories,
  modifierItems,
  modifiers,
  productModifiers,
  productStores,
  products,
  productVariantStores,
  productVariants,
} from '../../../db/schema';
import type { TenantCtx } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { lowerOf } from '../../../platform/list';
import { isSoldOut } from '../catalogue.service';
import { money } from '../shop-rows';

/** The store's products with their store price and stock (`where` narrows them). */
const storeProducts = (tx: TenantCtx, storeId: number, where?: ReturnType<typeof and>) =>
  tx.db
    .select({ p: products, price: productStores.price, onHand: productStores.onHand })
    .from(products)
    .innerJoin(
      productStores,
      and(
        eq(productStores.tenantId, products.tenantId),
        eq(productStores.productId, products.id),
        eq(productStores.storeId, storeId),
      ),
    )
    .where(and(eq(products.tenantId, tx.tenantId), where));

/** The store's menu: its categories (those with a product, by name) and its products in the POS's order. */
export async function tableMenu(
  tx: TenantCtx,
  storeId: number,
): Promise<{ categories: StorefrontCategory[]; products: StorefrontProduct[] }> {
  const rows = await storeProducts(tx, storeId).orderBy(asc(products.sort), lowerOf(products.name), asc(products.id));
  if (rows.length === 0) return { categories: [], products: [] };
  const ids = rows.map((r) => r.p.id);
  const categoryIds = [...new Set(rows.flatMap((r) => (r.p.categoryId === null ? [] : [r.p.categoryId])))];
  const [cats, variants, mods] = await Promise.all([
    categoryIds.length === 0
      ? []
      : tx.db
          .select()
          .from(categories)
          .where(and(eq(categories.tenantId, tx.tenantId), inArray(categories.id, categoryIds)))
          .orderBy(lowerOf(categories.name), asc(categories.id)),
    tx.db
      .select({ v: productVariants, storePrice: productVariantStores.price })
      .from(productVariants)
      .leftJoin(
        productVariantStores,
        and(
          eq(productVariantStores.tenantId, productVariants.tenantId),
          eq(productVariantStores.variantId, productVariants.id),
          eq(productVariantStores.storeId, storeId),
        ),
      )
      .where(and(eq(productVariants.tenantId, tx.tenantId), inArray(productVariants.productId, ids)))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    tx.db
      .select({ productId: productModifiers.productId, m: modifiers, item: modifierItems })
      .from(productModifiers)
      .innerJoin(
        modifiers,
        and(eq(modifiers.tenantId, productModifiers.tenantId), eq(modifiers.id, productModifiers.modifierId)),
      )
      .innerJoin(
        modifierItems,
        and(eq(modifierItems.tenantId, modifiers.tenantId), eq(modifierItems.modifierId, modifiers.id)),
      )
      .where(and(eq(productModifiers.tenantId, tx.tenantId), inArray(productModifiers.productId, ids)))
      .orderBy(lowerOf(modifiers.name), asc(modifiers.id), asc(modifierItems.position), asc(modifierItems.id)),
  ]);

  const menu = rows.map(({ p, price, onHand }): StorefrontProduct => {
    const own = variants
      .filter((r) => r.v.productId === p.id)
      .map((r) => ({ id: r.v.id, name: r.v.name, values: r.v.values, price: money(r.storePrice ?? r.v.price) }));
    const groups = new Map<number, StorefrontProduct['modifiers'][number]>();
    for (const { productId, m, item } of mods) {
      if (productId !== p.id) continue;
      let g = groups.get(m.id);
      if (!g) {
        // The catalogue has no "required" flag on a product's modifiers: every choice is optional.
        g = { id: m.id, name: m.name, required: false, items: [] };
        groups.set(m.id, g);
      }
      const storePrice = item.stores.find((s) => s.storeId === storeId)?.price;
      g.items.push({ id: item.id, name: item.name, price: money(storePrice ?? item.price) });
    }
    const cheapest = own.reduce<string | null>(
      (min, v) => (min === null || Number(v.price) < Number(min) ? v.price : min),
      null,
    );
    return {
      productId: p.id,
      name: p.name,
      categoryId: p.categoryId,
      price: money(cheapest ?? price),
      imageKey: p.imageKey,
      onlineImageKeys: p.onlineImageKeys,
      soldOut: isSoldOut(p.trackInventory, onHand, false),
      hasVariants: own.length > 0,
      hasModifiers: groups.size > 0,
      description: p.description,
      variantOptions: p.variantOptions,
      variants: own,
      modifiers: [...groups.values()],
    };
  });
  return { categories: cats.map((c) => ({ categoryId: c.id, name: c.name, color: c.color })), products: menu };
}

/**
 * Checks the lines a phone sends against the store's catalogue before pricing: 20106 none, 20105 a product with
 * variants and none chosen, 20107 a tracked product sold out. (A product not sold in the store: 20075 when priced.)
 */
export async function assertOrderable(
  tx: TenantCtx,
  storeId: number,
  lines: { productId: number; variantId?: number | null }[],
): Promise<void> {
  if (lines.length === 0) throw new AppError(Err.CART_EMPTY);
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = await storeProducts(tx, storeId, and(inArray(products.id, ids)));
  const withVariants = await tx.db
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tx.tenantId), inArray(productVariants.productId, ids)));
  const hasVariants = new Set(withVariants.map((r) => r.productId));
  const unchosen = lines.find((l) => !l.variantId && hasVariants.has(l.productId));
  if (unchosen) throw new AppError(Err.SELECT_DATA_TO_CLEAR, { productId: unchosen.productId });
  const soldOut = rows.find((r) => isSoldOut(r.p.trackInventory, r.onHand, false));
  if (soldOut) throw new AppError(Err.GO_TO_CART, { productId: soldOut.p.id });
}

/** Whether `key` is a picture of a product sold in the store (what the table's menu shows). */
export async function menuShowsImage(tx: TenantCtx, storeId: number, key: string): Promise<boolean> {
  const [row] = await storeProducts(
    tx,
    storeId,
    or(eq(products.imageKey, key), sql`${key} = any(${products.onlineImageKeys})`),
  ).limit(1);
  return Boolean(row);
}
