import {
  Err,
  type ListResult,
  type PriceListQuery,
  type PriceRow,
  type PriceSaveBody,
  type PriceSaveManyBody,
  type SortListQuery,
  type SortRow,
  type SortSaveBody,
} from '@tillbook/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productStores, products, productVariantStores, productVariants, stores } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { lowerOf, orderFor, pageWindow } from '../../platform/list';
import { canSeeStore, storeScope } from '../../platform/scope';
import { variantStoresOf } from './products.read';
import type { ProductsService } from './products.service';

type PriceInput = PriceSaveManyBody['prices'][number];

const inCategory = (categoryId: number | null) =>
  categoryId === null ? sql`${products.categoryId} is null` : eq(products.categoryId, categoryId);

/**
 * Sort (goodsSort): the order of the products of a category as the POS shows them. Prices (goodsPrice,
 * goodsPriceEdit, goodsPriceEditMulte): the per-store price and cost rows of products, edited one product or many
 * at once; only stores where the product is already sold, and only the caller's stores (20037 otherwise).
 */
/** The variants' prices in each row's store (rows of products without variants get none). */
async function withVariants(ctx: TenantCtx, rows: Omit<PriceRow, 'variants'>[]): Promise<PriceRow[]> {
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const variants = productIds.length
    ? await ctx.db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          name: productVariants.name,
          price: productVariants.price,
          cost: productVariants.cost,
        })
        .from(productVariants)
        .where(and(eq(productVariants.tenantId, ctx.tenantId), inArray(productVariants.productId, productIds)))
        .orderBy(asc(productVariants.position), asc(productVariants.id))
    : [];
  const storeIds = [...new Set(rows.map((r) => r.storeId))];
  const prices = await variantStoresOf(ctx, productIds, variants, storeIds);
  return rows.map((r) => ({
    ...r,
    variants: variants
      .filter((v) => v.productId === r.productId)
      .flatMap((v) => {
        const here = prices.get(v.id)?.find((p) => p.storeId === r.storeId);
        return here ? [{ variantId: v.id, name: v.name, price: here.price, cost: here.cost }] : [];
      }),
  }));
}

