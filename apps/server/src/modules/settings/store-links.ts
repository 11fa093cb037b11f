import { Err, type SettingStoreRef } from '@tillbook/contract';
import { and, asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { stores } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError, uniqueOr } from '../../platform/errors';
import { canSeeStore, owned, ownRow } from '../../platform/scope';

/**
 * A table linking a setting (payment method, tax, order type) to the stores it applies in. A setting is visible to
 * a store-bound caller when it applies in one of their stores; it may be changed or deleted by them only when it
 * applies in none other (else 20041), so nobody changes what a store they cannot see uses.
 */
export interface StoreLink<T extends PgTable = PgTable> {
  table: T;
  tenantId: PgColumn;
  ownerId: PgColumn;
  storeId: PgColumn;
  row: (tenantId: number, ownerId: number, storeId: number) => T['$inferInsert'];
}

/** The owner's id column and, where the setting has one, its "all stores" flag. */
export interface LinkOwner {
  id: PgColumn;
  allStores?: PgColumn;
}

function linkedTo(ctx: TenantCtx, link: StoreLink, owner: LinkOwner, storeCondition: SQL) {
  return exists(
    ctx.db
      .select({ one: sql`1` })
      .from(link.table)
      .where(and(eq(link.tenantId, ctx.tenantId), eq(link.ownerId, owner.id), storeCondition)),
  );
}

/** The WHERE part keeping rows the caller may see: nothing for callers of every store. */
export function visibleTo(ctx: TenantCtx, link: StoreLink, owner: LinkOwner): SQL | undefined {
  if (ctx.storeIds === 'all') return undefined;
  const mine = ctx.storeIds.length ? linkedTo(ctx, link, owner, inArray(link.storeId, [...ctx.storeIds])) : sql`false`;
  return owner.allStores ? or(eq(owner.allStores, true), mine) : mine;
}

/** The WHERE part keeping rows that apply in one store. */
export function usableIn(ctx: TenantCtx, link: StoreLink, owner: LinkOwner, storeId: number): SQL | undefined {
  const linked = linkedTo(ctx, link, owner, eq(link.storeId, storeId));
  return owner.allStores ? or(eq(owner.allStores, true), linked) : linked;
}

/** Refuses (20037) store ids that are not stores of the tenant the caller may see. */
export async function assertStoresUsable(ctx: TenantCtx, storeIds: readonly number[]): Promise<void> {
  if (storeIds.length === 0) return;
  if (storeIds.some((id) => !canSeeStore(ctx, id))) throw new AppError(Err.NO_DATA);
  const found = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, ctx.tenantId), inArray(stores.id, [...storeIds])));
  if (found.length !== storeIds.length) throw new AppError(Err.NO_DATA);
}

