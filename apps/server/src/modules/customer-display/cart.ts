// The customer display's live cart: the order at its store's till, as the customer sees it.
import {
  CUSTOMER_DISPLAY_OPEN_MINUTES,
  CUSTOMER_DISPLAY_THANKS_SECONDS,
  type CustomerCart,
  type CustomerDisplayState,
  Err,
  toUiLang,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, inArray, or } from 'drizzle-orm';
import {
  orderLineModifiers,
  orderLines,
  orderLineTaxes,
  orders,
  storeInvoiceSettings,
  stores,
  tenants,
} from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';

const s2 = (v: string) => new Decimal(v).toFixed(2);

function displayDevice(ctx: TenantCtx): NonNullable<TenantCtx['device']> {
  if (!ctx.device) throw new AppError(Err.NO_PERMISSION);
  return ctx.device;
}

/** The store's name, language (its receipt language, else the merchant's) and currency (else the merchant's). */
async function storeLook(ctx: TenantCtx, storeId: number) {
  const [row] = await ctx.db
    .select({
      name: stores.name,
      storeCurrency: stores.sysCurrencyId,
      tenantCurrency: tenants.sysCurrencyId,
      tenantLanguage: tenants.sysLanguageId,
      receiptLanguage: storeInvoiceSettings.sysLanguageId,
    })
    .from(stores)
    .innerJoin(tenants, eq(tenants.id, stores.tenantId))
    .leftJoin(
      storeInvoiceSettings,
      and(eq(storeInvoiceSettings.tenantId, stores.tenantId), eq(storeInvoiceSettings.storeId, stores.id)),
    )
    .where(and(eq(stores.tenantId, ctx.tenantId), eq(stores.id, storeId)));
  if (!row) throw new AppError(Err.SHOP_GONE);
  return {
    storeName: row.name,
    lang: toUiLang(row.receiptLanguage ?? row.tenantLanguage),
    sysCurrencyId: row.storeCurrency ?? row.tenantCurrency,
  };
}

/**
 * The order at the till: the store's most recently touched POS or kiosk sale that is open (touched in the last
 * CUSTOMER_DISPLAY_OPEN_MINUTES) or was paid or cancelled in the last CUSTOMER_DISPLAY_THANKS_SECONDS.
 */
async function orderAtTill(ctx: TenantCtx, storeId: number, now: number) {
  const recent = new Date(now - CUSTOMER_DISPLAY_THANKS_SECONDS * 1000);
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, ctx.tenantId),
        eq(orders.storeId, storeId),
        eq(orders.kind, 'sale'),
        inArray(orders.channel, ['pos', 'kiosk']),
        or(
          and(
            eq(orders.status, 'unpaid'),
            gte(orders.updatedAt, new Date(now - CUSTOMER_DISPLAY_OPEN_MINUTES * 60_000)),
          ),
          and(eq(orders.status, 'paid'), gte(orders.paidAt, recent)),
          and(eq(orders.status, 'cancelled'), gte(orders.cancelledAt, recent)),
        ),
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(1);
  return row;
}

async function cartOf(ctx: TenantCtx, o: typeof orders.$inferSelect): Promise<CustomerCart> {
  const byOrder = <T extends typeof orderLines | typeof orderLineModifiers | typeof orderLineTaxes>(t: T) =>
    and(eq(t.tenantId, ctx.tenantId), eq(t.orderId, o.id));
  const [lines, mods, taxes] = await Promise.all([
    ctx.db.select().from(orderLines).where(byOrder(orderLines)).orderBy(asc(orderLines.position), asc(orderLines.id)),
    ctx.db.select().from(orderLineModifiers).where(byOrder(orderLineModifiers)).orderBy(asc(orderLineModifiers.id)),
    ctx.db.select().from(orderLineTaxes).where(byOrder(orderLineTaxes)).orderBy(asc(orderLineTaxes.id)),
  ]);
  // One row per tax (name, rate and calculation), in the order they first appear.
  const grouped = new Map<string, { name: string; rate: string; calculation: 'included' | 'added'; amount: Decimal }>();
  for (const tax of taxes) {
    const key = `${tax.name}\u0001${tax.rate}\u0001${tax.calculation}`;
    const g = grouped.get(key) ?? {
      name: tax.name,
      rate: tax.rate,
      calculation: tax.calculation,
      amount: new Decimal(0),
    };
    g.amount = g.amount.plus(tax.amount);
    grouped.set(key, g);
  }
  return {
    orderId: o.id,
    number: o.number,
    lines: lines.map((l) => ({
      lineId: l.id,
      name: l.name,
      variantName: l.variantName,
      quantity: l.quantity,
      unitPrice: s2(l.unitPrice),
      modifiers: mods
        .filter((m) => m.lineId === l.id)
        .map((m) => ({ name: m.name, quantity: m.quantity, unitPrice: s2(m.unitPrice) })),
      gross: s2(l.gross),
      discount: s2(l.lineDiscount),
    })),
    goodsTotal: s2(o.goodsTotal),
    lineDiscountTotal: s2(o.lineDiscountTotal),
    orderDiscount: s2(o.orderDiscount),
    taxes: [...grouped.values()].map((g) => ({
      name: g.name,
      rate: new Decimal(g.rate).toString(),
      calculation: g.calculation,
      amount: g.amount.toFixed(2),
    })),
    taxIncluded: s2(o.taxIncluded),
    taxAdded: s2(o.taxAdded),
    total: s2(o.total),
    paidTotal: s2(o.paidTotal),
    changeTotal: s2(o.changeTotal),
  };
}

/** POST /m/device/display/cart: see `CustomerDisplayState` in the contract. */
export async function displayState(ctx: TenantCtx): Promise<CustomerDisplayState> {
  const device = displayDevice(ctx);
  const now = Date.now();
  const [look, order] = await Promise.all([storeLook(ctx, device.storeId), orderAtTill(ctx, device.storeId, now)]);
  if (!order || order.status === 'cancelled') return { ...look, state: 'idle', cart: null };
  return { ...look, state: order.status === 'paid' ? 'thanks' : 'cart', cart: await cartOf(ctx, order) };
}