export function createPricesService(productsSvc: ProductsService) {
  async function setPrices(tx: TenantCtx, rows: PriceInput[]): Promise<void> {
    const seen = new Set<string>();
    for (const r of rows) {
      const k = `${r.productId}:${r.storeId}`;
      if (seen.has(k)) throw new AppError(Err.ADDED_REPEATEDLY);
      seen.add(k);
      if (!canSeeStore(tx, r.storeId)) throw new AppError(Err.NO_DATA);
    }
    for (const productId of new Set(rows.map((r) => r.productId))) await productsSvc.find(tx, productId);
    for (const r of rows) {
      const updated = await tx.db
        .update(productStores)
        .set({ price: r.price, ...(r.cost !== undefined && { cost: r.cost }) })
        .where(
          and(
            eq(productStores.tenantId, tx.tenantId),
            eq(productStores.productId, r.productId),
            eq(productStores.storeId, r.storeId),
          ),
        )
        .returning({ id: productStores.productId });
      if (updated.length === 0) throw new AppError(Err.NO_DATA);
      if (r.variants?.length) await setVariantPrices(tx, r.productId, r.storeId, r.variants);
    }
  }

  /** A store's prices of some variants of the product (another product's variant → 20037). */
  async function setVariantPrices(
    tx: TenantCtx,
    productId: number,
    storeId: number,
    prices: NonNullable<PriceInput['variants']>,
  ) {
    const ids = prices.map((p) => p.variantId);
    const found = await tx.db
      .select({ id: productVariants.id, price: productVariants.price, cost: productVariants.cost })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.tenantId, tx.tenantId),
          eq(productVariants.productId, productId),
          inArray(productVariants.id, ids),
        ),
      );
    if (found.length !== ids.length) throw new AppError(Err.NO_DATA);
    const byId = new Map(found.map((v) => [v.id, v]));
    await tx.db
      .insert(productVariantStores)
      .values(
        prices.map((p) => ({
          tenantId: tx.tenantId,
          variantId: p.variantId,
          productId,
          storeId,
          price: p.price,
          cost: p.cost ?? byId.get(p.variantId)?.cost ?? '0',
        })),
      )
      .onConflictDoUpdate({
        target: [productVariantStores.tenantId, productVariantStores.variantId, productVariantStores.storeId],
        // A cost left out keeps the one there.
        set: {
          price: sql`excluded.price`,
          cost: prices.every((p) => p.cost !== undefined) ? sql`excluded.cost` : sql`${productVariantStores.cost}`,
        },
      });
  }

  return {
    async sortList(ctx: TenantCtx, q: SortListQuery): Promise<SortRow[]> {
      return ctx.db
        .select({ id: products.id, name: products.name, sort: products.sort })
        .from(products)
        .where(and(eq(products.tenantId, ctx.tenantId), inCategory(q.categoryId), productsSvc.visible(ctx)))
        .orderBy(asc(products.sort), asc(products.id))
        .limit(5000);
    },

    /** Gives the listed products of the category sort 1, 2, …; products not listed keep theirs, after them. */
    async sortSave(ctx: TenantCtx, b: SortSaveBody): Promise<SortRow[]> {
      if (new Set(b.productIds).size !== b.productIds.length) throw new AppError(Err.ADDED_REPEATEDLY);
      await inTransaction(ctx, async (tx) => {
        const found = await tx.db
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.tenantId, tx.tenantId),
              inArray(products.id, b.productIds),
              inCategory(b.categoryId),
              productsSvc.visible(tx),
            ),
          );
        if (found.length !== b.productIds.length) throw new AppError(Err.PRODUCT_MISSING);
        await tx.db.execute(sql`
          update products p set sort = v.pos from (select unnest(${sql.raw(`ARRAY[${b.productIds.join(',')}]::bigint[]`)}) as id,
            generate_series(1, ${b.productIds.length}) as pos) v
          where p.tenant_id = ${tx.tenantId} and p.id = v.id`);
        await tx.db.execute(sql`
          update products set sort = sort + ${b.productIds.length}
          where tenant_id = ${tx.tenantId} and ${inCategory(b.categoryId)}
            and id not in (${sql.join(
              b.productIds.map((i) => sql`${i}`),
              sql`, `,
            )})`);
      });
      return this.sortList(ctx, { categoryId: b.categoryId });
    },

    async priceList(ctx: TenantCtx, q: PriceListQuery): Promise<ListResult<PriceRow>> {
      const keyword = q.keyword ? sql`strpos(${products.searchText}, lower(${q.keyword})) > 0` : undefined;
      const where = and(
        eq(productStores.tenantId, ctx.tenantId),
        storeScope(ctx, productStores.storeId),
        q.storeId ? eq(productStores.storeId, q.storeId) : undefined,
        q.categoryId ? eq(products.categoryId, q.categoryId) : undefined,
        keyword,
      );
      const from = () =>
        ctx.db
          .select({
            productId: productStores.productId,
            productName: products.name,
            storeId: productStores.storeId,
            storeName: stores.name,
            price: productStores.price,
            cost: productStores.cost,
          })
          .from(productStores)
          .innerJoin(
            products,
            and(eq(products.tenantId, productStores.tenantId), eq(products.id, productStores.productId)),
          )
          .innerJoin(stores, and(eq(stores.tenantId, productStores.tenantId), eq(stores.id, productStores.storeId)));
      const { limit, offset } = pageWindow(q);
      const list = await from()
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(products.name), price: productStores.price, store: productStores.storeId },
            { id: productStores.productId, fallback: [lowerOf(products.name)] },
          ),
          asc(productStores.storeId),
        )
        .limit(limit)
        .offset(offset);
      const [{ n }] = await ctx.db
        .select({ n: sql<number>`count(*)` })
        .from(productStores)
        .innerJoin(
          products,
          and(eq(products.tenantId, productStores.tenantId), eq(products.id, productStores.productId)),
        )
        .where(where);
      return { list: await withVariants(ctx, list), total: Number(n) };
    },

    async priceSave(ctx: TenantCtx, b: PriceSaveBody): Promise<null> {
      await inTransaction(ctx, (tx) =>
        setPrices(
          tx,
          b.prices.map((p) => ({ ...p, productId: b.productId })),
        ),
      );
      return null;
    },

    async priceSaveMany(ctx: TenantCtx, b: PriceSaveManyBody): Promise<null> {
      await inTransaction(ctx, (tx) => setPrices(tx, b.prices));
      return null;
    },
  };
}
