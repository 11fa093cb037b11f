import {
  Err,
  type ShiftCashBody,
  type ShiftEntryRow,
  type ShiftListQuery,
  type ShiftOpenBody,
  type ShiftRow,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, gte, lt, max } from 'drizzle-orm';
import { costTypes, remittances, shiftEntries, shifts, stores, users } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { pageWindow } from '../../platform/list';
import { owned, storeScope } from '../../platform/scope';
import { happenedAt, notBefore } from './happened-at';
import { addShiftEntry, entryRowsOf, expectedCashOf, expectedCashOfMany, openShiftOf, type Shift } from './shift-cash';

/** The caller's open shift with its live expected cash and its entries (POST /m/app/shift/current). */
export type CurrentShift = ShiftRow & { entries: ShiftEntryRow[] };

/** The till's store of an app session (every app route runs in one). */
export const tillStore = (ctx: TenantCtx) => (ctx.app as { storeId: number }).storeId;

/**
 * The caller's open shift in the till's store, locked: cash moves into the drawer the till stands at, so an open
 * shift in another store does not count (1012, the staff member is not on duty here).
 */
export async function tillShift(tx: TenantCtx): Promise<Shift> {
  const shift = await openShiftOf(tx, tx.userId);
  if (!shift || shift.storeId !== tillStore(tx)) throw new AppError(Err.PAYEE_NOT_ON_DUTY);
  return shift;
}

