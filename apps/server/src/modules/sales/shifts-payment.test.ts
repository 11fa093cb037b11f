import { Err, type ShiftRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, ok, serviceCtx } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { orderingFeatures } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { shiftForPayment } from './shift-cash';

const t = await startTestApp();

/** The context a payment runs in (what the receipts code passes to shiftForPayment). */
const ctxOf = (tenantId: number, userId: number) =>
  serviceCtx(t, tenantId, userId, { sessionKind: 'app', isBoss: false });

async function codeOf(p: Promise<unknown>): Promise<number | null> {
  try {
    await p;
    return null;
  } catch (e) {
    if (e instanceof AppError) return e.code;
    throw e;
  }
}

describe('the shift a payment goes into', () => {
  it('with shifts switched on: 1012 without an open shift in the till store, else that shift', async () => {
    const m = await merchant(t);
    await t.db
      .insert(orderingFeatures)
      .values({ tenantId: m.tenantId, shifts: true })
      .onConflictDoUpdate({ target: orderingFeatures.tenantId, set: { shifts: true } });
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeA });
    const ctx = ctxOf(m.tenantId, till.userId);
    expect(await codeOf(shiftForPayment(ctx, till.userId, m.storeA))).toBe(Err.PAYEE_NOT_ON_DUTY);
    const shift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '0' }, { token: till.token }));
    expect((await shiftForPayment(ctx, till.userId, m.storeA))?.id).toBe(shift.id);
    // Open in store A, paying at a till of store B: not on duty there.
    expect(await codeOf(shiftForPayment(ctx, till.userId, m.storeB))).toBe(Err.PAYEE_NOT_ON_DUTY);
    ok(await t.post('/app/shift/close', { actualCash: '0' }, { token: till.token }));
    expect(await codeOf(shiftForPayment(ctx, till.userId, m.storeA))).toBe(Err.PAYEE_NOT_ON_DUTY);
  });

  it('with shifts switched off: money is taken without a shift (null), or into the open one', async () => {
    const m = await merchant(t);
    const till = await newAppSession(t, m.tenantId, { storeId: m.storeA });
    const ctx = ctxOf(m.tenantId, till.userId);
    expect(await shiftForPayment(ctx, till.userId, m.storeA)).toBeNull();
    const shift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '0' }, { token: till.token }));
    expect((await shiftForPayment(ctx, till.userId, m.storeA))?.id).toBe(shift.id);
  });
});
