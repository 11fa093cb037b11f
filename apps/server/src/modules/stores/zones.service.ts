import {
  Err,
  type ListResult,
  type ScanTableResult,
  type StoreFeatures,
  type TableFeatureBody,
  type TableRow,
  type ZoneRow,
  type ZoneSaveBody,
} from '@tillbook/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { stores, storeTables, storeZones, tableQrRetired } from '../../db/schema';
import { type Ctx, inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { assertPlanAllows } from '../../platform/plan-limits';
import { ownRow, storeScope } from '../../platform/scope';
import { matchesToken, newTenantToken } from '../../platform/tenant-tokens';
import { missing, SERVER_TIME_ZONE, tenantCurrency, visibleStore } from './store-access';

/** A fresh QR token: 128 random bits, URL-safe (22 characters). */
/** What a table's QR code carries: its merchant and 128 random bits. */
const newQrToken = (tenantId: number) => newTenantToken(tenantId, 16);

const duplicate = () => new AppError(Err.ADDED_REPEATEDLY);

const FEATURE_COLUMN = { reservation: 'tableReservation', scanOrder: 'scanOrder', payFirst: 'payFirst' } as const;

/** Zones (areas) with their tables, table features and the tables' QR codes. Stores only: trucks have no tables. */
export function createZonesService(deps: Deps) {
  const qrUrl = (token: string) => `${deps.config.publicUrl}/#/scan?token=${encodeURIComponent(token)}`;

  const toTableRow = (t: typeof storeTables.$inferSelect): TableRow => ({
    id: t.id,
    zoneId: t.zoneId,
    number: t.number,
    seats: t.seats,
    qrUrl: qrUrl(t.qrToken),
    qrIssuedAt: t.qrIssuedAt.toISOString(),
  });

  /** A zone of a store the caller sees, or 20037. */
  async function visibleZone(ctx: TenantCtx, id: number) {
    const [row] = await ctx.db
      .select({ zone: storeZones, storeName: stores.name })
      .from(storeZones)
      .innerJoin(stores, and(eq(stores.tenantId, storeZones.tenantId), eq(stores.id, storeZones.storeId)))
      .where(
        and(
          eq(storeZones.tenantId, ctx.tenantId),
          eq(storeZones.id, id),
          eq(stores.kind, 'store'),
          storeScope(ctx, stores.id),
        ),
      );
    if (!row) throw missing();
    return row;
  }

  /** A table of a store the caller sees, or 20037. */
  async function visibleTable(ctx: TenantCtx, id: number, opts: { lock?: boolean } = {}) {
    const q = ctx.db
      .select({ table: storeTables })
      .from(storeTables)
      .innerJoin(stores, and(eq(stores.tenantId, storeTables.tenantId), eq(stores.id, storeTables.storeId)))
      .where(
        and(
          eq(storeTables.tenantId, ctx.tenantId),
          eq(storeTables.id, id),
          eq(stores.kind, 'store'),
          storeScope(ctx, stores.id),
        ),
      );
    const [row] = opts.lock ? await q.for('update', { of: storeTables }) : await q;
    if (!row) throw missing();
    return row.table;
  }

  async function zonesOf(ctx: TenantCtx, storeId: number, zoneId?: number): Promise<ZoneRow[]> {
    const zoneWhere = and(
      eq(storeZones.tenantId, ctx.tenantId),
      eq(storeZones.storeId, storeId),
      zoneId ? eq(storeZones.id, zoneId) : undefined,
    );
    const zones = await ctx.db
      .select()
      .from(storeZones)
      .where(zoneWhere)
      .orderBy(asc(storeZones.sort), asc(storeZones.id));
    if (zones.length === 0) return [];
    const tables = await ctx.db
      .select()
      .from(storeTables)
      .where(
        and(
          eq(storeTables.tenantId, ctx.tenantId),
          inArray(
            storeTables.zoneId,
            zones.map((z) => z.id),
          ),
        ),
      )
      .orderBy(asc(storeTables.sort), asc(storeTables.id));
    return zones.map((z) => ({
      id: z.id,
      storeId: z.storeId,
      name: z.name,
      sort: z.sort,
      tables: tables.filter((t) => t.zoneId === z.id).map(toTableRow),
    }));
  }

  /** Brings a zone's tables to `wanted`: kept tables keep their id and QR token, others are added or deleted. */
  async function replaceTables(tx: TenantCtx, storeId: number, zoneId: number, wanted: ZoneSaveBody['tables']) {
    const existing = await tx.db
      .select()
      .from(storeTables)
      .where(and(eq(storeTables.tenantId, tx.tenantId), eq(storeTables.zoneId, zoneId)));
    const byId = new Map(existing.map((t) => [t.id, t]));
    const byNumber = new Map(existing.map((t) => [t.number, t]));
    const claimed = new Set<number>();
    const plan = wanted.map((w, sort) => {
      let keep = w.id ? byId.get(w.id) : undefined;
      if (w.id && !keep) throw missing();
      if (!keep) {
        const same = byNumber.get(w.number);
        if (same && !claimed.has(same.id) && !wanted.some((o) => o.id === same.id)) keep = same;
      }
      if (keep) {
        if (claimed.has(keep.id)) throw duplicate();
        claimed.add(keep.id);
      }
      return { ...w, sort, keep };
    });
    const removed = existing.filter((t) => !claimed.has(t.id)).map((t) => t.id);
    if (removed.length > 0) {
      await tx.db
        .delete(storeTables)
        .where(and(eq(storeTables.tenantId, tx.tenantId), inArray(storeTables.id, removed)));
    }
    // Renumbering may swap numbers between kept tables: park the changed ones first so the unique index holds
    // (numbers are trimmed, so none starts with a tab).
    const renumbered = plan.filter((p) => p.keep && p.keep.number !== p.number);
    for (const p of renumbered) {
      await tx.db
        .update(storeTables)
        .set({ number: `\t${p.keep!.id}` })
        .where(and(eq(storeTables.tenantId, tx.tenantId), eq(storeTables.id, p.keep!.id)));
    }
    for (const p of plan) {
      if (p.keep) {
        await tx.db
          .update(storeTables)
          .set({ number: p.number, seats: p.seats, sort: p.sort, updatedAt: new Date() })
          .where(and(eq(storeTables.tenantId, tx.tenantId), eq(storeTables.id, p.keep.id)));
      } else {
        await tx.db.insert(storeTables).values({
          tenantId: tx.tenantId,
          storeId,
          zoneId,
          number: p.number,
          seats: p.seats,
          sort: p.sort,
          qrToken: newQrToken(tx.tenantId),
        });
      }
    }
  }

  return {
    visibleTable,
    visibleZone,
    qrUrl,

    /** Every zone of a store with its tables (not paged: a store has few). */
    async list(ctx: TenantCtx, storeId: number): Promise<ListResult<ZoneRow>> {
      await visibleStore(ctx, 'store', storeId);
      const list = await zonesOf(ctx, storeId);
      return { list, total: list.length };
    },

    async save(ctx: TenantCtx, body: ZoneSaveBody): Promise<ZoneRow> {
      try {
        const zoneId = await inTransaction(ctx, async (tx) => {
          // The store's row lock serialises zone edits of one store.
          await visibleStore(tx, 'store', body.storeId, { lock: true });
          const [sameName] = await tx.db
            .select({ id: storeZones.id })
            .from(storeZones)
            .where(
              and(
                eq(storeZones.tenantId, ctx.tenantId),
                eq(storeZones.storeId, body.storeId),
                eq(storeZones.name, body.name),
              ),
            );
          if (sameName && sameName.id !== body.id) throw duplicate();
          let id = body.id;
          if (id) {
            const updated = await tx.db
              .update(storeZones)
              .set({ name: body.name, sort: body.sort, updatedAt: new Date() })
              .where(
                and(eq(storeZones.tenantId, ctx.tenantId), eq(storeZones.storeId, body.storeId), eq(storeZones.id, id)),
              )
              .returning({ id: storeZones.id });
            if (updated.length === 0) throw missing();
          } else {
            const [created] = await tx.db
              .insert(storeZones)
              .values({ tenantId: ctx.tenantId, storeId: body.storeId, name: body.name, sort: body.sort })
              .returning({ id: storeZones.id });
            id = created.id;
          }
          await replaceTables(tx, body.storeId, id, body.tables);
          return id;
        });
        const [zone] = await zonesOf(ctx, body.storeId, zoneId);
        return zone;
      } catch (e) {
        if (isUniqueViolation(e)) throw duplicate();
        throw e;
      }
    },

    async delete(ctx: TenantCtx, id: number): Promise<null> {
      await visibleZone(ctx, id);
      await ctx.db.delete(storeZones).where(ownRow(storeZones, ctx, id));
      return null;
    },

    async switchFeature(ctx: TenantCtx, body: TableFeatureBody): Promise<StoreFeatures> {
      await visibleStore(ctx, 'store', body.storeId);
      if (body.feature === 'scanOrder' && body.enabled) await assertPlanAllows(deps.config.billing, ctx, 'scanToOrder');
      const [row] = await ctx.db
        .update(stores)
        .set({ [FEATURE_COLUMN[body.feature]]: body.enabled, updatedAt: new Date() })
        .where(ownRow(stores, ctx, body.storeId))
        .returning();
      return { reservation: row.tableReservation, scanOrder: row.scanOrder, payFirst: row.payFirst };
    },

    /** Gives a table a new token; the old one is kept as retired so that scanning it answers 2001. */
    async refreshQr(ctx: TenantCtx, id: number): Promise<TableRow> {
      return inTransaction(ctx, async (tx) => {
        const table = await visibleTable(tx, id, { lock: true });
        await tx.db.insert(tableQrRetired).values({ token: table.qrToken, tenantId: ctx.tenantId, tableId: table.id });
        const [row] = await tx.db
          .update(storeTables)
          .set({ qrToken: newQrToken(ctx.tenantId), qrIssuedAt: new Date(), updatedAt: new Date() })
          .where(ownRow(storeTables, ctx, id))
          .returning();
        return toTableRow(row);
      });
    },

    /**
     * Public: what a scanned token points at. Unknown → 2000 (also a deleted table, whose retired tokens went with
     * it); replaced → 2001; scan-to-order off → 2002; store closed → 2003.
     */
    async scan(ctx: Ctx, token: string): Promise<ScanTableResult> {
      const [row] = await ctx.db
        .select({ table: storeTables, zone: storeZones, store: stores, currency: tenantCurrency })
        .from(storeTables)
        .innerJoin(
          storeZones,
          and(eq(storeZones.tenantId, storeTables.tenantId), eq(storeZones.id, storeTables.zoneId)),
        )
        .innerJoin(stores, and(eq(stores.tenantId, storeTables.tenantId), eq(stores.id, storeTables.storeId)))
        .where(matchesToken(storeTables.tenantId, storeTables.qrToken, token));
      if (!row) {
        const [retired] = await ctx.db
          .select({ token: tableQrRetired.token })
          .from(tableQrRetired)
          .where(matchesToken(tableQrRetired.tenantId, tableQrRetired.token, token));
        throw new AppError(retired ? Err.QR_CODE_EXPIRED : Err.TABLE_MISSING);
      }
      const { store, zone, table } = row;
      if (!store.scanOrder) throw new AppError(Err.QR_ORDERING_CLOSED);
      if (!store.open) throw new AppError(Err.STORE_NOT_OPEN);
      return {
        store: {
          id: store.id,
          name: store.name,
          sysCurrencyId: store.sysCurrencyId ?? Number(row.currency),
          timeZone: store.timeZone ?? SERVER_TIME_ZONE,
          features: { reservation: store.tableReservation, scanOrder: store.scanOrder, payFirst: store.payFirst },
        },
        zone: { id: zone.id, name: zone.name },
        table: { id: table.id, number: table.number, seats: table.seats },
      };
    },

    /** The tables of a zone in order, for the QR sheet. */
    async zoneTables(ctx: TenantCtx, zoneId: number) {
      const { zone, storeName } = await visibleZone(ctx, zoneId);
      const tables = await ctx.db
        .select()
        .from(storeTables)
        .where(and(eq(storeTables.tenantId, ctx.tenantId), eq(storeTables.zoneId, zoneId)))
        .orderBy(asc(storeTables.sort), asc(storeTables.id));
      return { zone, storeName, tables: tables.map((t) => ({ number: t.number, url: qrUrl(t.qrToken) })) };
    },
  };
}