/** The calendar day of an instant in the caller's time zone, as yyyymmdd (the shift number's date). */
const localDay = (ctx: TenantCtx, at: Date) =>
  new Date(at.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');

const money = (v: string | Decimal) => new Decimal(v).toFixed(2);

function toRow(s: Shift, names: { storeName: string | null; staffName: string | null }, expected: string): ShiftRow {
  const actual = s.actualCash === null ? null : money(s.actualCash);
  return {
    id: s.id,
    number: s.number,
    storeId: s.storeId,
    storeName: names.storeName ?? '',
    staffId: s.userId,
    staffName: names.staffName ?? '',
    status: s.status,
    openedAt: s.openedAt.toISOString(),
    closedAt: s.closedAt?.toISOString() ?? null,
    initialCash: money(s.initialCash),
    expectedCash: expected,
    actualCash: actual,
    difference: actual === null ? null : new Decimal(actual).minus(expected).toFixed(2),
  };
}

/** A shift with its store and staff names; closed shifts keep the expected cash stored at closing. */
const withNames = (tx: TenantCtx) =>
  tx.db
    .select({ shift: shifts, storeName: stores.name, staffName: users.name })
    .from(shifts)
    .leftJoin(stores, and(eq(stores.tenantId, shifts.tenantId), eq(stores.id, shifts.storeId)))
    .leftJoin(users, and(eq(users.tenantId, shifts.tenantId), eq(users.id, shifts.userId)));

async function rowOf(tx: TenantCtx, id: number): Promise<ShiftRow> {
  const [r] = await withNames(tx).where(and(eq(shifts.tenantId, tx.tenantId), eq(shifts.id, id)));
  const expected = r.shift.expectedCash ?? (await expectedCashOf(tx, r.shift));
  return toRow(r.shift, r, money(expected));
}

/** Shifts (duty, §3/§4): the POS opens, moves cash, counts and closes; the back office lists them. */
export function createShiftService() {
  return {
    /**
     * Opens the caller's shift in the till's store with its initial cash, at `at` (an offline till's shift keeps its
     * own time); one open shift per staff member (1004).
     */
    async open(ctx: TenantCtx, b: ShiftOpenBody): Promise<ShiftRow> {
      const openedAt = happenedAt(b.at).date;
      try {
        return await inTransaction(ctx, async (tx) => {
          if (await openShiftOf(tx, tx.userId)) throw new AppError(Err.ADDED_REPEATEDLY);
          const [s] = await tx.db
            .insert(shifts)
            .values({
              tenantId: tx.tenantId,
              number: '',
              storeId: tillStore(tx),
              userId: tx.userId,
              initialCash: b.initialCash,
              openedAt,
            })
            .returning();
          // The id makes the number unique without a shared counter: D + local date + '-' + id.
          await tx.db
            .update(shifts)
            .set({ number: `D${localDay(tx, s.openedAt)}-${s.id}` })
            .where(and(eq(shifts.tenantId, tx.tenantId), eq(shifts.id, s.id)));
          await addShiftEntry(tx, { shiftId: s.id, type: 'start', amount: b.initialCash, createdAt: openedAt });
          return rowOf(tx, s.id);
        });
      } catch (e) {
        // Two opens racing: the partial unique index on open shifts lets one through.
        if (isUniqueViolation(e)) throw new AppError(Err.ADDED_REPEATEDLY);
        throw e;
      }
    },

    /** The caller's open shift (in whichever store it was opened) with expected cash and entries, or null. */
    async current(ctx: TenantCtx): Promise<CurrentShift | null> {
      const [open] = await ctx.db
        .select({ id: shifts.id })
        .from(shifts)
        .where(and(eq(shifts.tenantId, ctx.tenantId), eq(shifts.userId, ctx.userId), eq(shifts.status, 'open')));
      if (!open) return null;
      return { ...(await rowOf(ctx, open.id)), entries: await entryRowsOf(ctx, open.id) };
    },

    /**
     * Cash in (income) or out (expense) with a cost type whose range includes that direction (else 1001), at `at`
     * (not before the shift opened).
     */
    async cash(ctx: TenantCtx, b: ShiftCashBody): Promise<ShiftEntryRow> {
      const when = happenedAt(b.at);
      return inTransaction(ctx, async (tx) => {
        const shift = await tillShift(tx);
        const createdAt = notBefore(when, shift.openedAt, 'the shift opened');
        let costType: { id: number; name: string } | null = null;
        if (b.costTypeId) {
          const [c] = await tx.db
            .select()
            .from(costTypes)
            .where(and(eq(costTypes.tenantId, tx.tenantId), eq(costTypes.id, b.costTypeId)));
          const fits = c && (b.type === 'income' ? c.cashIn : c.cashOut);
          if (!fits) throw new AppError(Err.PARAM, { issues: [{ path: 'costTypeId', message: 'no such cost type' }] });
          costType = c;
        }
        const entry = await addShiftEntry(tx, {
          shiftId: shift.id,
          type: b.type,
          amount: b.amount,
          costTypeId: costType?.id ?? null,
          costTypeName: costType?.name ?? '',
          note: b.note ?? '',
          createdAt,
        });
        return entryOf(tx, shift.id, entry.id);
      });
    },

    /**
     * Revokes an income or expense entry of the caller's open shift, once (a second revoke or another entry → 1019),
     * at `at` (not before the entry it revokes).
     */
    async revoke(ctx: TenantCtx, entryId: number, at?: number): Promise<ShiftEntryRow> {
      const when = happenedAt(at);
      try {
        return await inTransaction(ctx, async (tx) => {
          const shift = await tillShift(tx);
          const [entry] = await tx.db
            .select()
            .from(shiftEntries)
            .where(
              and(
                eq(shiftEntries.tenantId, tx.tenantId),
                eq(shiftEntries.shiftId, shift.id),
                eq(shiftEntries.id, entryId),
              ),
            );
          if (!entry || (entry.type !== 'income' && entry.type !== 'expense')) {
            throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
          }
          const [already] = await tx.db
            .select({ id: shiftEntries.id })
            .from(shiftEntries)
            .where(and(eq(shiftEntries.tenantId, tx.tenantId), eq(shiftEntries.revokesEntryId, entry.id)));
          if (already) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
          const revoke = await addShiftEntry(tx, {
            shiftId: shift.id,
            type: entry.type === 'income' ? 'incomeRevoke' : 'expenseRevoke',
            amount: entry.amount,
            costTypeId: entry.costTypeId,
            costTypeName: entry.costTypeName,
            revokesEntryId: entry.id,
            createdAt: notBefore(when, entry.createdAt, 'the entry it revokes'),
          });
          return entryOf(tx, shift.id, revoke.id);
        });
      } catch (e) {
        // Two revokes racing: the unique index on revokes_entry_id keeps the second out.
        if (isUniqueViolation(e)) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        throw e;
      }
    },

    /** A cash count: what the drawer holds then, for the record; it does not change the expected cash. */
    async count(ctx: TenantCtx, b: { amount: string; note?: string; at?: number }): Promise<ShiftEntryRow> {
      const when = happenedAt(b.at);
      return inTransaction(ctx, async (tx) => {
        const shift = await tillShift(tx);
        const entry = await addShiftEntry(tx, {
          shiftId: shift.id,
          type: 'cashCount',
          amount: b.amount,
          note: b.note ?? '',
          createdAt: notBefore(when, shift.openedAt, 'the shift opened'),
        });
        return entryOf(tx, shift.id, entry.id);
      });
    },

    /**
     * Closes the caller's open shift with the cash actually in the drawer, storing the expected cash beside it.
     * No open shift (closed already) → 1019; a remittance the caller sent still pending → 1001 (its cash is
     * neither here nor there until the receiver settles it or the caller revokes it). Closed at `at`: not before the
     * shift's last entry (which is never before it opened) → 1001.
     */
    async close(ctx: TenantCtx, b: { actualCash: string; note?: string; at?: number }): Promise<ShiftRow> {
      const when = happenedAt(b.at);
      return inTransaction(ctx, async (tx) => {
        const shift = await openShiftOf(tx, tx.userId);
        if (!shift) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        const [last] = await tx.db
          .select({ at: max(shiftEntries.createdAt) })
          .from(shiftEntries)
          .where(and(eq(shiftEntries.tenantId, tx.tenantId), eq(shiftEntries.shiftId, shift.id)));
        const closedAt = notBefore(when, last?.at ?? shift.openedAt, "the shift's last entry");
        const [pending] = await tx.db
          .select({ id: remittances.id })
          .from(remittances)
          .where(
            and(
              eq(remittances.tenantId, tx.tenantId),
              eq(remittances.fromUserId, tx.userId),
              eq(remittances.state, 'pending'),
            ),
          )
          .limit(1);
        if (pending) {
          throw new AppError(Err.PARAM, { issues: [{ path: '', message: 'a remittance you sent is pending' }] });
        }
        await tx.db
          .update(shifts)
          .set({
            status: 'closed',
            expectedCash: await expectedCashOf(tx, shift),
            actualCash: b.actualCash,
            note: b.note ?? shift.note,
            closedAt,
          })
          .where(and(eq(shifts.tenantId, tx.tenantId), eq(shifts.id, shift.id)));
        return rowOf(tx, shift.id);
      });
    },

    /** Back office (reports): shifts of the visible stores opened within the range, newest first. */
    async list(ctx: TenantCtx, q: ShiftListQuery): Promise<{ list: ShiftRow[]; total: number }> {
      const where = and(
        eq(shifts.tenantId, ctx.tenantId),
        storeScope(ctx, shifts.storeId),
        q.id ? eq(shifts.id, q.id) : undefined,
        q.storeId ? eq(shifts.storeId, q.storeId) : undefined,
        q.staffId ? eq(shifts.userId, q.staffId) : undefined,
        q.status ? eq(shifts.status, q.status) : undefined,
        q.startTime !== undefined ? gte(shifts.openedAt, new Date(q.startTime * 1000)) : undefined,
        q.endTime !== undefined ? lt(shifts.openedAt, new Date(q.endTime * 1000)) : undefined,
      );
      const [{ total }] = await ctx.db.select({ total: count() }).from(shifts).where(where);
      const { limit, offset } = pageWindow(q);
      const order =
        q.sort === 'openedAt' ? [asc(shifts.openedAt), asc(shifts.id)] : [desc(shifts.openedAt), desc(shifts.id)];
      const rows = await withNames(ctx)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      // Open shifts have no stored expected cash yet: computed live from their entries.
      const live = await expectedCashOfMany(
        ctx,
        rows.filter((r) => r.shift.status === 'open').map((r) => r.shift),
      );
      const list = rows.map((r) => toRow(r.shift, r, money(r.shift.expectedCash ?? (live.get(r.shift.id) as string))));
      return { list, total };
    },

    /** Back office: the entries of a shift of a visible store (another tenant's or store's → 1019). */
    async entries(ctx: TenantCtx, id: number): Promise<ShiftEntryRow[]> {
      await owned(shifts, ctx, id, Err.RECORD_MISSING_OR_COMPLETED, { where: storeScope(ctx, shifts.storeId) });
      return entryRowsOf(ctx, id);
    },
  };
}

async function entryOf(tx: TenantCtx, shiftId: number, entryId: number): Promise<ShiftEntryRow> {
  const rows = await entryRowsOf(tx, shiftId);
  return rows.find((r) => r.id === entryId) as ShiftEntryRow;
}

/** Whether a store has shifts: their history names it (store deletion check). */
export async function storeHasShifts(ctx: TenantCtx, storeId: number): Promise<boolean> {
  const [any] = await ctx.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.tenantId, ctx.tenantId), eq(shifts.storeId, storeId)))
    .limit(1);
  return Boolean(any);
}

/** Whether a staff member has a shift still open: they cannot be deleted until it is closed (20088). */
export async function staffHasOpenShift(ctx: TenantCtx, userId: number): Promise<boolean> {
  const [open] = await ctx.db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.tenantId, ctx.tenantId), eq(shifts.userId, userId), eq(shifts.status, 'open')))
    .limit(1);
  return Boolean(open);
}
