import {
  Err,
  type ListResult,
  type OnlineCategoryRow,
  type OnlineCategorySaveBody,
  type OnlineGoodsListQuery,
  type OnlineGoodsRow,
  type OnlineGoodsSaveBody,
  type OnlineHomeSaveBody,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  categories,
  onlineCategories,
  onlineProducts,
  onlinePromoProducts,
  onlinePromos,
  productStores,
  products,
  stockLevels,
} from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { contains, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { findShop, money, type ShopRecord } from './shop-rows';

const op = onlineProducts;

/** On hand of a product in a store, all variants together. */
const onHandIn = (storeId: number) =>
  sql<string>`coalesce((select sum(${stockLevels.onHand}) from ${stockLevels}
    where ${stockLevels.tenantId} = ${products.tenantId} and ${stockLevels.storeId} = ${storeId}
      and ${stockLevels.productId} = ${products.id}), 0)`;

/** The products of the shop's store with their online state (left join: not every one is sold online). */
function goodsOf(ctx: TenantCtx, shop: ShopRecord) {
  return ctx.db
    .select({
      p: products,
      storePrice: productStores.price,
      categoryName: categories.name,
      online: op,
      onHand: onHandIn(shop.storeId),
    })
    .from(products)
    .innerJoin(
      productStores,
      and(
        eq(productStores.tenantId, products.tenantId),
        eq(productStores.productId, products.id),
        eq(productStores.storeId, shop.storeId),
      ),
    )
    .leftJoin(categories, and(eq(categories.tenantId, products.tenantId), eq(categories.id, products.categoryId)))
    .leftJoin(op, and(eq(op.tenantId, products.tenantId), eq(op.shopId, shop.id), eq(op.productId, products.id)));
}

type GoodsRecord = Awaited<ReturnType<ReturnType<typeof goodsOf>['where']>>[number];

/** Tracked stock at 0 or below in the shop's store, and no back-orders: sold out. */
export const isSoldOut = (track: boolean, onHand: string, backorder: boolean) =>
  track && !backorder && new Decimal(onHand).lte(0);

function toGoodsRow(r: GoodsRecord): OnlineGoodsRow {
  const o = r.online;
  return {
    productId: r.p.id,
    name: r.p.name,
    categoryId: r.p.categoryId,
    categoryName: r.categoryName ?? '',
    storePrice: money(r.storePrice),
    onlinePrice: o?.onlinePrice == null ? null : money(o.onlinePrice),
    online: !!o,
    onSale: o?.onSale ?? false,
    sort: o?.sort ?? 0,
    backorder: o?.backorder ?? false,
    homePosition: o?.homePosition ?? null,
    imageKey: r.p.imageKey,
    onlineImageKeys: r.p.onlineImageKeys,
    trackInventory: r.p.trackInventory,
    onHand: new Decimal(r.onHand).toString(),
    soldOut: !!o && isSoldOut(r.p.trackInventory, r.onHand, o.backorder),
  };
}

/** Refuses (20075) product ids not sold in the store. */
async function assertSoldInStore(ctx: TenantCtx, storeId: number, ids: number[]) {
  if (ids.length === 0) return;
  const found = await ctx.db
    .select({ id: productStores.productId })
    .from(productStores)
    .where(
      and(
        eq(productStores.tenantId, ctx.tenantId),
        eq(productStores.storeId, storeId),
        inArray(productStores.productId, ids),
      ),
    );
  if (found.length !== new Set(ids).size) throw new AppError(Err.PRODUCT_MISSING);
}

/** Refuses (20075) product ids not in the shop's online catalogue. */
export async function assertInCatalogue(ctx: TenantCtx, shopId: number, ids: number[]) {
  if (ids.length === 0) return;
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(op)
    .where(and(eq(op.tenantId, ctx.tenantId), eq(op.shopId, shopId), inArray(op.productId, ids)));
  if (n !== new Set(ids).size) throw new AppError(Err.PRODUCT_MISSING);
}

/** A bulk change naming nothing: 20105 ("select the data"). */
const nothingChosen = (ids: number[]) => {
  if (ids.length === 0) throw new AppError(Err.SELECT_DATA_TO_CLEAR);
};

/** Takes products out of the shop's online catalogue, its home page (with the row) and its ads' and themes' lists. */
async function dropProducts(tx: TenantCtx, shopId: number, ids: number[]) {
  if (ids.length === 0) return;
  const promos = tx.db
    .select({ id: onlinePromos.id })
    .from(onlinePromos)
    .where(and(eq(onlinePromos.tenantId, tx.tenantId), eq(onlinePromos.shopId, shopId)));
  await tx.db
    .delete(onlinePromoProducts)
    .where(
      and(
        eq(onlinePromoProducts.tenantId, tx.tenantId),
        inArray(onlinePromoProducts.promoId, promos),
        inArray(onlinePromoProducts.productId, ids),
      ),
    );
  await tx.db.delete(op).where(and(eq(op.tenantId, tx.tenantId), eq(op.shopId, shopId), inArray(op.productId, ids)));
}

/**
 * The shop's online catalogue (`goods`, `type`, `home`): which products and categories are sold online, on or off
 * sale (§4), their online order and price, and the products of the home page in order.
 */
export function createCatalogueService() {
  async function homeList(ctx: TenantCtx, shopId: number): Promise<OnlineGoodsRow[]> {
    const shop = await findShop(ctx, shopId);
    const rows = await goodsOf(ctx, shop)
      .where(and(eq(products.tenantId, ctx.tenantId), isNotNull(op.homePosition)))
      .orderBy(asc(op.homePosition), asc(products.id));
    return rows.map(toGoodsRow);
  }

  return {
    homeList,

    async list(ctx: TenantCtx, q: OnlineGoodsListQuery): Promise<ListResult<OnlineGoodsRow>> {
      const shop = await findShop(ctx, q.shopId);
      const where = and(
        eq(products.tenantId, ctx.tenantId),
        contains(products.searchText, q.keyword?.toLowerCase()),
        q.categoryId === undefined ? undefined : eq(products.categoryId, q.categoryId),
        q.online === undefined ? undefined : q.online ? isNotNull(op.productId) : isNull(op.productId),
        q.onSale === undefined ? undefined : eq(op.onSale, q.onSale),
        q.productIds === undefined ? undefined : inArray(products.id, q.productIds),
      ) as SQL;
      const { limit, offset } = pageWindow(q);
      const rows = await goodsOf(ctx, shop)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { sort: sql`coalesce(${op.sort}, 0)`, name: lowerOf(products.name) },
            { id: products.id, fallback: 'sort', ties: [sql`lower(${products.name})`] },
          ),
        )
        .limit(limit)
        .offset(offset);
      const [{ total }] = await ctx.db
        .select({ total: count() })
        .from(products)
        .innerJoin(
          productStores,
          and(
            eq(productStores.tenantId, products.tenantId),
            eq(productStores.productId, products.id),
            eq(productStores.storeId, shop.storeId),
          ),
        )
        .leftJoin(op, and(eq(op.tenantId, products.tenantId), eq(op.shopId, shop.id), eq(op.productId, products.id)))
        .where(where);
      return { list: rows.map(toGoodsRow), total };
    },

    /** Puts products in the online catalogue or changes them; each must be sold in the shop's store (20075). */
    async save(ctx: TenantCtx, b: OnlineGoodsSaveBody): Promise<null> {
      await inTransaction(ctx, async (tx) => {
        const shop = await findShop(tx, b.shopId, 'no key update');
        await assertSoldInStore(
          tx,
          shop.storeId,
          b.items.map((i) => i.productId),
        );
        await tx.db
          .insert(op)
          .values(b.items.map((i) => ({ tenantId: ctx.tenantId, shopId: shop.id, ...i })))
          .onConflictDoUpdate({
            target: [op.tenantId, op.shopId, op.productId],
            set: {
              onSale: sql`excluded.on_sale`,
              sort: sql`excluded.sort`,
              onlinePrice: sql`excluded.online_price`,
              backorder: sql`excluded.backorder`,
              updatedAt: sql`now()`,
            },
          });
      });
      return null;
    },

    /** On or off sale (§4); every product must be in the catalogue (20075), none named 20105. */
    async setSale(ctx: TenantCtx, shopId: number, ids: number[], onSale: boolean): Promise<null> {
      nothingChosen(ids);
      await inTransaction(ctx, async (tx) => {
        await findShop(tx, shopId, 'no key update');
        await assertInCatalogue(tx, shopId, ids);
        await tx.db
          .update(op)
          .set({ onSale, updatedAt: sql`now()` })
          .where(and(eq(op.tenantId, ctx.tenantId), eq(op.shopId, shopId), inArray(op.productId, ids)));
      });
      return null;
    },

    /** Takes products out of the online catalogue, the home page and the shop's ads and themes. */
    async remove(ctx: TenantCtx, shopId: number, ids: number[]): Promise<null> {
      nothingChosen(ids);
      await inTransaction(ctx, async (tx) => {
        await findShop(tx, shopId, 'no key update');
        await assertInCatalogue(tx, shopId, ids);
        await dropProducts(tx, shopId, ids);
      });
      return null;
    },

    /** Every category of the merchant, with its online state in the shop and its products sold online. */
    async categories(ctx: TenantCtx, shopId: number): Promise<OnlineCategoryRow[]> {
      const shop = await findShop(ctx, shopId);
      const oc = onlineCategories;
      const rows = await ctx.db
        .select({
          c: categories,
          online: oc,
          products: sql<number>`(select count(*)::int from ${op} join ${products}
            on ${products.tenantId} = ${op.tenantId} and ${products.id} = ${op.productId}
            where ${op.tenantId} = ${categories.tenantId} and ${op.shopId} = ${shop.id}
              and ${products.categoryId} = ${categories.id})`,
        })
        .from(categories)
        .leftJoin(
          oc,
          and(eq(oc.tenantId, categories.tenantId), eq(oc.shopId, shop.id), eq(oc.categoryId, categories.id)),
        )
        .where(eq(categories.tenantId, ctx.tenantId))
        .orderBy(sql`coalesce(${oc.sort}, 0)`, lowerOf(categories.name), asc(categories.id));
      return rows.map((r) => ({
        categoryId: r.c.id,
        name: r.c.name,
        color: r.c.color,
        online: !!r.online,
        onSale: r.online?.onSale ?? false,
        sort: r.online?.sort ?? 0,
        products: Number(r.products),
      }));
    },

    /** Sets categories' online state and order (20091 a category that does not exist). */
    async saveCategories(ctx: TenantCtx, b: OnlineCategorySaveBody): Promise<null> {
      await inTransaction(ctx, async (tx) => {
        await findShop(tx, b.shopId, 'no key update');
        const ids = b.items.map((i) => i.categoryId);
        const [{ n }] = await tx.db
          .select({ n: count() })
          .from(categories)
          .where(and(eq(categories.tenantId, ctx.tenantId), inArray(categories.id, ids)));
        if (n !== ids.length) throw new AppError(Err.CATEGORY_MISSING);
        const oc = onlineCategories;
        await tx.db
          .insert(oc)
          .values(b.items.map((i) => ({ tenantId: ctx.tenantId, shopId: b.shopId, ...i })))
          .onConflictDoUpdate({
            target: [oc.tenantId, oc.shopId, oc.categoryId],
            set: { onSale: sql`excluded.on_sale`, sort: sql`excluded.sort` },
          });
      });
      return null;
    },

    /**
     * Takes categories out of the shop (none named 20105; one not online in the shop 20091): their online state and
     * order, and their products in the online catalogue with them, so nothing of a removed category is sold online.
     */
    async removeCategories(ctx: TenantCtx, shopId: number, ids: number[]): Promise<null> {
      nothingChosen(ids);
      await inTransaction(ctx, async (tx) => {
        await findShop(tx, shopId, 'no key update');
        const oc = onlineCategories;
        const mine = and(eq(oc.tenantId, ctx.tenantId), eq(oc.shopId, shopId), inArray(oc.categoryId, ids));
        const online = await tx.db.select({ id: oc.categoryId }).from(oc).where(mine).for('no key update');
        if (online.length !== new Set(ids).size) throw new AppError(Err.CATEGORY_MISSING);
        const goods = await tx.db
          .select({ id: op.productId })
          .from(op)
          .innerJoin(products, and(eq(products.tenantId, op.tenantId), eq(products.id, op.productId)))
          .where(and(eq(op.tenantId, ctx.tenantId), eq(op.shopId, shopId), inArray(products.categoryId, ids)));
        await dropProducts(
          tx,
          shopId,
          goods.map((g) => g.id),
        );
        await tx.db.delete(oc).where(mine);
      });
      return null;
    },

    /** Replaces the home page's products, in order; each must be in the online catalogue (20075). */
    async saveHome(ctx: TenantCtx, b: OnlineHomeSaveBody): Promise<OnlineGoodsRow[]> {
      await inTransaction(ctx, async (tx) => {
        await findShop(tx, b.shopId, 'no key update');
        await assertInCatalogue(tx, b.shopId, b.productIds);
        const mine = and(eq(op.tenantId, ctx.tenantId), eq(op.shopId, b.shopId));
        await tx.db.update(op).set({ homePosition: null }).where(mine);
        for (const [position, productId] of b.productIds.entries()) {
          await tx.db
            .update(op)
            .set({ homePosition: position })
            .where(and(mine, eq(op.productId, productId)));
        }
      });
      return homeList(ctx, b.shopId);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
