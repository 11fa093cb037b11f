import { Err } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { remittances, shifts, users } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { owned, ownRow } from '../../platform/scope';
import { following, type HappenedAt, happenedAt, notBefore } from './happened-at';
import { addShiftEntry, openShiftOf } from './shift-cash';
import { tillShift } from './shifts.service';

type Remittance = typeof remittances.$inferSelect;

/** A remittance as the POS shows it. */
export interface RemittanceRow {
  id: number;
  storeId: number;
  fromUserId: number;
  fromName: string;
  toUserId: number;
  toName: string;
  amount: string;
  state: Remittance['state'];
  note: string;
  createdAt: string;
  settledAt: string | null;
}

const senders = alias(users, 'sender');
const receivers = alias(users, 'receiver');

const withNames = (ctx: TenantCtx) =>
  ctx.db
    .select({ r: remittances, fromName: senders.name, toName: receivers.name })
    .from(remittances)
    .leftJoin(senders, and(eq(senders.tenantId, remittances.tenantId), eq(senders.id, remittances.fromUserId)))
    .leftJoin(receivers, and(eq(receivers.tenantId, remittances.tenantId), eq(receivers.id, remittances.toUserId)));

function toRow(x: { r: Remittance; fromName: string | null; toName: string | null }): RemittanceRow {
  const { r } = x;
  return {
    id: r.id,
    storeId: r.storeId,
    fromUserId: r.fromUserId,
    fromName: x.fromName ?? '',
    toUserId: r.toUserId,
    toName: x.toName ?? '',
    amount: new Decimal(r.amount).toFixed(2),
    state: r.state,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

async function rowOf(ctx: TenantCtx, id: number): Promise<RemittanceRow> {
  const [x] = await withNames(ctx).where(ownRow(remittances, ctx, id));
  return toRow(x);
}

/** A settled remittance answers how it was settled, whichever action is tried (1013 / 1014 / 1015). */
function assertPending(r: Remittance) {
  if (r.state === 'revoked') throw new AppError(Err.REMITTANCE_REVOKED);
  if (r.state === 'received') throw new AppError(Err.REMITTANCE_RECEIVED);
  if (r.state === 'rejected') throw new AppError(Err.REMITTANCE_REJECTED);
}

/**
 * The remittance locked for the action, if the caller is its `party` (addressee or sender); anyone else — another
 * tenant's caller included — finds nothing (1019).
 */
async function lockedFor(tx: TenantCtx, id: number, party: 'to' | 'from'): Promise<Remittance> {
  const r = await owned(remittances, tx, id, Err.RECORD_MISSING_OR_COMPLETED, {
    where: eq(party === 'to' ? remittances.toUserId : remittances.fromUserId, tx.userId),
    lock: 'no key update',
  });
  assertPending(r);
  return r;
}

/**
 * Puts the cash back into the sender's drawer (reject, revoke): a 'transferIn' on the shift it left, or — when that
 * shift was closed meanwhile — on the sender's current open shift; with neither, nobody holds the drawer (1012).
 * Answers when it was settled: `when`, not before the remittance was sent nor before that shift opened (1001).
 */
async function giveBack(tx: TenantCtx, r: Remittance, when: HappenedAt): Promise<Date> {
  const [from] = await tx.db
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tx.tenantId), eq(shifts.id, r.fromShiftId), eq(shifts.status, 'open')))
    .for('no key update');
  const shift = from ?? (await openShiftOf(tx, r.fromUserId));
  if (!shift) throw new AppError(Err.PAYEE_NOT_ON_DUTY);
  const settledAt = following(
    when,
    [r.createdAt, 'the remittance was sent'],
    [shift.openedAt, 'the shift opened'],
  ).date;
  await addShiftEntry(tx, {
    shiftId: shift.id,
    type: 'transferIn',
    amount: r.amount,
    remittanceId: r.id,
    note: r.note,
    createdAt: settledAt,
  });
  return settledAt;
}

async function settle(tx: TenantCtx, r: Remittance, state: Remittance['state'], settledAt: Date, toShiftId?: number) {
  await tx.db
    .update(remittances)
    .set({ state, settledAt, ...(toShiftId ? { toShiftId } : {}) })
    .where(and(eq(remittances.tenantId, tx.tenantId), eq(remittances.id, r.id)));
}