/** The stores each owner applies in, those the caller may see only, by id. */
export async function storesOf(
  ctx: TenantCtx,
  link: StoreLink,
  ownerIds: readonly number[],
): Promise<Map<number, SettingStoreRef[]>> {
  const map = new Map<number, SettingStoreRef[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return map;
  const rows = await ctx.db
    .select({ ownerId: link.ownerId, id: stores.id, name: stores.name, kind: stores.kind })
    .from(link.table)
    .innerJoin(stores, and(eq(stores.tenantId, link.tenantId), eq(stores.id, link.storeId)))
    .where(and(eq(link.tenantId, ctx.tenantId), inArray(link.ownerId, [...ownerIds])))
    .orderBy(asc(stores.id));
  for (const r of rows) {
    if (canSeeStore(ctx, r.id)) map.get(r.ownerId as number)?.push({ id: r.id, name: r.name, kind: r.kind });
  }
  return map;
}

/**
 * Refuses (20041) a change by a store-bound caller to a setting that applies in every store, or in a store they
 * do not see. `allStores` is the setting's flag before the change.
 */
export async function assertWritable(ctx: TenantCtx, link: StoreLink, ownerId: number, allStores: boolean) {
  if (ctx.storeIds === 'all') return;
  if (allStores) throw new AppError(Err.NO_PERMISSION);
  const rows = await ctx.db
    .select({ storeId: link.storeId })
    .from(link.table)
    .where(and(eq(link.tenantId, ctx.tenantId), eq(link.ownerId, ownerId)));
  if (rows.some((r) => !canSeeStore(ctx, r.storeId as number))) throw new AppError(Err.NO_PERMISSION);
}

/** Sets the stores of an owner (inside the caller's transaction). */
export async function replaceStores<T extends PgTable>(
  tx: TenantCtx,
  link: StoreLink<T>,
  ownerId: number,
  storeIds: readonly number[],
): Promise<void> {
  await tx.db.delete(link.table).where(and(eq(link.tenantId, tx.tenantId), eq(link.ownerId, ownerId)));
  if (storeIds.length === 0) return;
  await tx.db.insert(link.table).values(storeIds.map((s) => link.row(tx.tenantId, ownerId, s)) as never);
}

/** A setting table bound to stores through a `StoreLink`. */
type LinkedTable = PgTable & { tenantId: PgColumn; id: PgColumn; updatedAt: PgColumn };

export interface StoreLinkedSetting<T extends LinkedTable> {
  table: T;
  link: StoreLink;
  owner: LinkOwner;
  /** The rows the caller may see (default: those applying in one of their stores, see `visibleTo`). */
  visible?: (ctx: TenantCtx) => SQL | undefined;
  /** Refuses (20041) a change to a row (default: `assertWritable` with the row's "all stores" flag). */
  assertWritable?: (ctx: TenantCtx, row: T['$inferSelect']) => Promise<void>;
}

/** What a save adds to the common shape: extra columns when a row changes, and more links once it is written. */
export interface SaveSteps<T extends LinkedTable> {
  changing?: (tx: TenantCtx, before: T['$inferSelect']) => Promise<PgUpdateSetSource<T>>;
  saved?: (tx: TenantCtx, id: number) => Promise<void>;
}

/**
 * Find, save and delete of a setting bound to stores (taxes, payment methods, order types), one shape for all: a
 * row the caller cannot see is missing (20037); only callers of every store may bind it to every store (20041); its
 * stores must be stores the caller sees (20037); a store-bound caller changes or deletes it only where it applies
 * in none of the stores they cannot see (20041); a name already taken answers 1003.
 */
export function storeLinked<T extends LinkedTable>(setting: StoreLinkedSetting<T>) {
  const { table, link, owner } = setting;
  const visible = setting.visible ?? ((ctx: TenantCtx) => visibleTo(ctx, link, owner));
  const writable =
    setting.assertWritable ??
    ((ctx: TenantCtx, row: T['$inferSelect']) =>
      assertWritable(ctx, link, row.id as number, Boolean((row as { allStores?: boolean }).allStores)));
  const mine = (ctx: TenantCtx, id: number) => ownRow(table, ctx, id);
  const find = (ctx: TenantCtx, id: number) => owned(table, ctx, id, Err.NO_DATA, { where: visible(ctx) });

  return {
    visible,
    find,

    /** Creates (no `id`) or updates the row with `fields` and sets its stores, in one transaction: its id. */
    async save(
      ctx: TenantCtx,
      b: { id?: number; allStores?: boolean; storeIds: readonly number[] },
      fields: Omit<T['$inferInsert'], 'tenantId'>,
      steps: SaveSteps<T> = {},
    ): Promise<number> {
      if (b.allStores && ctx.storeIds !== 'all') throw new AppError(Err.NO_PERMISSION);
      const storeIds = b.allStores ? [] : b.storeIds;
      await assertStoresUsable(ctx, storeIds);
      return uniqueOr(Err.CODE_REPEATED, () =>
        inTransaction(ctx, async (tx) => {
          let id = b.id;
          if (id === undefined) {
            const [created] = await tx.db
              .insert(table)
              .values({ tenantId: tx.tenantId, ...fields } as T['$inferInsert'])
              .returning({ id: table.id });
            id = created.id as number;
          } else {
            const before = await find(tx, id);
            await writable(tx, before);
            const more = (await steps.changing?.(tx, before)) ?? {};
            await tx.db
              .update(table)
              .set({ ...fields, ...more, updatedAt: new Date() } as PgUpdateSetSource<T>)
              .where(mine(tx, id));
          }
          await replaceStores(tx, link, id, storeIds);
          await steps.saved?.(tx, id);
          return id;
        }),
      );
    },

    /** Deletes the row; `check` may refuse it first (a built-in, …). */
    async remove(ctx: TenantCtx, id: number, check?: (row: T['$inferSelect']) => void): Promise<null> {
      const before = await find(ctx, id);
      check?.(before);
      await writable(ctx, before);
      await ctx.db.delete(table).where(mine(ctx, id));
      return null;
    },
  };
}
