import { randomBytes } from 'node:crypto';
import {
  Err,
  type ListResult,
  type ShopListQuery,
  type ShopRow,
  type ShopSaveBody,
  type ShopSettingsBody,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { onlineOrders, onlineShops, orderTypes, paymentMethods, stores, taxes } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, violatedConstraint } from '../../platform/errors';
import { containsAny, countOf, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { assertPlanAllows } from '../../platform/plan-limits';
import { owned, ownRow, storeScope } from '../../platform/scope';
import { findShop, missing, shopsWithStore, toShopRow, visibleShops } from './shop-rows';

/** Orders not yet completed or refunded: they keep their shop (1016). */
export const UNFINISHED = ['unpaid', 'preparing', 'delivering'] as const;

/** A fresh public code: the merchant's id and 8 random characters, unique within the merchant by its index. */
const newCode = (tenantId: number) => `${tenantId}-${randomBytes(4).toString('hex')}`;

/** The brackets in ascending order of `upTo`, amounts written with two decimals. */
const sortedBrackets = (b: ShopSettingsBody['deliveryFees']) =>
  [...b]
    .sort((x, y) => new Decimal(x.upTo).comparedTo(y.upTo))
    .map((f) => ({
      upTo: new Decimal(f.upTo).toFixed(2),
      fee: new Decimal(f.fee).toFixed(2),
      minOrder: new Decimal(f.minOrder).toFixed(2),
    }));

/**
 * Online shops (`shopList`, `settings/set`): one per store or food truck that sells online, opened and closed,
 * with its settings. Store scoping as everywhere: a caller bound to some stores sees and creates their shops only.
 */
export function createShopsService(deps: Deps) {
  const publicUrl = deps.config.publicUrl;
  // A store with an online shop is in use: the stores module refuses to delete it (1016).
  deps.references.register('store', 'onlineShop', async (ctx, storeId) => {
    const [row] = await ctx.db
      .select({ id: onlineShops.id })
      .from(onlineShops)
      .where(and(eq(onlineShops.tenantId, ctx.tenantId), eq(onlineShops.storeId, storeId)))
      .limit(1);
    return !!row;
  });

  async function detail(ctx: TenantCtx, id: number): Promise<ShopRow> {
    const [row] = await shopsWithStore(ctx).where(and(visibleShops(ctx), eq(onlineShops.id, id)));
    if (!row) throw missing();
    return toShopRow(row, publicUrl);
  }

  /** The settings' references must be the merchant's own (20037). */
  async function assertReferences(ctx: TenantCtx, b: ShopSettingsBody) {
    if (b.orderTypeId) await owned(orderTypes, ctx, b.orderTypeId, Err.NO_DATA);
    if (b.taxId) await owned(taxes, ctx, b.taxId, Err.NO_DATA);
    if (b.paymentMethodId) await owned(paymentMethods, ctx, b.paymentMethodId, Err.NO_DATA);
  }

  return {
    detail,

    async list(ctx: TenantCtx, q: ShopListQuery): Promise<ListResult<ShopRow>> {
      const where = and(
        visibleShops(ctx),
        containsAny([onlineShops.name, onlineShops.code], q.keyword),
        q.storeId === undefined ? undefined : eq(onlineShops.storeId, q.storeId),
        q.open === undefined ? undefined : eq(onlineShops.open, q.open),
      );
      const { limit, offset } = pageWindow(q);
      const rows = await shopsWithStore(ctx)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(onlineShops.name), createdAt: onlineShops.createdAt },
            { id: onlineShops.id, fallback: 'createdAt' },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: rows.map((r) => toShopRow(r, publicUrl)), total: await countOf(ctx, onlineShops, where) };
    },

    /** Adds a shop for a store the caller sees (20037 else; 1004 when it has one) or renames one; names 1003. */
    async save(ctx: TenantCtx, b: ShopSaveBody): Promise<ShopRow> {
      try {
        const id = await inTransaction(ctx, async (tx) => {
          if (b.id) {
            const shop = await findShop(tx, b.id, 'no key update');
            // The store of a shop never changes: its orders and catalogue belong to that store.
            if (shop.storeId !== b.storeId)
              throw new AppError(Err.PARAM, { issues: [{ path: 'storeId', message: 'fixed' }] });
            await tx.db
              .update(onlineShops)
              .set({ name: b.name, updatedAt: new Date() })
              .where(ownRow(onlineShops, ctx, shop.id));
            return shop.id;
          }
          await owned(stores, tx, b.storeId, Err.NO_DATA, { where: storeScope(tx, stores.id) });
          await assertPlanAllows(deps.config.billing, tx, 'onlineShops');
          const [created] = await tx.db
            .insert(onlineShops)
            .values({ tenantId: ctx.tenantId, storeId: b.storeId, name: b.name, code: newCode(ctx.tenantId) })
            .returning({ id: onlineShops.id });
          return created.id;
        });
        return detail(ctx, id);
      } catch (e) {
        const constraint = violatedConstraint(e);
        if (constraint === 'online_shops_store_uq') throw new AppError(Err.ADDED_REPEATEDLY);
        if (constraint === 'online_shops_name_uq') throw new AppError(Err.CODE_REPEATED);
        throw e;
      }
    },

    /** The settings page (§3); the rules the schema cannot see are checked here (see ShopSettingsBody). */
    async saveSettings(ctx: TenantCtx, b: ShopSettingsBody): Promise<ShopRow> {
      await inTransaction(ctx, async (tx) => {
        await findShop(tx, b.id, 'no key update');
        await assertReferences(tx, b);
        await tx.db
          .update(onlineShops)
          .set({
            delivery: b.delivery,
            pickup: b.pickup,
            payOnDelivery: b.payOnDelivery,
            payInStore: b.payInStore,
            guestCheckout: b.guestCheckout,
            orderLimit: b.orderLimit,
            defaultOrderType: b.defaultOrderType,
            orderTypeId: b.orderTypeId,
            taxId: b.taxId,
            paymentMethodId: b.paymentMethodId,
            feeBasis: b.feeBasis,
            deliveryFees: sortedBrackets(b.deliveryFees),
            freeDeliveryAbove: b.freeDeliveryAbove,
            backgroundColor: b.backgroundColor.toLowerCase(),
            openingHours: [...b.openingHours].sort((x, y) => x.weekday - y.weekday || x.open.localeCompare(y.open)),
            preparationMinutes: b.preparationMinutes,
            slotCap: b.slotCap,
            updatedAt: new Date(),
          })
          .where(ownRow(onlineShops, ctx, b.id));
      });
      return detail(ctx, b.id);
    },

    /** Opens or closes a shop (§4). */
    async setOpen(ctx: TenantCtx, id: number, open: boolean): Promise<ShopRow> {
      await inTransaction(ctx, async (tx) => {
        await findShop(tx, id, 'no key update');
        await tx.db
          .update(onlineShops)
          .set({ open, updatedAt: new Date() })
          .where(ownRow(onlineShops, ctx, id));
      });
      return detail(ctx, id);
    },

    /**
     * Deletes a shop with its catalogue, ads, themes and finished orders (their receipts stay). Refused with 1016
     * while an order is unfinished; the shop's lock keeps new orders out meanwhile.
     */
    async remove(ctx: TenantCtx, id: number): Promise<null> {
      await inTransaction(ctx, async (tx) => {
        await findShop(tx, id, 'update');
        const [open] = await tx.db
          .select({ id: onlineOrders.id })
          .from(onlineOrders)
          .where(
            and(
              eq(onlineOrders.tenantId, ctx.tenantId),
              eq(onlineOrders.shopId, id),
              inArray(onlineOrders.state, [...UNFINISHED]),
            ),
          )
          .limit(1);
        if (open) throw new AppError(Err.SHOP_IN_USE, { usedBy: 'orders' });
        await tx.db.delete(onlineShops).where(ownRow(onlineShops, ctx, id));
      });
      return null;
    },

    /** The shop's name and storefront address, for its QR code. */
    async qrTarget(ctx: TenantCtx, id: number) {
      const shop = await detail(ctx, id);
      return { name: shop.name, storeName: shop.storeName, url: shop.url };
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
