import { Err, type ShiftRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, ok } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { shiftEntries, shifts } from '../../db/schema';
import type { RemittanceRow } from './remittances.service';
import type { CurrentShift } from './shifts.service';

const t = await startTestApp();

/** Two staff of store A on duty (sender with 100, receiver with 0), and a third one not addressed. */
async function pair() {
  const m = await merchant(t);
  const sender = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['cashInOut'], name: 'Sam' });
  const receiver = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'], name: 'Rita' });
  const bystander = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['cashInOut'] });
  const senderShift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '100' }, { token: sender.token }));
  const receiverShift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '0' }, { token: receiver.token }));
  ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: bystander.token }));
  const send = async (amount = '25') =>
    ok(
      await t.post<RemittanceRow>(
        '/app/remittance/send',
        { toUserId: receiver.userId, amount, note: 'for change' },
        { token: sender.token },
      ),
    );
  return { ...m, sender, receiver, bystander, senderShift, receiverShift, send };
}

const expected = async (token: string) =>
  (await t.post<CurrentShift>('/app/shift/current', {}, { token })).data.expectedCash;
const act = (action: string, id: number, token: string) =>
  t.post<RemittanceRow>(`/app/remittance/${action}`, { id }, { token });

describe('sending a remittance', () => {
  it('writes the transfer out at once and shows as pending to the addressee only', async () => {
    const p = await pair();
    const r = await p.send();
    expect(r).toMatchObject({
      storeId: p.storeA,
      fromUserId: p.sender.userId,
      fromName: 'Sam',
      toUserId: p.receiver.userId,
      toName: 'Rita',
      amount: '25.00',
      state: 'pending',
      note: 'for change',
      settledAt: null,
    });
    expect(await expected(p.sender.token)).toBe('75.00');
    expect(await expected(p.receiver.token)).toBe('0.00');
    const out = await t.db
      .select()
      .from(shiftEntries)
      .where(and(eq(shiftEntries.tenantId, p.tenantId), eq(shiftEntries.remittanceId, r.id)))
      .orderBy(shiftEntries.id);
    expect(out.map((e) => [e.shiftId, e.type])).toEqual([[p.senderShift.id, 'transferOut']]);
    const pending = ok(await t.post<RemittanceRow[]>('/app/remittance/pending', {}, { token: p.receiver.token }));
    expect(pending.map((x) => x.id)).toEqual([r.id]);
    expect(ok(await t.post<RemittanceRow[]>('/app/remittance/pending', {}, { token: p.sender.token }))).toEqual([]);
  });

  it('refuses a receiver off duty or in another store (1012), oneself (1001), no shift (1012), no permission (20041)', async () => {
    const p = await pair();
    const offDuty = await newAppSession(t, p.tenantId, { storeId: p.storeA });
    const send = (toUserId: number, token = p.sender.token) =>
      t.post('/app/remittance/send', { toUserId, amount: '5' }, { token });
    expect((await send(offDuty.userId)).code).toBe(Err.PAYEE_NOT_ON_DUTY);
    const inB = await newAppSession(t, p.tenantId, { storeId: p.storeB });
    ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: inB.token }));
    expect((await send(inB.userId)).code).toBe(Err.PAYEE_NOT_ON_DUTY);
    const other = await merchant(t);
    const foreign = await newAppSession(t, other.tenantId, { storeId: other.storeA });
    ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: foreign.token }));
    expect((await send(foreign.userId)).code).toBe(Err.PAYEE_NOT_ON_DUTY);
    expect((await send(p.sender.userId)).code).toBe(Err.PARAM);
    const noShift = await newAppSession(t, p.tenantId, { storeId: p.storeA, permissions: ['cashInOut'] });
    expect((await send(p.receiver.userId, noShift.token)).code).toBe(Err.PAYEE_NOT_ON_DUTY);
    expect((await send(p.sender.userId, p.receiver.token)).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/app/remittance/send', { toUserId: 1, amount: '5' }, { token: p.token })).code).toBe(
      Err.NO_PERMISSION,
    );
    expect(await expected(p.sender.token)).toBe('100.00');
  });
});

