import {
  Err,
  type ListResult,
  type StoreInUseData,
  type StoreListQuery,
  type StoreRow,
  type StoreSaveBody,
} from '@tillbook/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { storeInvoiceSettings, stores, tenants, truckPlaces, userStores, users } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { containsAny, orderFor, pageWindow } from '../../platform/list';
import { assertPlanAllows } from '../../platform/plan-limits';
import { ownRow } from '../../platform/scope';
import { releaseLogo } from './invoice.service';
import {
  SERVER_TIME_ZONE,
  type StoreKind,
  tenantCurrency,
  toStoreRow,
  visibleStore,
  visibleStores,
} from './store-access';

const inUse = (usedBy: string) => new AppError(Err.SHOP_IN_USE, { usedBy } satisfies StoreInUseData);

/**
 * The reference checks this module owns (§5): a store is in use while staff are bound to it. Users who work in all
 * stores keep no binding that matters (registration binds the boss to the first store), so they do not count.
 */
export function registerStoreReferences(deps: Deps) {
  deps.references.register('store', 'staff', async (ctx, id) => {
    const [row] = await ctx.db
      .select({ userId: userStores.userId })
      .from(userStores)
      .innerJoin(users, and(eq(users.tenantId, userStores.tenantId), eq(users.id, userStores.userId)))
      .where(and(eq(userStores.tenantId, ctx.tenantId), eq(userStores.storeId, id), eq(users.allStores, false)))
      .limit(1);
    return Boolean(row);
  });
}