/** Cash handed between two open shifts of one store (§4 cash transfer out / in). */
export function createRemittanceService() {
  return {
    /**
     * Sends cash from the caller's open shift: the 'transferOut' is written at once (the cash has left the drawer).
     * The receiver must be on duty in the same store (1012); sending to oneself is a parameter error (1001). Sent
     * at `at`, not before the sender's shift opened.
     */
    async send(
      ctx: TenantCtx,
      b: { toUserId: number; amount: string; note?: string; at?: number },
    ): Promise<RemittanceRow> {
      if (b.toUserId === ctx.userId) {
        throw new AppError(Err.PARAM, { issues: [{ path: 'toUserId', message: 'cannot send to yourself' }] });
      }
      const when = happenedAt(b.at);
      return inTransaction(ctx, async (tx) => {
        const shift = await tillShift(tx);
        const sentAt = notBefore(when, shift.openedAt, 'the shift opened');
        const [receiverShift] = await tx.db
          .select({ id: shifts.id })
          .from(shifts)
          .where(
            and(
              eq(shifts.tenantId, tx.tenantId),
              eq(shifts.userId, b.toUserId),
              eq(shifts.storeId, shift.storeId),
              eq(shifts.status, 'open'),
            ),
          );
        if (!receiverShift) throw new AppError(Err.PAYEE_NOT_ON_DUTY);
        const [r] = await tx.db
          .insert(remittances)
          .values({
            tenantId: tx.tenantId,
            storeId: shift.storeId,
            fromShiftId: shift.id,
            fromUserId: tx.userId,
            toUserId: b.toUserId,
            amount: new Decimal(b.amount).toFixed(4),
            note: b.note ?? '',
            createdAt: sentAt,
          })
          .returning();
        await addShiftEntry(tx, {
          shiftId: shift.id,
          type: 'transferOut',
          amount: b.amount,
          remittanceId: r.id,
          note: r.note,
          createdAt: sentAt,
        });
        return rowOf(tx, r.id);
      });
    },

    /**
     * The addressee takes the cash into their open shift in the remittance's store (else 1012), at `at`: not before
     * it was sent nor before that shift opened (1001).
     */
    async receive(ctx: TenantCtx, id: number, at?: number): Promise<RemittanceRow> {
      const when = happenedAt(at);
      return inTransaction(ctx, async (tx) => {
        const r = await lockedFor(tx, id, 'to');
        const shift = await openShiftOf(tx, tx.userId);
        if (!shift || shift.storeId !== r.storeId) throw new AppError(Err.PAYEE_NOT_ON_DUTY);
        const receivedAt = following(
          when,
          [r.createdAt, 'the remittance was sent'],
          [shift.openedAt, 'the shift opened'],
        ).date;
        await addShiftEntry(tx, {
          shiftId: shift.id,
          type: 'transferIn',
          amount: r.amount,
          remittanceId: r.id,
          note: r.note,
          createdAt: receivedAt,
        });
        await settle(tx, r, 'received', receivedAt, shift.id);
        return rowOf(tx, r.id);
      });
    },

    /** The addressee refuses the cash: it goes back to the sender. */
    async reject(ctx: TenantCtx, id: number, at?: number): Promise<RemittanceRow> {
      const when = happenedAt(at);
      return inTransaction(ctx, async (tx) => {
        const r = await lockedFor(tx, id, 'to');
        await settle(tx, r, 'rejected', await giveBack(tx, r, when));
        return rowOf(tx, r.id);
      });
    },

    /** The sender takes a pending remittance back. */
    async revoke(ctx: TenantCtx, id: number, at?: number): Promise<RemittanceRow> {
      const when = happenedAt(at);
      return inTransaction(ctx, async (tx) => {
        const r = await lockedFor(tx, id, 'from');
        await settle(tx, r, 'revoked', await giveBack(tx, r, when));
        return rowOf(tx, r.id);
      });
    },

    /** What awaits the caller: pending remittances addressed to them, newest first. */
    async pending(ctx: TenantCtx): Promise<RemittanceRow[]> {
      const rows = await withNames(ctx)
        .where(
          and(
            eq(remittances.tenantId, ctx.tenantId),
            eq(remittances.toUserId, ctx.userId),
            eq(remittances.state, 'pending'),
          ),
        )
        .orderBy(desc(remittances.id));
      return rows.map(toRow);
    },
  };
}
