import { Err, isQuantityOf, type ProductDetail, type ProductSaveBody, type ProductUnit } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { productStores, products } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError, paramError, uniqueOr } from '../../platform/errors';
import { canSeeStore, ownRow } from '../../platform/scope';
import type { CatalogImages } from './images';
import { allProducts, findProduct, productDetail, productList, visible } from './products.read';
import {
  assertCodesFree,
  assertReferences,
  codesOf,
  componentCost,
  isComponent,
  refreshComposites,
  replaceLinks,
  writeCodes,
  writeStores,
  writeVariantStores,
  writeVariants,
} from './products.write';

/**
 * Products (goodsList, addGoods). A product is visible to a store-bound caller when it is sold in one of their
 * stores; they see (and change) the per-store rows of their stores only, the other stores' rows are kept as they
 * are. Another tenant's product, or one the caller cannot see, answers 20075. Reading is in products.read.ts, the
 * parts of a save in products.write.ts.
 */
export function createProductsService(images: CatalogImages) {
  async function save(ctx: TenantCtx, b: ProductSaveBody): Promise<ProductDetail> {
    for (const [i, s] of b.stores.entries())
      for (const f of ['minStock', 'bestStock'] as const)
        if (!isQuantityOf(b.unit as ProductUnit, s[f])) throw paramError(`stores.${i}.${f}`, 'whole pieces only');
    await assertReferences(ctx, images, b);
    const id = await uniqueOr(Err.SKU_REPEATED, () =>
      inTransaction(ctx, async (tx) => {
        if (b.id !== undefined) {
          await findProduct(tx, b.id);
          if (b.composite && (await isComponent(tx, b.id)))
            throw paramError('composite', 'a component of a composite cannot be composite');
        }
        const cost = await componentCost(tx, b);
        const fields = {
          name: b.name,
          categoryId: b.categoryId,
          unit: b.unit,
          trackInventory: b.trackInventory,
          price: b.price,
          cost,
          barcode: b.barcode,
          sku: b.sku,
          description: b.description,
          supplierId: b.supplierId,
          purchaseCost: b.purchaseCost,
          logoColor: b.logoColor,
          logoShape: b.logoShape,
          imageKey: b.imageKey,
          onlineImageKeys: b.onlineImageKeys,
          composite: b.composite,
          variantOptions: b.variantOptions,
        };
        await assertCodesFree(
          tx,
          b.id,
          codesOf(
            b,
            b.variants.map(() => 0),
          ),
        );
        let id = b.id;
        if (id === undefined) {
          // New products go last in their category (goodsSort).
          const [{ next }] = await tx.db
            .select({ next: sql<number>`coalesce(max(${products.sort}), 0) + 1` })
            .from(products)
            .where(
              and(
                eq(products.tenantId, tx.tenantId),
                b.categoryId === null ? sql`${products.categoryId} is null` : eq(products.categoryId, b.categoryId),
              ),
            );
          const [created] = await tx.db
            .insert(products)
            .values({ tenantId: tx.tenantId, ...fields, sort: Number(next) })
            .returning({ id: products.id });
          id = created.id;
        } else {
          await tx.db
            .update(products)
            .set({ ...fields, updatedAt: new Date() })
            .where(and(eq(products.tenantId, tx.tenantId), eq(products.id, id)));
        }
        const variantIds = await writeVariants(tx, id, b);
        await writeCodes(tx, id, codesOf(b, variantIds));
        await writeStores(tx, id, b);
        await writeVariantStores(tx, id, b, variantIds);
        await replaceLinks(tx, id, b);
        if (!b.composite) await refreshComposites(tx, id);
        return id;
      }),
    );
    return productDetail(ctx, id);
  }

  /**
   * Deletes a product. Refused (20055) while it is a component of a composite, and (20041) for a store-bound
   * caller when it is also sold in a store they cannot see.
   */
  async function remove(ctx: TenantCtx, id: number): Promise<null> {
    await findProduct(ctx, id);
    if (ctx.storeIds !== 'all') {
      const rows = await ctx.db
        .select({ storeId: productStores.storeId })
        .from(productStores)
        .where(and(eq(productStores.tenantId, ctx.tenantId), eq(productStores.productId, id)));
      if (rows.some((r) => !canSeeStore(ctx, r.storeId))) throw new AppError(Err.NO_PERMISSION);
    }
    if (await isComponent(ctx, id)) throw new AppError(Err.CANNOT_DELETE);
    await ctx.db.delete(products).where(ownRow(products, ctx, id));
    return null;
  }

  return {
    list: productList,
    detail: productDetail,
    all: allProducts,
    save,
    remove,
    find: findProduct,
    visible,
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
