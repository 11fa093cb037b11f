import type { ListResult, SettingOptionsQuery, TaxListQuery, TaxOption, TaxRow, TaxSaveBody } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { taxes, taxPlaces, taxStores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { contains, countOf, iso, lowerOf, orderFor, pageWindow } from '../../platform/list';
import {
  assertPlacesUsable,
  assertPlacesWritable,
  type PlaceLink,
  placeOfTruck,
  placesOf,
  placeVisibleTo,
} from './places';
import { assertWritable, type StoreLink, storeLinked, storesOf, usableIn, visibleTo } from './store-links';

const link: StoreLink<typeof taxStores> = {
  table: taxStores,
  tenantId: taxStores.tenantId,
  ownerId: taxStores.taxId,
  storeId: taxStores.storeId,
  row: (tenantId, taxId, storeId) => ({ tenantId, taxId, storeId }),
};
const placeLink: PlaceLink = {
  table: taxPlaces,
  tenantId: taxPlaces.tenantId,
  ownerId: taxPlaces.taxId,
  placeId: taxPlaces.placeId,
};
const owner = { id: taxes.id };

type Tax = typeof taxes.$inferSelect;

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Taxes the caller may see: applying in one of their stores or at a place of one of their trucks; a store-bound
 * caller may change one only where it applies in none of the stores or trucks they cannot see.
 */
const taxesOf = storeLinked({
  table: taxes,
  link,
  owner,
  visible: (ctx) =>
    ctx.storeIds === 'all' ? undefined : or(visibleTo(ctx, link, owner), placeVisibleTo(ctx, placeLink, taxes.id)),
  assertWritable: async (ctx, tax) => {
    await assertWritable(ctx, link, tax.id, false);
    await assertPlacesWritable(ctx, placeLink, tax.id);
  },
});
const visible = taxesOf.visible;

/** Taxes that apply in one store or truck: bound to it, or to one of the truck's places. */
const usableInStore = (ctx: TenantCtx, storeId: number) =>
  or(usableIn(ctx, link, owner, storeId), placeOfTruck(ctx, placeLink, taxes.id, storeId));

async function replacePlaces(tx: TenantCtx, taxId: number, placeIds: readonly number[]) {
  await tx.db.delete(taxPlaces).where(and(eq(taxPlaces.tenantId, tx.tenantId), eq(taxPlaces.taxId, taxId)));
  if (placeIds.length === 0) return;
  await tx.db.insert(taxPlaces).values(placeIds.map((placeId) => ({ tenantId: tx.tenantId, taxId, placeId })));
}

/**
 * Taxes (menu 13). A tax applies in stores (or whole trucks) and at food-truck places. The place
 * links have no foreign key (places belong to the stores module); deleting a place in use is refused through the
 * 'place' reference check, and a place removed anyway simply drops out of the answers.
 * Orders copy rate and calculation when sold, so editing a tax never touches what was sold before.
 */
export function createTaxesService(deps: Pick<Deps, 'references'>) {
  // A place a tax applies at cannot be deleted (the stores module answers 20079); the tax is edited first.
  deps.references.register('place', 'taxes', async (ctx, placeId) => {
    const [used] = await ctx.db
      .select({ taxId: taxPlaces.taxId })
      .from(taxPlaces)
      .where(and(eq(taxPlaces.tenantId, ctx.tenantId), eq(taxPlaces.placeId, placeId)))
      .limit(1);
    return used !== undefined;
  });

  async function rowsOut(ctx: TenantCtx, rows: Tax[]): Promise<TaxRow[]> {
    const ids = rows.map((r) => r.id);
    const [storeMap, placeMap] = await Promise.all([storesOf(ctx, link, ids), placesOf(ctx, placeLink, ids)]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      rate: r.rate,
      calculation: r.calculation,
      version: r.version,
      stores: storeMap.get(r.id) ?? [],
      places: placeMap.get(r.id) ?? [],
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  return {
    async list(ctx: TenantCtx, q: TaxListQuery): Promise<ListResult<TaxRow>> {
      const where = and(
        eq(taxes.tenantId, ctx.tenantId),
        visible(ctx),
        contains(taxes.name, q.name),
        q.storeId ? usableInStore(ctx, q.storeId) : undefined,
      );
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(taxes)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(taxes.name), rate: taxes.rate, createdAt: taxes.createdAt },
            { id: taxes.id },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows), total: await countOf(ctx, taxes, where) };
    },

    async detail(ctx: TenantCtx, id: number): Promise<TaxRow> {
      const [row] = await rowsOut(ctx, [await taxesOf.find(ctx, id)]);
      return row;
    },

    async options(ctx: TenantCtx, q: SettingOptionsQuery): Promise<TaxOption[]> {
      return ctx.db
        .select({
          id: taxes.id,
          name: taxes.name,
          rate: taxes.rate,
          calculation: taxes.calculation,
          version: taxes.version,
        })
        .from(taxes)
        .where(
          and(eq(taxes.tenantId, ctx.tenantId), visible(ctx), q.storeId ? usableInStore(ctx, q.storeId) : undefined),
        )
        .orderBy(asc(lowerOf(taxes.name)), asc(taxes.id))
        .limit(1000);
    },

    async save(ctx: TenantCtx, b: TaxSaveBody): Promise<TaxRow> {
      await assertPlacesUsable(ctx, b.placeIds);
      const fields = { name: b.name, rate: b.rate, calculation: b.calculation };
      const id = await taxesOf.save(ctx, b, fields, {
        // The version tells the POS that the rate it holds is stale (sales answer 20121).
        changing: async (tx, tax) => {
          const [before] = await rowsOut(tx, [tax]);
          const changed =
            !new Decimal(before.rate).eq(b.rate) ||
            before.calculation !== b.calculation ||
            !sameSet(
              before.stores.map((s) => s.id),
              b.storeIds,
            ) ||
            !sameSet(
              before.places.map((p) => p.id),
              b.placeIds,
            );
          return changed ? { version: sql`${taxes.version} + 1` } : {};
        },
        saved: (tx, id) => replacePlaces(tx, id, b.placeIds),
      });
      return this.detail(ctx, id);
    },

    remove: (ctx: TenantCtx, id: number) => taxesOf.remove(ctx, id),
  };
}
