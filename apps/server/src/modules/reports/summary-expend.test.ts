import { Err, type ExpenseReport, Menu, type ShiftEntryRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { merchant, newAppSession, ok, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { costTypes } from '../../db/schema';
import { endOfToday } from './summary.test-support';

const t = await startTestApp();

/**
 * Two tills' staff with open shifts: Ana in store A (expenses 5.00 and 7.50 as supplies, 3.00 without a cost type,
 * 4.00 as repairs revoked, 20.00 income), Ben in store B (9.00 as supplies).
 */
async function shifts() {
  const m = await merchant(t);
  const perms = { permissions: ['sale', 'cashInOut'] as ('sale' | 'cashInOut')[] };
  const ana = await newAppSession(t, m.tenantId, { storeId: m.storeA, name: 'Ana Till', ...perms });
  const ben = await newAppSession(t, m.tenantId, { storeId: m.storeB, name: 'Ben Till', ...perms });
  const [supplies, repairs] = await t.db
    .insert(costTypes)
    .values([
      { tenantId: m.tenantId, name: uniq('Supplies'), cashIn: true, cashOut: true },
      { tenantId: m.tenantId, name: uniq('Repairs'), cashIn: false, cashOut: true },
    ])
    .returning();
  const cash = (token: string, body: object) => t.post<ShiftEntryRow>('/app/shift/cash', body, { token });
  for (const s of [ana, ben]) ok(await t.post('/app/shift/open', { initialCash: '100' }, { token: s.token }));
  ok(await cash(ana.token, { type: 'expense', amount: '5', costTypeId: supplies.id }));
  ok(await cash(ana.token, { type: 'expense', amount: '7.50', costTypeId: supplies.id }));
  ok(await cash(ana.token, { type: 'expense', amount: '3' }));
  const revoked = ok(await cash(ana.token, { type: 'expense', amount: '4', costTypeId: repairs.id }));
  ok(await t.post('/app/shift/revoke', { entryId: revoked.id }, { token: ana.token }));
  ok(await cash(ana.token, { type: 'income', amount: '20', costTypeId: supplies.id }));
  ok(await cash(ben.token, { type: 'expense', amount: '9', costTypeId: supplies.id }));
  return { ...m, ana, ben, supplies, repairs };
}

const today = () => ({ startTime: endOfToday(0) - 2 * 86_400, endTime: endOfToday(0) });
const expend = (token: string, body: object) => t.post<ExpenseReport>('/statistics/expend', body, { token });

describe('staff expenses (staffExpend)', () => {
  it('sums the expenses that were not revoked per cost type, largest first', async () => {
    const s = await shifts();
    const r = ok(await expend(s.token, today()));
    expect(r.rows).toEqual([
      { costTypeId: s.supplies.id, costTypeName: s.supplies.name, entries: 3, amount: '21.50' },
      { costTypeId: null, costTypeName: '', entries: 1, amount: '3.00' },
    ]);
    expect(r.totals).toEqual({ entries: 4, amount: '24.50' });
  });

  it('filters by store and by the staff member who recorded the entry, and by time', async () => {
    const s = await shifts();
    const storeB = ok(await expend(s.token, { ...today(), storeIds: [s.storeB] }));
    expect(storeB.rows).toEqual([
      { costTypeId: s.supplies.id, costTypeName: s.supplies.name, entries: 1, amount: '9.00' },
    ]);
    const ana = ok(await expend(s.token, { ...today(), staffId: s.ana.userId }));
    expect(ana.totals).toEqual({ entries: 3, amount: '15.50' });
    const before = ok(
      await expend(s.token, { startTime: endOfToday(0) - 20 * 86_400, endTime: endOfToday(0) - 10 * 86_400 }),
    );
    expect(before).toEqual({ rows: [], totals: { entries: 0, amount: '0.00' } });
  });

  it('shows a staff member bound to store B only store B, another merchant nothing; needs menu 1', async () => {
    const s = await shifts();
    const bound = await newStaffSession(t, s.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [s.storeB] });
    expect(ok(await expend(bound.token, today())).totals).toEqual({ entries: 1, amount: '9.00' });
    expect(ok(await expend(bound.token, { ...today(), storeIds: [s.storeA] })).rows).toEqual([]);
    const other = await merchant(t);
    expect(ok(await expend(other.token, today())).rows).toEqual([]);
    const noMenu = await newStaffSession(t, s.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    expect((await expend(noMenu.token, today())).code).toBe(Err.NO_PERMISSION);
    expect((await expend(s.token, { ...today(), endTime: endOfToday(0) + 86_400 })).code).toBe(Err.PARAM);
  });
});