describe('settling a remittance', () => {
  it('receive: transfer in on the receiver shift; afterwards every action answers 1014', async () => {
    const p = await pair();
    const r = await p.send('25');
    expect((await act('receive', r.id, p.bystander.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect((await act('receive', r.id, p.sender.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const got = ok(await act('receive', r.id, p.receiver.token));
    expect(got.state).toBe('received');
    expect(got.settledAt).not.toBeNull();
    expect(await expected(p.receiver.token)).toBe('25.00');
    expect(await expected(p.sender.token)).toBe('75.00');
    expect((await act('receive', r.id, p.receiver.token)).code).toBe(Err.REMITTANCE_RECEIVED);
    expect((await act('reject', r.id, p.receiver.token)).code).toBe(Err.REMITTANCE_RECEIVED);
    expect((await act('revoke', r.id, p.sender.token)).code).toBe(Err.REMITTANCE_RECEIVED);
    expect(ok(await t.post<RemittanceRow[]>('/app/remittance/pending', {}, { token: p.receiver.token }))).toEqual([]);
  });

  it('receive needs the addressee on duty in the remittance store (1012)', async () => {
    const p = await pair();
    const r = await p.send('10');
    ok(await t.post('/app/shift/close', { actualCash: '0' }, { token: p.receiver.token }));
    expect((await act('receive', r.id, p.receiver.token)).code).toBe(Err.PAYEE_NOT_ON_DUTY);
    ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: p.receiver.token }));
    expect(ok(await act('receive', r.id, p.receiver.token)).state).toBe('received');
  });

  it('reject: the cash goes back to the sender shift; afterwards every action answers 1015', async () => {
    const p = await pair();
    const r = await p.send('25');
    expect((await act('reject', r.id, p.sender.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect(ok(await act('reject', r.id, p.receiver.token)).state).toBe('rejected');
    expect(await expected(p.sender.token)).toBe('100.00');
    expect(await expected(p.receiver.token)).toBe('0.00');
    const entries = await t.db
      .select()
      .from(shiftEntries)
      .where(and(eq(shiftEntries.tenantId, p.tenantId), eq(shiftEntries.remittanceId, r.id)))
      .orderBy(shiftEntries.id);
    expect(entries.map((e) => [e.shiftId, e.type])).toEqual([
      [p.senderShift.id, 'transferOut'],
      [p.senderShift.id, 'transferIn'],
    ]);
    expect((await act('receive', r.id, p.receiver.token)).code).toBe(Err.REMITTANCE_REJECTED);
    expect((await act('reject', r.id, p.receiver.token)).code).toBe(Err.REMITTANCE_REJECTED);
    expect((await act('revoke', r.id, p.sender.token)).code).toBe(Err.REMITTANCE_REJECTED);
  });

  it('reject after the sender shift closed: back on the sender current shift, or 1012 with none', async () => {
    const p = await pair();
    const first = await p.send('10');
    const second = await p.send('20');
    // The shift closed by other means while the remittances were pending (the close route itself refuses it).
    await t.db
      .update(shifts)
      .set({ status: 'closed', closedAt: new Date() })
      .where(and(eq(shifts.tenantId, p.tenantId), eq(shifts.id, p.senderShift.id)));
    expect((await act('reject', first.id, p.receiver.token)).code).toBe(Err.PAYEE_NOT_ON_DUTY);
    const next = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '0' }, { token: p.sender.token }));
    expect(ok(await act('reject', first.id, p.receiver.token)).state).toBe('rejected');
    expect(ok(await act('revoke', second.id, p.sender.token)).state).toBe('revoked');
    const back = await t.db
      .select()
      .from(shiftEntries)
      .where(and(eq(shiftEntries.tenantId, p.tenantId), eq(shiftEntries.type, 'transferIn')))
      .orderBy(shiftEntries.id);
    expect(back.map((e) => [e.shiftId, e.remittanceId])).toEqual([
      [next.id, first.id],
      [next.id, second.id],
    ]);
    expect(await expected(p.sender.token)).toBe('30.00');
  });

  it('revoke: only the sender while pending; afterwards every action answers 1013', async () => {
    const p = await pair();
    const r = await p.send('40');
    expect((await act('revoke', r.id, p.receiver.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const other = await merchant(t);
    const foreign = await newAppSession(t, other.tenantId, { storeId: other.storeA });
    expect((await act('revoke', r.id, foreign.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect((await act('receive', r.id, foreign.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect(ok(await act('revoke', r.id, p.sender.token)).state).toBe('revoked');
    expect(await expected(p.sender.token)).toBe('100.00');
    expect((await act('receive', r.id, p.receiver.token)).code).toBe(Err.REMITTANCE_REVOKED);
    expect((await act('reject', r.id, p.receiver.token)).code).toBe(Err.REMITTANCE_REVOKED);
    expect((await act('revoke', r.id, p.sender.token)).code).toBe(Err.REMITTANCE_REVOKED);
    expect((await act('revoke', r.id, p.token)).code).toBe(Err.NO_PERMISSION);
  });
});
