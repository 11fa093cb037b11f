import { Err, type ReservationCreateBody, type ReservationListQuery, type ReservationRow } from '@tillbook/contract';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { reservations, stores, storeTables, storeZones, users } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { containsPattern, pageWindow } from '../../platform/list';
import { ownRow, storeScope } from '../../platform/scope';
import { happenedAt, notBefore } from './happened-at';
import { tillStore } from './shifts.service';

type Reservation = typeof reservations.$inferSelect;

const withNames = (ctx: TenantCtx) =>
  ctx.db
    .select({ r: reservations, storeName: stores.name, staffName: users.name })
    .from(reservations)
    .leftJoin(stores, and(eq(stores.tenantId, reservations.tenantId), eq(stores.id, reservations.storeId)))
    .leftJoin(users, and(eq(users.tenantId, reservations.tenantId), eq(users.id, reservations.userId)));

function toRow(x: { r: Reservation; storeName: string | null; staffName: string | null }): ReservationRow {
  const { r } = x;
  return {
    id: r.id,
    storeId: r.storeId,
    storeName: x.storeName ?? '',
    tableLabel: r.tableLabel,
    reservedAt: r.reservedAt.toISOString(),
    guests: r.guests,
    name: r.name,
    areaCode: r.areaCode,
    phone: r.phone,
    note: r.note,
    state: r.state,
    staffName: x.staffName ?? '',
    createdAt: r.createdAt.toISOString(),
  };
}

async function rowWhere(ctx: TenantCtx, where: SQL | undefined): Promise<ReservationRow | null> {
  const [x] = await withNames(ctx).where(where);
  return x ? toRow(x) : null;
}

/** The table's label as receipts and reports show it: 'zone / number'; a table of another store is missing (2000). */
async function tableLabelOf(ctx: TenantCtx, tableId: number, storeId: number): Promise<string> {
  const [t] = await ctx.db
    .select({ number: storeTables.number, zone: storeZones.name })
    .from(storeTables)
    .innerJoin(storeZones, and(eq(storeZones.tenantId, storeTables.tenantId), eq(storeZones.id, storeTables.zoneId)))
    .where(and(eq(storeTables.tenantId, ctx.tenantId), eq(storeTables.id, tableId), eq(storeTables.storeId, storeId)));
  if (!t) throw new AppError(Err.TABLE_MISSING);
  return `${t.zone} / ${t.number}`;
}

function listWhere(ctx: TenantCtx, q: ReservationListQuery): SQL | undefined {
  const pattern = q.keyword ? containsPattern(q.keyword) : undefined;
  return and(
    eq(reservations.tenantId, ctx.tenantId),
    storeScope(ctx, reservations.storeId),
    q.storeId ? eq(reservations.storeId, q.storeId) : undefined,
    q.state ? eq(reservations.state, q.state) : undefined,
    q.startTime !== undefined ? gte(reservations.reservedAt, new Date(q.startTime * 1000)) : undefined,
    q.endTime !== undefined ? lt(reservations.reservedAt, new Date(q.endTime * 1000)) : undefined,
    pattern ? or(ilike(reservations.name, pattern), ilike(reservations.phone, pattern)) : undefined,
  );
}

/** Reservations (table bookings): made on the POS, listed there and in the back office's reservation report. */
export function createReservationService() {
  async function page(ctx: TenantCtx, q: ReservationListQuery, where: SQL | undefined, latestFirst: boolean) {
    const [{ total }] = await ctx.db.select({ total: count() }).from(reservations).where(where);
    const { limit, offset } = pageWindow(q);
    const byTime = latestFirst
      ? [desc(reservations.reservedAt), desc(reservations.id)]
      : [asc(reservations.reservedAt), asc(reservations.id)];
    const rows = await withNames(ctx)
      .where(where)
      .orderBy(...byTime)
      .limit(limit)
      .offset(offset);
    return { list: rows.map(toRow), total };
  }

  const byClientId = (ctx: TenantCtx, clientId: string) =>
    rowWhere(ctx, and(eq(reservations.tenantId, ctx.tenantId), eq(reservations.clientId, clientId)));

  return {
    /**
     * Books a time (and a table of the till's store, else 2000) in the till's store. A retried upload with the same
     * `clientId` answers the reservation already written and changes nothing. Made at `at` (default now).
     */
    async create(ctx: TenantCtx, b: ReservationCreateBody): Promise<ReservationRow> {
      const existing = await byClientId(ctx, b.clientId);
      if (existing) return existing;
      const createdAt = happenedAt(b.at).date;
      const storeId = tillStore(ctx);
      const tableLabel = b.tableId ? await tableLabelOf(ctx, b.tableId, storeId) : '';
      try {
        const [r] = await ctx.db
          .insert(reservations)
          .values({
            tenantId: ctx.tenantId,
            clientId: b.clientId,
            storeId,
            tableId: b.tableId ?? null,
            tableLabel,
            reservedAt: new Date(b.reservedAt * 1000),
            guests: b.guests,
            name: b.name,
            areaCode: b.areaCode ?? '',
            phone: b.phone ?? '',
            note: b.note ?? '',
            userId: ctx.userId,
            createdAt,
          })
          .returning({ id: reservations.id });
        return (await rowWhere(ctx, ownRow(reservations, ctx, r.id))) as ReservationRow;
      } catch (e) {
        // The same upload retried concurrently: the first one wins, the second answers it.
        const again = isUniqueViolation(e) ? await byClientId(ctx, b.clientId) : null;
        if (again) return again;
        throw e;
      }
    },

    /**
     * booked → arrived | cancelled, in the till's store; anything else (or another store's) → 1019. At `at`: not
     * before the reservation was made (1001); the row keeps that time as its last change (it has no column of its own).
     */
    async setState(ctx: TenantCtx, id: number, state: 'arrived' | 'cancelled', at?: number): Promise<ReservationRow> {
      const when = happenedAt(at);
      const booked = and(
        eq(reservations.tenantId, ctx.tenantId),
        eq(reservations.id, id),
        eq(reservations.storeId, tillStore(ctx)),
        eq(reservations.state, 'booked'),
      );
      await inTransaction(ctx, async (tx) => {
        const [r] = await tx.db
          .select({ createdAt: reservations.createdAt })
          .from(reservations)
          .where(booked)
          .for('no key update');
        if (!r) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        const updatedAt = notBefore(when, r.createdAt, 'the reservation was made');
        await tx.db.update(reservations).set({ state, updatedAt }).where(booked);
      });
      return (await rowWhere(ctx, ownRow(reservations, ctx, id))) as ReservationRow;
    },

    /** The POS list: the till's store only, soonest first. */
    appList(ctx: TenantCtx, q: ReservationListQuery) {
      const where = and(listWhere(ctx, { ...q, storeId: undefined }), eq(reservations.storeId, tillStore(ctx)));
      return page(ctx, q, where, false);
    },

    /** The back office's reservation report: visible stores, latest first ('reservedAt' sorts soonest first). */
    list(ctx: TenantCtx, q: ReservationListQuery) {
      return page(ctx, q, listWhere(ctx, q), q.sort !== 'reservedAt');
    },
  };
}

/** Whether a store has reservations (store deletion check: they name it). */
export async function storeHasReservations(ctx: TenantCtx, storeId: number): Promise<boolean> {
  const [any] = await ctx.db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.tenantId, ctx.tenantId), eq(reservations.storeId, storeId)))
    .limit(1);
  return Boolean(any);
}
