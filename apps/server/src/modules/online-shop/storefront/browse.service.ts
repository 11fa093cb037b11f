// Browsing a shop (public, by its code): the shop and the settings the storefront needs, the home products, ads and
// themes (normal ones only), categories, search, one product with its variants and modifiers, and the images shown.
// Only what is on sale online is found: a product off sale, out of the online catalogue or of a category taken off
// sale answers 20037, as does an ad or theme that is frozen or deleted.
import {
  Err,
  type ListResult,
  type PromoImage,
  type PromoKind,
  SLOT_MINUTES,
  type StorefrontCategory,
  type StorefrontGoodsQuery,
  type StorefrontGoodsRow,
  type StorefrontHome,
  type StorefrontProduct,
  type StorefrontPromo,
  type StorefrontShop,
} from '@tillbook/contract';
import { and, asc, count, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  categories,
  modifierItems,
  modifiers,
  onlineCategories,
  onlineProducts,
  onlinePromoProducts,
  onlinePromos,
  productModifiers,
  productStores,
  products,
  productVariantStores,
  productVariants,
  stockLevels,
} from '../../../db/schema';
import type { Ctx, TenantCtx } from '../../../platform/context';
import type { Deps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { isTenantUploadKey } from '../../../platform/files';
import { storedImage } from '../../../platform/images';
import { containsPattern, lowerOf, pageWindow } from '../../../platform/list';
import { isSoldOut } from '../catalogue.service';
import { storeTimeZone } from '../opening-hours';
import { money, type ShopRecord } from '../shop-rows';
import { type ShopAtCode, shopAt, shopTenantCtx } from './shop-access';

const op = onlineProducts;
const oc = onlineCategories;

/** Joins the shop's online catalogue with the products, their store rows and their online categories. */
function joinCatalogue<T extends PgSelect>(q: T, shop: ShopRecord) {
  return q
    .innerJoin(products, and(eq(products.tenantId, op.tenantId), eq(products.id, op.productId)))
    .innerJoin(
      productStores,
      and(
        eq(productStores.tenantId, products.tenantId),
        eq(productStores.productId, products.id),
        eq(productStores.storeId, shop.storeId),
      ),
    )
    .leftJoin(
      oc,
      and(eq(oc.tenantId, products.tenantId), eq(oc.shopId, op.shopId), eq(oc.categoryId, products.categoryId)),
    );
}

/** The shop's products with what a shopper sees of them (filter with `onSaleIn`). */
const sellable = (tx: TenantCtx, shop: ShopRecord) =>
  tx.db
    .select({
      p: products,
      storePrice: productStores.price,
      onlinePrice: op.onlinePrice,
      backorder: op.backorder,
      onHand: sql<string>`coalesce((select sum(${stockLevels.onHand}) from ${stockLevels}
      where ${stockLevels.tenantId} = ${products.tenantId} and ${stockLevels.storeId} = ${shop.storeId}
        and ${stockLevels.productId} = ${products.id}), 0)`,
      variantPrice: sql<string | null>`(select min(${productVariantStores.price}) from ${productVariantStores}
      where ${productVariantStores.tenantId} = ${products.tenantId} and ${productVariantStores.productId} = ${products.id}
        and ${productVariantStores.storeId} = ${shop.storeId})`,
      hasModifiers: sql<boolean>`exists (select 1 from ${productModifiers}
      where ${productModifiers.tenantId} = ${products.tenantId} and ${productModifiers.productId} = ${products.id})`,
    })
    .from(op)
    .innerJoin(products, and(eq(products.tenantId, op.tenantId), eq(products.id, op.productId)))
    .innerJoin(
      productStores,
      and(
        eq(productStores.tenantId, products.tenantId),
        eq(productStores.productId, products.id),
        eq(productStores.storeId, shop.storeId),
      ),
    )
    .leftJoin(
      oc,
      and(eq(oc.tenantId, products.tenantId), eq(oc.shopId, op.shopId), eq(oc.categoryId, products.categoryId)),
    );

/** The WHERE of `sellable`: the shop's, on sale, and the category (when online) on sale too. */
const onSaleIn = (shop: ShopRecord): SQL =>
  and(
    eq(op.tenantId, shop.tenantId),
    eq(op.shopId, shop.id),
    eq(op.onSale, true),
    or(sql`${oc.onSale} is null`, eq(oc.onSale, true)),
  ) as SQL;

type SellableRow = Awaited<ReturnType<ReturnType<typeof sellable>['where']>>[number];

function toRow(r: SellableRow): StorefrontGoodsRow {
  const hasVariants = r.variantPrice !== null;
  return {
    productId: r.p.id,
    name: r.p.name,
    categoryId: r.p.categoryId,
    price: money(hasVariants ? r.variantPrice : (r.onlinePrice ?? r.storePrice)),
    imageKey: r.p.imageKey,
    onlineImageKeys: r.p.onlineImageKeys,
    soldOut: isSoldOut(r.p.trackInventory, r.onHand, r.backorder),
    hasVariants,
    hasModifiers: !!r.hasModifiers,
  };
}

export function createBrowseService(deps: Deps) {
  async function shopInfo(ctx: Ctx, at: ShopAtCode): Promise<StorefrontShop> {
    const s = at.shop;
    return {
      code: s.code,
      name: s.name,
      storeName: at.storeName,
      sysCurrencyId: Number(at.currencyId),
      open: s.open,
      delivery: s.delivery,
      pickup: s.pickup,
      payOnDelivery: s.payOnDelivery,
      payInStore: s.payInStore,
      guestCheckout: s.guestCheckout,
      orderLimit: money(s.orderLimit),
      defaultOrderType: s.defaultOrderType,
      feeBasis: s.feeBasis,
      deliveryFees: s.deliveryFees,
      freeDeliveryAbove: s.freeDeliveryAbove === null ? null : money(s.freeDeliveryAbove),
      backgroundColor: s.backgroundColor,
      openingHours: s.openingHours,
      timeZone: await storeTimeZone(shopTenantCtx(ctx, s, null), s.storeId),
      preparationMinutes: s.preparationMinutes,
      slotMinutes: SLOT_MINUTES,
      slotCap: s.slotCap,
    };
  }

  async function promos(tx: TenantCtx, shop: ShopRecord, kind: PromoKind): Promise<StorefrontPromo[]> {
    const rows = await tx.db
      .select()
      .from(onlinePromos)
      .where(
        and(
          eq(onlinePromos.tenantId, shop.tenantId),
          eq(onlinePromos.shopId, shop.id),
          eq(onlinePromos.kind, kind),
          eq(onlinePromos.status, 'normal'),
        ),
      )
      .orderBy(asc(onlinePromos.sort), asc(onlinePromos.id));
    if (rows.length === 0) return [];
    const pp = onlinePromoProducts;
    const goods = await sellable(tx, shop)
      .innerJoin(pp, and(eq(pp.tenantId, op.tenantId), eq(pp.productId, op.productId)))
      .where(
        and(
          onSaleIn(shop),
          inArray(
            pp.promoId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(pp.position));
    // The promo each product row came through is not in the row: read the pairs once.
    const pairs = await tx.db
      .select({ promoId: pp.promoId, productId: pp.productId })
      .from(pp)
      .where(
        and(
          eq(pp.tenantId, shop.tenantId),
          inArray(
            pp.promoId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(pp.position));
    const byProduct = new Map(goods.map((g) => [g.p.id, toRow(g)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      sort: r.sort,
      imageKey: r.imageKey,
      products: pairs.flatMap((p) => {
        const row = p.promoId === r.id ? byProduct.get(p.productId) : undefined;
        return row ? [row] : [];
      }),
    }));
  }

  /** The categories with a product on sale, in the shop's online order. */
  async function categoriesOf(tx: TenantCtx, shop: ShopRecord): Promise<StorefrontCategory[]> {
    const ids = await joinCatalogue(tx.db.selectDistinct({ id: products.categoryId }).from(op).$dynamic(), shop).where(
      and(onSaleIn(shop), isNotNull(products.categoryId)),
    );
    if (ids.length === 0) return [];
    const rows = await tx.db
      .select({ c: categories })
      .from(categories)
      .leftJoin(oc, and(eq(oc.tenantId, categories.tenantId), eq(oc.shopId, shop.id), eq(oc.categoryId, categories.id)))
      .where(
        and(
          eq(categories.tenantId, shop.tenantId),
          inArray(categories.id, [...new Set(ids.map((r) => r.id as number))]),
        ),
      )
      .orderBy(sql`coalesce(${oc.sort}, 0)`, lowerOf(categories.name), asc(categories.id));
    return rows.map((r) => ({ categoryId: r.c.id, name: r.c.name, color: r.c.color }));
  }

  return {
    async info(ctx: Ctx, code: string): Promise<StorefrontShop> {
      return shopInfo(ctx, await shopAt(ctx, code));
    },

    async home(ctx: Ctx, code: string): Promise<StorefrontHome> {
      const at = await shopAt(ctx, code);
      const tx = shopTenantCtx(ctx, at.shop, null);
      const home = await sellable(tx, at.shop)
        .where(and(onSaleIn(at.shop), isNotNull(op.homePosition)))
        .orderBy(asc(op.homePosition), asc(products.id));
      return {
        shop: await shopInfo(ctx, at),
        home: home.map(toRow),
        ads: await promos(tx, at.shop, 'ad'),
        themes: await promos(tx, at.shop, 'theme'),
        categories: await categoriesOf(tx, at.shop),
      };
    },

    async categories(ctx: Ctx, code: string): Promise<StorefrontCategory[]> {
      const at = await shopAt(ctx, code);
      return categoriesOf(shopTenantCtx(ctx, at.shop, null), at.shop);
    },

    /** A category's products or a search (name, SKU, barcode), in the shop's online order. */
    async goods(ctx: Ctx, q: StorefrontGoodsQuery): Promise<ListResult<StorefrontGoodsRow>> {
      const at = await shopAt(ctx, q.shopCode);
      const tx = shopTenantCtx(ctx, at.shop, null);
      const where = and(
        onSaleIn(at.shop),
        q.categoryId === undefined ? undefined : eq(products.categoryId, q.categoryId),
        q.keyword ? sql`${products.searchText} ilike ${containsPattern(q.keyword.toLowerCase())}` : undefined,
      ) as SQL;
      const { limit, offset } = pageWindow(q);
      const rows = await sellable(tx, at.shop)
        .where(where)
        .orderBy(asc(op.sort), lowerOf(products.name), asc(products.id))
        .limit(limit)
        .offset(offset);
      const [{ total }] = await joinCatalogue(tx.db.select({ total: count() }).from(op).$dynamic(), at.shop).where(
        where,
      );
      return { list: rows.map(toRow), total };
    },

    /** One product on sale online (20037 otherwise), with its variants' and modifier items' prices in the store. */
    async product(ctx: Ctx, code: string, productId: number): Promise<StorefrontProduct> {
      const at = await shopAt(ctx, code);
      const shop = at.shop;
      const tx = shopTenantCtx(ctx, shop, null);
      const [row] = await sellable(tx, shop).where(and(onSaleIn(shop), eq(products.id, productId)));
      if (!row) throw new AppError(Err.NO_DATA);
      const variants = await tx.db
        .select({ v: productVariants, price: productVariantStores.price })
        .from(productVariants)
        .innerJoin(
          productVariantStores,
          and(
            eq(productVariantStores.tenantId, productVariants.tenantId),
            eq(productVariantStores.variantId, productVariants.id),
            eq(productVariantStores.storeId, shop.storeId),
          ),
        )
        .where(and(eq(productVariants.tenantId, shop.tenantId), eq(productVariants.productId, productId)))
        .orderBy(asc(productVariants.position), asc(productVariants.id));
      const mods = await tx.db
        .select({ m: modifiers, item: modifierItems })
        .from(productModifiers)
        .innerJoin(
          modifiers,
          and(eq(modifiers.tenantId, productModifiers.tenantId), eq(modifiers.id, productModifiers.modifierId)),
        )
        .innerJoin(
          modifierItems,
          and(eq(modifierItems.tenantId, modifiers.tenantId), eq(modifierItems.modifierId, modifiers.id)),
        )
        .where(and(eq(productModifiers.tenantId, shop.tenantId), eq(productModifiers.productId, productId)))
        .orderBy(lowerOf(modifiers.name), asc(modifiers.id), asc(modifierItems.position), asc(modifierItems.id));
      const groups = new Map<number, StorefrontProduct['modifiers'][number]>();
      for (const { m, item } of mods) {
        let g = groups.get(m.id);
        if (!g) {
          // The catalogue has no "required" flag on a product's modifiers yet: every choice is optional.
          g = { id: m.id, name: m.name, required: false, items: [] };
          groups.set(m.id, g);
        }
        const storePrice = item.stores.find((s) => s.storeId === shop.storeId)?.price;
        g.items.push({ id: item.id, name: item.name, price: money(storePrice ?? item.price) });
      }
      return {
        ...toRow(row),
        description: row.p.description,
        variantOptions: row.p.variantOptions,
        variants: variants.map((r) => ({ id: r.v.id, name: r.v.name, values: r.v.values, price: money(r.price) })),
        modifiers: [...groups.values()],
      };
    },

    /**
     * An image the shop shows: a picture or online image of a product on sale, or the image of a normal ad or theme
     * (20037 for any other key; 10197 when the file is gone or not a safe image).
     */
    async image(ctx: Ctx, code: string, key: string): Promise<PromoImage> {
      const at = await shopAt(ctx, code);
      const shop = at.shop;
      if (!isTenantUploadKey(shop.tenantId, key)) throw new AppError(Err.NO_DATA);
      const tx = shopTenantCtx(ctx, shop, null);
      const [product] = await sellable(tx, shop)
        .where(and(onSaleIn(shop), or(eq(products.imageKey, key), sql`${key} = any(${products.onlineImageKeys})`)))
        .limit(1);
      const [promo] = product
        ? [product]
        : await tx.db
            .select({ id: onlinePromos.id })
            .from(onlinePromos)
            .where(
              and(
                eq(onlinePromos.tenantId, shop.tenantId),
                eq(onlinePromos.shopId, shop.id),
                eq(onlinePromos.status, 'normal'),
                eq(onlinePromos.imageKey, key),
              ),
            )
            .limit(1);
      if (!promo) throw new AppError(Err.NO_DATA);
      const image = storedImage(key, await deps.files.get(key));
      if (!image) throw new AppError(Err.EMPTY_OR_MISSING);
      return image as PromoImage;
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