/** Stores and food trucks: list, detail, add, edit, delete. `kind` comes from the path (store or diningCar). */
export function createStoresService(deps: Deps) {
  const files = deps.files;

  async function detail(ctx: TenantCtx, kind: StoreKind, id: number): Promise<StoreRow> {
    const [row] = await ctx.db
      .select({ store: stores, currency: tenantCurrency })
      .from(stores)
      .where(and(visibleStores(ctx, kind), eq(stores.id, id)));
    if (!row) throw new AppError(Err.NO_DATA);
    return toStoreRow(row.store, Number(row.currency));
  }

  function fields(body: StoreSaveBody) {
    return {
      name: body.name,
      contactPerson: body.contactPerson,
      areaCode: body.areaCode,
      phone: body.phone,
      address: body.address,
      city: body.city,
      province: body.province,
      postalCode: body.postalCode,
      sysCountryId: body.sysCountryId,
      type: body.type,
      open: body.open,
      retail: body.salesModes.includes('retail'),
      wholesale: body.salesModes.includes('wholesale'),
      priceStrategy: body.priceStrategy,
    };
  }

  return {
    detail,

    async list(ctx: TenantCtx, kind: StoreKind, q: StoreListQuery): Promise<ListResult<StoreRow>> {
      const where = and(
        visibleStores(ctx, kind),
        containsAny([stores.name, stores.contactPerson, stores.phone, stores.address, stores.city], q.keyword),
        q.type ? eq(stores.type, q.type) : undefined,
        q.open === undefined ? undefined : eq(stores.open, q.open),
        q.salesMode === 'retail' ? eq(stores.retail, true) : undefined,
        q.salesMode === 'wholesale' ? eq(stores.wholesale, true) : undefined,
        q.priceStrategy ? eq(stores.priceStrategy, q.priceStrategy) : undefined,
      );
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select({ store: stores, currency: tenantCurrency })
        .from(stores)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: stores.name, createdAt: stores.createdAt, id: stores.id },
            {
              id: stores.id,
              fallback: [stores.createdAt],
              ties: [asc(stores.createdAt)],
            },
          ),
        )
        .limit(limit)
        .offset(offset);
      const [{ total }] = await ctx.db.select({ total: count() }).from(stores).where(where);
      return { list: rows.map((r) => toStoreRow(r.store, Number(r.currency))), total };
    },

    async save(ctx: TenantCtx, kind: StoreKind, body: StoreSaveBody): Promise<StoreRow> {
      const id = await inTransaction(ctx, async (tx) => {
        if (body.id) {
          await visibleStore(tx, kind, body.id, { lock: true });
          await tx.db
            .update(stores)
            .set({
              ...fields(body),
              ...(body.timeZone ? { timeZone: body.timeZone } : {}),
              ...(body.sysCurrencyId ? { sysCurrencyId: body.sysCurrencyId } : {}),
              updatedAt: new Date(),
            })
            .where(ownRow(stores, ctx, body.id));
          return body.id;
        }
        await assertPlanAllows(deps.config.billing, tx, 'stores');
        const [tenant] = await tx.db
          .select({ currency: tenants.sysCurrencyId })
          .from(tenants)
          .where(eq(tenants.id, ctx.tenantId));
        const [created] = await tx.db
          .insert(stores)
          .values({
            tenantId: ctx.tenantId,
            kind,
            ...fields(body),
            timeZone: body.timeZone ?? SERVER_TIME_ZONE,
            sysCurrencyId: body.sysCurrencyId ?? tenant.currency,
          })
          .returning({ id: stores.id });
        // A user bound to chosen stores keeps seeing what they create.
        if (ctx.storeIds !== 'all') {
          await tx.db.insert(userStores).values({ tenantId: ctx.tenantId, userId: ctx.userId, storeId: created.id });
        }
        return created.id;
      });
      // Read after the commit: a user bound to chosen stores has the new one only from now on.
      return detail({ ...ctx, storeIds: ctx.storeIds === 'all' ? 'all' : [...ctx.storeIds, id] }, kind, id);
    },

    /**
     * Deletes a store or truck with its zones, tables, assets, invoice format (and a truck's places). Refused with
     * 1016 while anything refers to it (§5): staff bound to it, what other modules registered, a truck's place in
     * use, or when it is the tenant's last store.
     */
    async delete(ctx: TenantCtx, kind: StoreKind, id: number): Promise<null> {
      const logoKey = await inTransaction(ctx, async (tx) => {
        await visibleStore(tx, kind, id, { lock: true });
        if (kind === 'store') {
          // Lock every store of the tenant, so two deletions cannot both leave "one more" behind.
          const all = await tx.db
            .select({ id: stores.id })
            .from(stores)
            .where(and(eq(stores.tenantId, ctx.tenantId), eq(stores.kind, 'store')))
            .for('update');
          if (all.length <= 1) throw inUse('lastStore');
        }
        const usedBy = await deps.references.firstUse(tx, 'store', id);
        if (usedBy) throw inUse(usedBy);
        const places = await tx.db
          .select({ id: truckPlaces.id })
          .from(truckPlaces)
          .where(and(eq(truckPlaces.tenantId, ctx.tenantId), eq(truckPlaces.truckId, id)));
        for (const place of places) {
          if (await deps.references.firstUse(tx, 'place', place.id)) throw inUse('place');
        }
        const [invoice] = await tx.db
          .select({ logoKey: storeInvoiceSettings.logoKey })
          .from(storeInvoiceSettings)
          .where(and(eq(storeInvoiceSettings.tenantId, ctx.tenantId), eq(storeInvoiceSettings.storeId, id)));
        // What is left in user_stores are bindings of all-store users; they go with the store.
        await tx.db.delete(userStores).where(and(eq(userStores.tenantId, ctx.tenantId), eq(userStores.storeId, id)));
        if (places.length > 0) {
          await tx.db.delete(truckPlaces).where(
            and(
              eq(truckPlaces.tenantId, ctx.tenantId),
              inArray(
                truckPlaces.id,
                places.map((p) => p.id),
              ),
            ),
          );
        }
        await tx.db.delete(stores).where(ownRow(stores, ctx, id));
        return invoice?.logoKey ?? null;
      });
      await releaseLogo(ctx, files, logoKey);
      return null;
    },
  };
}
