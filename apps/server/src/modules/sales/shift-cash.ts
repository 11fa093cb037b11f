import { Err, type ShiftEntryRow, type ShiftEntryType } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderingFeatures, orders, shiftEntries, shifts, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';

export type Shift = typeof shifts.$inferSelect;

/** Entry types that put cash into the drawer; the others (but 'start' and 'cashCount') take it out. */
const CASH_IN: ReadonlySet<ShiftEntryType> = new Set(['income', 'transferIn', 'sale', 'expenseRevoke']);
const CASH_OUT: ReadonlySet<ShiftEntryType> = new Set(['expense', 'transferOut', 'refund', 'incomeRevoke']);

/** The caller's open shift, locked for the rest of the transaction (entries of one shift are written in turn). */
export async function openShiftOf(tx: TenantCtx, userId: number): Promise<Shift | null> {
  const [s] = await tx.db
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tx.tenantId), eq(shifts.userId, userId), eq(shifts.status, 'open')))
    .for('no key update');
  return s ?? null;
}

/** Whether the merchant works with shifts (settings → ordering features; off until switched on). */
export async function shiftsEnabled(tx: TenantCtx): Promise<boolean> {
  const [f] = await tx.db
    .select({ shifts: orderingFeatures.shifts })
    .from(orderingFeatures)
    .where(eq(orderingFeatures.tenantId, tx.tenantId));
  return f?.shifts ?? false;
}

/**
 * The shift a payment or refund of the caller goes into. With shifts switched on, taking money needs an open shift
 * in the till's store (1012); with them off, money is taken without one (null).
 */
export async function shiftForPayment(tx: TenantCtx, userId: number, storeId: number): Promise<Shift | null> {
  const shift = userId ? await openShiftOf(tx, userId) : null;
  if (shift && shift.storeId === storeId) return shift;
  if (await shiftsEnabled(tx)) throw new AppError(Err.PAYEE_NOT_ON_DUTY);
  return null;
}

/** `shiftForPayment` from the shift and setting read with the receipt's catalogue (`receiptCatalogue`'s `till`). */
export function shiftFromTill<S extends { storeId: number }>(
  till: { shift: S | null; shiftsOn: boolean },
  storeId: number,
): S | null {
  if (till.shift && till.shift.storeId === storeId) return till.shift;
  if (till.shiftsOn) throw new AppError(Err.PAYEE_NOT_ON_DUTY);
  return null;
}

export interface EntryInput {
  shiftId: number;
  type: ShiftEntryType;
  amount: string;
  costTypeId?: number | null;
  costTypeName?: string;
  orderId?: number | null;
  remittanceId?: number | null;
  revokesEntryId?: number | null;
  note?: string;
  /** When it happened on the till (default now): an offline till's entries keep their own time. */
  createdAt?: Date;
}

export async function addShiftEntry(tx: TenantCtx, e: EntryInput) {
  const [row] = await tx.db
    .insert(shiftEntries)
    .values({ tenantId: tx.tenantId, userId: tx.userId, ...e, amount: new Decimal(e.amount).toFixed(4) })
    .returning();
  return row;
}

/** What the drawer should hold: initial cash plus cash in minus cash out (a revoke entry undoes its entry). */
export async function expectedCashOf(tx: TenantCtx, shift: Shift): Promise<string> {
  const rows = await tx.db
    .select({ type: shiftEntries.type, amount: sql<string>`sum(${shiftEntries.amount})` })
    .from(shiftEntries)
    .where(and(eq(shiftEntries.tenantId, tx.tenantId), eq(shiftEntries.shiftId, shift.id)))
    .groupBy(shiftEntries.type);
  let cash = new Decimal(shift.initialCash);
  for (const r of rows) {
    if (CASH_IN.has(r.type)) cash = cash.plus(r.amount);
    if (CASH_OUT.has(r.type)) cash = cash.minus(r.amount);
  }
  return cash.toFixed(2);
}

/** Expected cash of several shifts at once (a list page): one grouped query rather than one per shift. */
export async function expectedCashOfMany(tx: TenantCtx, list: Shift[]): Promise<Map<number, string>> {
  const cash = new Map(list.map((s) => [s.id, new Decimal(s.initialCash)]));
  if (list.length === 0) return new Map();
  const rows = await tx.db
    .select({
      shiftId: shiftEntries.shiftId,
      type: shiftEntries.type,
      amount: sql<string>`sum(${shiftEntries.amount})`,
    })
    .from(shiftEntries)
    .where(and(eq(shiftEntries.tenantId, tx.tenantId), inArray(shiftEntries.shiftId, [...cash.keys()])))
    .groupBy(shiftEntries.shiftId, shiftEntries.type);
  for (const r of rows) {
    const now = cash.get(r.shiftId) as Decimal;
    if (CASH_IN.has(r.type)) cash.set(r.shiftId, now.plus(r.amount));
    if (CASH_OUT.has(r.type)) cash.set(r.shiftId, now.minus(r.amount));
  }
  return new Map([...cash].map(([id, v]) => [id, v.toFixed(2)]));
}

const revokers = alias(shiftEntries, 'revoker');

/** The entries of a shift in the order they were written, with the receipt number, revoked flag and who wrote them. */
export async function entryRowsOf(tx: TenantCtx, shiftId: number): Promise<ShiftEntryRow[]> {
  const e = shiftEntries;
  const rows = await tx.db
    .select({
      entry: e,
      orderNumber: orders.number,
      revokerId: revokers.id,
      staffName: users.name,
    })
    .from(e)
    .leftJoin(orders, and(eq(orders.tenantId, e.tenantId), eq(orders.id, e.orderId)))
    .leftJoin(revokers, and(eq(revokers.tenantId, e.tenantId), eq(revokers.revokesEntryId, e.id)))
    .leftJoin(users, and(eq(users.tenantId, e.tenantId), eq(users.id, e.userId)))
    .where(and(eq(e.tenantId, tx.tenantId), eq(e.shiftId, shiftId)))
    .orderBy(asc(e.id));
  return rows.map((r) => ({
    id: r.entry.id,
    type: r.entry.type,
    amount: new Decimal(r.entry.amount).toFixed(2),
    costTypeName: r.entry.costTypeName,
    orderNumber: r.orderNumber ?? '',
    note: r.entry.note,
    revoked: r.revokerId !== null,
    staffName: r.staffName ?? '',
    createdAt: r.entry.createdAt.toISOString(),
  }));
}
