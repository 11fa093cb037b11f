import {
  Err,
  type StaffWorkCountExportBody,
  type StaffWorkCountList,
  type StaffWorkCountQuery,
  type StaffWorkCountRow,
  type TimeCardList,
  type TimeCardListQuery,
  type TimeCardOptions,
  type TimeCardRow,
  type TimeCardSaveBody,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { stores, timeCards, userStores, users } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { orderFor, pageWindow } from '../../platform/list';
import { canSeeStore, owned, ownRow, storeScope } from '../../platform/scope';
import { staffScope, worksIn } from './staff-access';
import { workTimeWorkbook } from './work-time-export';

const DAY_MS = 86_400_000;

/** The instant a calendar day starts in the caller's time zone. */
const dayStart = (ctx: TenantCtx, date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - ctx.tzOffsetMs);
/** The calendar day of an instant in the caller's time zone. */
const localDate = (ctx: TenantCtx, at: Date) => new Date(at.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 10);

/** §5 "date ranges cannot exceed today": a 1001 with the field, like a schema refusal. */
function beyondToday(path: string) {
  return new AppError(Err.PARAM, { issues: [{ path, message: 'date beyond today' }] });
}

/**
 * A clock-in of the POS app belongs to the app until its clock-out (20053): the back office changing or removing
 * it meanwhile would leave the app's clock-out without its card. Finished cards are the back office's to correct.
 */
function assertNotRunning(card: TimeCardRow) {
  if (card.source === 'app' && card.endAt === null) throw new AppError(Err.APP_DUTY_LOCKED);
}

/** Hours of a finished card, rounded to 2 decimals; null while clocked in. */
const hours = sql`round(extract(epoch from (${timeCards.endedAt} - ${timeCards.startedAt})) / 3600, 2)`;
const fixed2 = (v: string | number | null) => new Decimal(v ?? 0).toFixed(2);

/** Time cards and work time: /staffManage/timeCard and /staffManage/staffWorkCount (menu code 6). */
export function createTimeCardService() {
  /**
   * Cards starting within [from, to], whole days in the caller's time zone (a card counts on the day it starts).
   * Neither end may be after today there.
   */
  function startedWithin(ctx: TenantCtx, from?: string, to?: string): SQL | undefined {
    const today = localDate(ctx, new Date());
    if (from && from > today) throw beyondToday('from');
    if (to && to > today) throw beyondToday('to');
    return and(
      from ? gte(timeCards.startedAt, dayStart(ctx, from)) : undefined,
      to ? lt(timeCards.startedAt, new Date(dayStart(ctx, to).getTime() + DAY_MS)) : undefined,
    );
  }

  /** The caller's cards: their merchant's, in the stores they are bound to. */
  const scoped = (ctx: TenantCtx) => and(eq(timeCards.tenantId, ctx.tenantId), storeScope(ctx, timeCards.storeId));

  async function rows(ctx: TenantCtx, where: SQL | undefined, order: SQL[], page?: { limit: number; offset: number }) {
    let query = ctx.db
      .select({
        id: timeCards.id,
        storeId: timeCards.storeId,
        storeName: stores.name,
        staffId: timeCards.userId,
        staffName: users.name,
        startedAt: timeCards.startedAt,
        endedAt: timeCards.endedAt,
        hours: sql<string | null>`(${hours})::text`,
        source: timeCards.source,
      })
      .from(timeCards)
      .innerJoin(stores, and(eq(stores.tenantId, timeCards.tenantId), eq(stores.id, timeCards.storeId)))
      .innerJoin(users, and(eq(users.tenantId, timeCards.tenantId), eq(users.id, timeCards.userId)))
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (page) query = query.limit(page.limit).offset(page.offset);
    return (await query).map(
      (r): TimeCardRow => ({
        id: r.id,
        storeId: r.storeId,
        storeName: r.storeName,
        staffId: r.staffId,
        staffName: r.staffName,
        startAt: r.startedAt.toISOString(),
        endAt: r.endedAt?.toISOString() ?? null,
        hours: r.hours === null ? null : fixed2(r.hours),
        source: r.source,
      }),
    );
  }

  async function detail(ctx: TenantCtx, id: number): Promise<TimeCardRow> {
    const [row] = await rows(ctx, and(scoped(ctx), eq(timeCards.id, id)), [asc(timeCards.id)]);
    if (!row) throw new AppError(Err.NO_DATA);
    return row;
  }

  function workTimeWhere(ctx: TenantCtx, q: StaffWorkCountExportBody) {
    return and(
      scoped(ctx),
      isNotNull(timeCards.endedAt),
      q.storeId === undefined ? undefined : eq(timeCards.storeId, q.storeId),
      q.staffId === undefined ? undefined : eq(timeCards.userId, q.staffId),
      startedWithin(ctx, q.from, q.to),
    );
  }

  const hoursSum = sql`sum(${hours})`;

  async function workTimeRows(
    ctx: TenantCtx,
    q: StaffWorkCountExportBody,
    page: { limit: number; offset: number },
  ): Promise<StaffWorkCountRow[]> {
    const found = await ctx.db
      .select({
        staffId: timeCards.userId,
        staffName: users.name,
        cards: sql<number>`count(*)::int`,
        hours: sql<string>`(${hoursSum})::text`,
      })
      .from(timeCards)
      .innerJoin(users, and(eq(users.tenantId, timeCards.tenantId), eq(users.id, timeCards.userId)))
      .where(workTimeWhere(ctx, q))
      .groupBy(timeCards.userId, users.name)
      .orderBy(
        ...orderFor(
          q.sort,
          { staffName: users.name, hours: hoursSum },
          { id: timeCards.userId, fallback: 'staffName' },
        ),
      )
      .limit(page.limit)
      .offset(page.offset);
    return found.map((r) => ({ ...r, cards: Number(r.cards), hours: fixed2(r.hours) }));
  }

  async function workTimeTotals(ctx: TenantCtx, q: StaffWorkCountExportBody) {
    const [agg] = await ctx.db
      .select({
        total: sql<number>`count(distinct ${timeCards.userId})::int`,
        hours: sql<string>`coalesce(${hoursSum}, 0)::text`,
      })
      .from(timeCards)
      .where(workTimeWhere(ctx, q));
    return { total: Number(agg.total), totalHours: fixed2(agg.hours) };
  }

  return {
    detail,

    async list(ctx: TenantCtx, q: TimeCardListQuery): Promise<TimeCardList> {
      const where = and(
        scoped(ctx),
        q.storeId === undefined ? undefined : eq(timeCards.storeId, q.storeId),
        q.staffId === undefined ? undefined : eq(timeCards.userId, q.staffId),
        startedWithin(ctx, q.from, q.to),
      );
      const [agg] = await ctx.db
        .select({ total: count(), hours: sql<string>`coalesce(sum(${hours}), 0)::text` })
        .from(timeCards)
        .where(where);
      const order = orderFor(
        q.sort,
        { startAt: timeCards.startedAt, endAt: timeCards.endedAt },
        { id: timeCards.id, fallback: '-startAt' },
      );
      return { list: await rows(ctx, where, order, pageWindow(q)), total: agg.total, totalHours: fixed2(agg.hours) };
    },

    /**
     * Adds or replaces a time card (see TimeCardSaveBody). The store and the staff member must be the caller's to
     * see, and the staff member must work in the store. A staff member cannot work two overlapping stretches (1004).
     */
    async save(ctx: TenantCtx, body: TimeCardSaveBody): Promise<TimeCardRow> {
      const storeId = body.storeId as number; // the schema answers 20076 when missing
      const staffId = body.staffId as number; // and 20078
      const start = new Date(body.startAt);
      const end = new Date(body.endAt);
      const today = localDate(ctx, new Date());
      if (localDate(ctx, start) > today) throw beyondToday('startAt');
      if (localDate(ctx, end) > today) throw beyondToday('endAt');
      if (body.id !== undefined) assertNotRunning(await detail(ctx, body.id));
      await owned(stores, ctx, storeId, Err.NO_DATA, { where: storeScope(ctx, stores.id) });
      await owned(users, ctx, staffId, Err.NO_DATA, {
        where: and(staffScope(ctx), or(eq(users.allStores, true), worksIn(ctx, [storeId]))),
      });

      const id = await inTransaction(ctx, async (tx) => {
        // One time-card write per staff member at a time, so the overlap check holds.
        await tx.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tx.tenantId), eq(users.id, staffId)))
          .for('update');
        const [clash] = await tx.db
          .select({ id: timeCards.id })
          .from(timeCards)
          .where(
            and(
              eq(timeCards.tenantId, tx.tenantId),
              eq(timeCards.userId, staffId),
              body.id === undefined ? undefined : ne(timeCards.id, body.id),
              lt(timeCards.startedAt, end),
              or(isNull(timeCards.endedAt), gt(timeCards.endedAt, start)),
            ),
          )
          .limit(1);
        if (clash) throw new AppError(Err.ADDED_REPEATEDLY, { id: clash.id });
        const values = { storeId, userId: staffId, startedAt: start, endedAt: end, updatedAt: new Date() };
        if (body.id === undefined) {
          const [created] = await tx.db
            .insert(timeCards)
            .values({ tenantId: tx.tenantId, ...values })
            .returning({ id: timeCards.id });
          return created.id;
        }
        await tx.db
          .update(timeCards)
          .set(values)
          .where(and(eq(timeCards.tenantId, tx.tenantId), eq(timeCards.id, body.id)));
        return body.id;
      });
      return detail(ctx, id);
    },

    async remove(ctx: TenantCtx, id: number) {
      assertNotRunning(await detail(ctx, id));
      await ctx.db.delete(timeCards).where(ownRow(timeCards, ctx, id));
      return null;
    },

    /** The stores and staff a time card may name, within the caller's stores. */
    async options(ctx: TenantCtx): Promise<TimeCardOptions> {
      const storeList = await ctx.db
        .select({ id: stores.id, name: stores.name, kind: stores.kind })
        .from(stores)
        .where(and(eq(stores.tenantId, ctx.tenantId), storeScope(ctx, stores.id)))
        .orderBy(asc(stores.name), asc(stores.id));
      const staffList = await ctx.db
        .select({ id: users.id, name: users.name, allStores: users.allStores })
        .from(users)
        .where(and(eq(users.tenantId, ctx.tenantId), staffScope(ctx)))
        .orderBy(asc(users.name), asc(users.id));
      const bound =
        staffList.length === 0
          ? []
          : await ctx.db
              .select({ userId: userStores.userId, storeId: userStores.storeId })
              .from(userStores)
              .where(
                and(
                  eq(userStores.tenantId, ctx.tenantId),
                  inArray(
                    userStores.userId,
                    staffList.map((s) => s.id),
                  ),
                ),
              );
      return {
        stores: storeList,
        staff: staffList.map((s) => ({
          ...s,
          storeIds: s.allStores
            ? []
            : bound.filter((b) => b.userId === s.id && canSeeStore(ctx, b.storeId)).map((b) => b.storeId),
        })),
      };
    },

    /** Total hours per staff member over a range of days in the caller's time zone. */
    async workTime(ctx: TenantCtx, q: StaffWorkCountQuery): Promise<StaffWorkCountList> {
      const totals = await workTimeTotals(ctx, q);
      return { list: await workTimeRows(ctx, q, pageWindow(q)), ...totals };
    },

    /** The same totals as an xlsx file, headers in the caller's language. */
    async workTimeExport(ctx: TenantCtx, q: StaffWorkCountExportBody) {
      const totals = await workTimeTotals(ctx, q);
      // One row per staff member: a merchant's staff fit in memory many times over.
      const list = await workTimeRows(ctx, q, { limit: 100_000, offset: 0 });
      return {
        fileName: `work-time_${q.from}_${q.to}.xlsx`,
        buffer: await workTimeWorkbook(ctx.lang, q, list, totals.totalHours),
      };
    },
  };
}

export type TimeCardService = ReturnType<typeof createTimeCardService>;
