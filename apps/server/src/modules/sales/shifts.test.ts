import { Err, type ShiftEntryRow, type ShiftRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, ok, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp, type TestApp } from '../../../test/support/test-app';
import { costTypes, shiftEntries } from '../../db/schema';
import type { CurrentShift } from './shifts.service';

const t = await startTestApp();
type List = { list: ShiftRow[]; total: number };

async function costType(t: TestApp, tenantId: number, range: { cashIn: boolean; cashOut: boolean }) {
  const [c] = await t.db
    .insert(costTypes)
    .values({ tenantId, name: uniq('Cost'), ...range })
    .returning();
  return c;
}

/** A merchant with two tills' staff in store A (cash in/out allowed) and one without that permission. */
async function shop() {
  const m = await merchant(t);
  const cashier = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale', 'cashInOut'] });
  const colleague = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale', 'cashInOut'] });
  return { ...m, cashier, colleague };
}

const current = async (token: string) => (await t.post<CurrentShift | null>('/app/shift/current', {}, { token })).data;

describe('opening a shift', () => {
  it('opens with the initial cash and a start entry; a second open answers 1004', async () => {
    const s = await shop();
    expect(await current(s.cashier.token)).toBeNull();
    const opened = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '100' }, { token: s.cashier.token }));
    expect(opened).toMatchObject({
      storeId: s.storeA,
      staffId: s.cashier.userId,
      status: 'open',
      initialCash: '100.00',
      expectedCash: '100.00',
      actualCash: null,
      difference: null,
      closedAt: null,
    });
    expect(opened.number).toMatch(new RegExp(`^D\\d{8}-${opened.id}$`));
    const now = await current(s.cashier.token);
    expect(now?.id).toBe(opened.id);
    expect(now?.entries.map((e) => [e.type, e.amount])).toEqual([['start', '100.00']]);
    const again = await t.post('/app/shift/open', { initialCash: '5' }, { token: s.cashier.token });
    expect(again.code).toBe(Err.ADDED_REPEATEDLY);
  });

  it('a staff member with an open shift cannot be deleted (20088) until the shift is closed', async () => {
    const s = await shop();
    ok(await t.post('/app/shift/open', { initialCash: '10' }, { token: s.cashier.token }));
    const refused = await t.post('/staff/delete', { id: s.cashier.userId }, { token: s.token });
    expect(refused.code).toBe(Err.UNFINISHED_SHIFT);
    ok(await t.post('/app/shift/close', { actualCash: '10' }, { token: s.cashier.token }));
    expect((await t.post('/staff/delete', { id: s.cashier.userId }, { token: s.token })).code).toBe(200);
  });

  it('refuses a back-office session on app routes and an app session on back-office routes (20041)', async () => {
    const s = await shop();
    expect((await t.post('/app/shift/open', { initialCash: '1' }, { token: s.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/app/shift/current', {}, { token: s.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/sales/shift/list', {}, { token: s.cashier.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/sales/shift/entries', { id: 1 }, { token: s.cashier.token })).code).toBe(Err.NO_PERMISSION);
  });
});

describe('expected cash over a shift with every entry type', () => {
  it('start 100, income 20, expense 5 revoked, transfer out 30, transfer in 12, sale 50, refund 8 → 144', async () => {
    const s = await shop();
    const cashIn = await costType(t, s.tenantId, { cashIn: true, cashOut: false });
    const both = await costType(t, s.tenantId, { cashIn: true, cashOut: true });
    const shift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '100' }, { token: s.cashier.token }));
    ok(await t.post('/app/shift/open', { initialCash: '40' }, { token: s.colleague.token }));
    const cash = (body: object) => t.post<ShiftEntryRow>('/app/shift/cash', body, { token: s.cashier.token });

    const income = ok(await cash({ type: 'income', amount: '20', costTypeId: cashIn.id, note: 'float top-up' }));
    expect(income).toMatchObject({ type: 'income', amount: '20.00', costTypeName: cashIn.name, revoked: false });
    const expense = ok(await cash({ type: 'expense', amount: '5', costTypeId: both.id }));
    const smallIncome = ok(await cash({ type: 'income', amount: '7' }));
    const revokeExpense = ok(
      await t.post<ShiftEntryRow>('/app/shift/revoke', { entryId: expense.id }, { token: s.cashier.token }),
    );
    expect(revokeExpense).toMatchObject({ type: 'expenseRevoke', amount: '5.00', costTypeName: both.name });
    ok(await t.post('/app/shift/revoke', { entryId: smallIncome.id }, { token: s.cashier.token }));

    const out = ok(
      await t.post<{ id: number }>(
        '/app/remittance/send',
        { toUserId: s.colleague.userId, amount: '30' },
        { token: s.cashier.token },
      ),
    );
    ok(await t.post('/app/remittance/receive', { id: out.id }, { token: s.colleague.token }));
    const back = ok(
      await t.post<{ id: number }>(
        '/app/remittance/send',
        { toUserId: s.cashier.userId, amount: '12' },
        { token: s.colleague.token },
      ),
    );
    ok(await t.post('/app/remittance/receive', { id: back.id }, { token: s.cashier.token }));
    // Sales and refunds are written by the receipts engineer's payment code through addShiftEntry.
    await t.db.insert(shiftEntries).values([
      { tenantId: s.tenantId, shiftId: shift.id, type: 'sale', amount: '50', userId: s.cashier.userId },
      { tenantId: s.tenantId, shiftId: shift.id, type: 'refund', amount: '8', userId: s.cashier.userId },
    ]);
    const count = ok(
      await t.post<ShiftEntryRow>('/app/shift/count', { amount: '999', note: 'mid-day' }, { token: s.cashier.token }),
    );
    expect(count).toMatchObject({ type: 'cashCount', amount: '999.00', note: 'mid-day' });

    const live = await current(s.cashier.token);
    expect(live?.expectedCash).toBe('144.00');
    expect(live?.entries.map((e) => e.type)).toEqual([
      'start',
      'income',
      'expense',
      'income',
      'expenseRevoke',
      'incomeRevoke',
      'transferOut',
      'transferIn',
      'sale',
      'refund',
      'cashCount',
    ]);
    expect(live?.entries.filter((e) => e.revoked).map((e) => e.id)).toEqual([expense.id, smallIncome.id]);
    const listed = ok(await t.post<List>('/sales/shift/list', { status: 'open' }, { token: s.token }));
    expect(listed.list.find((r) => r.id === shift.id)?.expectedCash).toBe('144.00');

    const closed = ok(
      await t.post<ShiftRow>('/app/shift/close', { actualCash: '140', note: 'short' }, { token: s.cashier.token }),
    );
    expect(closed).toMatchObject({
      status: 'closed',
      expectedCash: '144.00',
      actualCash: '140.00',
      difference: '-4.00',
    });
    expect(closed.closedAt).not.toBeNull();
    expect(await current(s.cashier.token)).toBeNull();
    expect((await t.post('/app/shift/close', { actualCash: '140' }, { token: s.cashier.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    // The stored figures stay, whatever is written afterwards.
    const after = ok(await t.post<List>('/sales/shift/list', { staffId: s.cashier.userId }, { token: s.token }));
    expect(after.list).toHaveLength(1);
    expect(after.list[0]).toMatchObject({ expectedCash: '144.00', actualCash: '140.00', difference: '-4.00' });
    const entries = ok(await t.post<ShiftEntryRow[]>('/sales/shift/entries', { id: shift.id }, { token: s.token }));
    expect(entries).toHaveLength(11);
    expect(entries[0]).toMatchObject({ type: 'start', staffName: 'Till Staff', revoked: false });
  });
});

describe('cash in and out, revokes, counts', () => {
  it('needs an open shift in the till store (1012) and the cashInOut permission (20041)', async () => {
    const s = await shop();
    const body = { type: 'income', amount: '3' };
    expect((await t.post('/app/shift/cash', body, { token: s.cashier.token })).code).toBe(Err.PAYEE_NOT_ON_DUTY);
    expect((await t.post('/app/shift/count', { amount: '3' }, { token: s.cashier.token })).code).toBe(
      Err.PAYEE_NOT_ON_DUTY,
    );
    expect((await t.post('/app/shift/revoke', { entryId: 1 }, { token: s.cashier.token })).code).toBe(
      Err.PAYEE_NOT_ON_DUTY,
    );
    const seller = await newAppSession(t, s.tenantId, { storeId: s.storeA, permissions: ['sale'] });
    ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: seller.token }));
    expect((await t.post('/app/shift/cash', body, { token: seller.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/app/shift/revoke', { entryId: 1 }, { token: seller.token })).code).toBe(Err.NO_PERMISSION);
    // A count needs no permission beyond an app session.
    ok(await t.post('/app/shift/count', { amount: '0' }, { token: seller.token }));

    // A shift opened in store A does not put a till of store B on duty.
    const traveller = await newAppSession(t, s.tenantId, { storeId: s.storeA, permissions: ['cashInOut'] });
    ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: traveller.token }));
    const inB = await t.post<{ token: string }>('/app/login', {
      merchant: traveller.merchant,
      pin: traveller.pin,
      storeId: s.storeB,
    });
    expect((await t.post('/app/shift/cash', body, { token: inB.data.token })).code).toBe(Err.PAYEE_NOT_ON_DUTY);
  });

  it('refuses a missing, foreign or out-of-range cost type (1001)', async () => {
    const s = await shop();
    const other = await merchant(t);
    const inOnly = await costType(t, s.tenantId, { cashIn: true, cashOut: false });
    const outOnly = await costType(t, s.tenantId, { cashIn: false, cashOut: true });
    const foreign = await costType(t, other.tenantId, { cashIn: true, cashOut: true });
    ok(await t.post('/app/shift/open', { initialCash: '10' }, { token: s.cashier.token }));
    const cash = (type: string, costTypeId: number) =>
      t.post('/app/shift/cash', { type, amount: '1', costTypeId }, { token: s.cashier.token });
    expect((await cash('expense', inOnly.id)).code).toBe(Err.PARAM);
    expect((await cash('income', outOnly.id)).code).toBe(Err.PARAM);
    expect((await cash('income', foreign.id)).code).toBe(Err.PARAM);
    expect((await cash('income', 999_999_999)).code).toBe(Err.PARAM);
    expect((await t.post('/app/shift/cash', { type: 'income', amount: '0' }, { token: s.cashier.token })).code).toBe(
      Err.PARAM,
    );
    ok(await cash('income', inOnly.id));
    ok(await cash('expense', outOnly.id));
    expect((await current(s.cashier.token))?.expectedCash).toBe('10.00');
  });

  it('revokes an income or expense once (1019 twice); other entries and other shifts are missing (1019)', async () => {
    const s = await shop();
    const shift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '10' }, { token: s.cashier.token }));
    ok(await t.post('/app/shift/open', { initialCash: '10' }, { token: s.colleague.token }));
    const income = ok(
      await t.post<ShiftEntryRow>('/app/shift/cash', { type: 'income', amount: '4' }, { token: s.cashier.token }),
    );
    const revoke = (entryId: number, token = s.cashier.token) =>
      t.post<ShiftEntryRow>('/app/shift/revoke', { entryId }, { token });
    expect((await revoke(income.id, s.colleague.token)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect(ok(await revoke(income.id))).toMatchObject({ type: 'incomeRevoke', amount: '4.00' });
    expect((await revoke(income.id)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const start = (await current(s.cashier.token))?.entries.find((e) => e.type === 'start') as ShiftEntryRow;
    expect((await revoke(start.id)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    const revokeEntry = (await current(s.cashier.token))?.entries.find((e) => e.type === 'incomeRevoke');
    expect((await revoke(revokeEntry?.id as number)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect((await current(s.cashier.token))?.expectedCash).toBe('10.00');
    expect(shift.id).toBeGreaterThan(0);
  });

  it('refuses to close while a remittance the caller sent is pending (1001), then closes once it is revoked', async () => {
    const s = await shop();
    ok(await t.post('/app/shift/open', { initialCash: '50' }, { token: s.cashier.token }));
    ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: s.colleague.token }));
    const sent = ok(
      await t.post<{ id: number }>(
        '/app/remittance/send',
        { toUserId: s.colleague.userId, amount: '20' },
        { token: s.cashier.token },
      ),
    );
    expect((await t.post('/app/shift/close', { actualCash: '30' }, { token: s.cashier.token })).code).toBe(Err.PARAM);
    // The addressee may close: the cash is not theirs until received.
    ok(await t.post('/app/shift/close', { actualCash: '0' }, { token: s.colleague.token }));
    ok(await t.post('/app/remittance/revoke', { id: sent.id }, { token: s.cashier.token }));
    const closed = ok(await t.post<ShiftRow>('/app/shift/close', { actualCash: '50' }, { token: s.cashier.token }));
    expect(closed).toMatchObject({ expectedCash: '50.00', difference: '0.00' });
  });
});

describe('back-office shift report', () => {
  it('lists by store, staff, status and time; bound to the caller stores and tenant', async () => {
    const s = await shop();
    const other = await merchant(t);
    const inB = await newAppSession(t, s.tenantId, { storeId: s.storeB, permissions: ['sale'] });
    const a = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '1' }, { token: s.cashier.token }));
    const b = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '2' }, { token: inB.token }));
    ok(await t.post('/app/shift/close', { actualCash: '2' }, { token: inB.token }));
    const foreignTill = await newAppSession(t, other.tenantId, { storeId: other.storeA });
    const foreign = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '9' }, { token: foreignTill.token }));

    const all = ok(await t.post<List>('/sales/shift/list', {}, { token: s.token }));
    expect(all.total).toBe(2);
    expect(all.list.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(all.list[1]).toMatchObject({ storeName: expect.any(String), staffName: 'Till Staff' });
    const oldestFirst = ok(await t.post<List>('/sales/shift/list', { sort: 'openedAt' }, { token: s.token }));
    expect(oldestFirst.list.map((r) => r.id)).toEqual([a.id, b.id]);
    const one = ok(await t.post<List>('/sales/shift/list', { id: a.id }, { token: s.token }));
    expect(one).toMatchObject({ total: 1, list: [{ id: a.id }] });
    const byStore = ok(await t.post<List>('/sales/shift/list', { storeId: s.storeB }, { token: s.token }));
    expect(byStore.list.map((r) => r.id)).toEqual([b.id]);
    const closed = ok(await t.post<List>('/sales/shift/list', { status: 'closed' }, { token: s.token }));
    expect(closed.list.map((r) => r.id)).toEqual([b.id]);
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(ok(await t.post<List>('/sales/shift/list', { startTime: future }, { token: s.token })).total).toBe(0);
    expect(ok(await t.post<List>('/sales/shift/list', { endTime: future }, { token: s.token })).total).toBe(2);

    const bOnly = await newStaffSession(t, s.tenantId, { menuCodes: [1], storeIds: [s.storeB] });
    const scoped = ok(await t.post<List>('/sales/shift/list', {}, { token: bOnly.token }));
    expect(scoped.list.map((r) => r.id)).toEqual([b.id]);
    expect((await t.post('/sales/shift/entries', { id: a.id }, { token: bOnly.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    expect((await t.post('/sales/shift/entries', { id: foreign.id }, { token: s.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    const noReports = await newStaffSession(t, s.tenantId, { menuCodes: [2] });
    expect((await t.post('/sales/shift/list', {}, { token: noReports.token })).code).toBe(Err.NO_PERMISSION);
  });

  it('keeps a store with shifts from being deleted (1016, usedBy shifts)', async () => {
    const s = await shop();
    const inB = await newAppSession(t, s.tenantId, { storeId: s.storeB });
    ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: inB.token }));
    const res = await t.post('/store/delete', { id: s.storeB }, { token: s.token });
    expect(res.code).toBe(Err.SHOP_IN_USE);
    expect(res.data).toEqual({ usedBy: 'shifts' });
  });
});
