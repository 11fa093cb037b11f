import type { SetupChecklist, SetupStep } from '@tillbook/contract';
import { SETUP_STEPS } from '@tillbook/contract';
import { and, desc, eq, exists, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  orders,
  paymentMethods,
  products,
  roles,
  sessions,
  stores,
  taxPlaces,
  taxStores,
  tenants,
  users,
} from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { storeScope } from '../../platform/scope';

/** Created or edited after the merchant registered (the defaults were written in the registration's transaction). */
const touchedSince = (registeredAt: SQL, table: { createdAt: unknown; updatedAt: unknown }) =>
  sql`greatest(${table.createdAt}, ${table.updatedAt}) > ${registeredAt}`;

const either = (a: SQL, b: SQL) => sql<boolean>`(${a} or ${b})`;

/**
 * The home page's first-run checklist (any back-office user may read it). A step is done when: store — a store was
 * added or its details saved; products — a product exists (added or imported); staff — someone besides the boss
 * has an account; paymentMethods — a payment method was added or reviewed (saved); taxes — a tax applies in a
 * store or at a place (the default tax applies nowhere until confirmed); posApp — the POS app signed in or sold.
 */
export function createHomeService() {
  async function setup(ctx: TenantCtx): Promise<SetupChecklist> {
    const registeredAt = sql`(select ${tenants.createdAt} from ${tenants} where ${tenants.id} = ${ctx.tenantId})`;
    const any = (table: PgTable, ...where: (SQL | undefined)[]) =>
      exists(
        ctx.db
          .select({ one: sql`1` })
          .from(table)
          .where(and(...where)),
      );
    const [row] = await ctx.db
      .select({
        store: any(stores, eq(stores.tenantId, ctx.tenantId), touchedSince(registeredAt, stores)),
        products: any(products, eq(products.tenantId, ctx.tenantId)),
        staff: exists(
          ctx.db
            .select({ one: sql`1` })
            .from(users)
            .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
            .where(and(eq(users.tenantId, ctx.tenantId), eq(roles.isBoss, false))),
        ),
        paymentMethods: any(
          paymentMethods,
          eq(paymentMethods.tenantId, ctx.tenantId),
          touchedSince(registeredAt, paymentMethods),
        ),
        taxes: either(
          any(taxStores, eq(taxStores.tenantId, ctx.tenantId)),
          any(taxPlaces, eq(taxPlaces.tenantId, ctx.tenantId)),
        ),
        posApp: either(
          any(sessions, eq(sessions.tenantId, ctx.tenantId), eq(sessions.kind, 'app')),
          any(orders, eq(orders.tenantId, ctx.tenantId)),
        ),
      })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId));
    const done = (key: SetupStep) => Boolean(row?.[key]);
    const steps = SETUP_STEPS.map((key) => ({ key, done: done(key) }));
    return { steps, done: steps.every((s) => s.done), lastSaleAt: await lastSaleAt(ctx) };
  }

  /** The time of the last paid receipt in the caller's stores (unix seconds), or null. */
  async function lastSaleAt(ctx: TenantCtx): Promise<number | null> {
    const [last] = await ctx.db
      .select({ at: orders.orderedAt })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, ctx.tenantId),
          eq(orders.status, 'paid'),
          isNotNull(orders.paidAt),
          storeScope(ctx, orders.storeId),
        ),
      )
      .orderBy(desc(orders.orderedAt))
      .limit(1);
    return last ? Math.floor(last.at.getTime() / 1000) : null;
  }

  return { setup };
}
