import { type CostTypeRow, Err, Menu } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { costTypes } from '../../db/schema';

const t = await startTestApp();

type List = { list: CostTypeRow[]; total: number };

describe('cost types', () => {
  it('adds, edits, lists by range and name, and deletes', async () => {
    const m = await merchant(t);
    const petty = ok(
      await t.post<CostTypeRow>('/setting/costType/save', { name: 'Petty cash', ranges: ['cashOut', 'cashIn'] }, m),
    );
    expect(petty.ranges).toEqual(['cashIn', 'cashOut']);
    const tips = ok(await t.post<CostTypeRow>('/setting/costType/save', { name: 'Tips', ranges: ['cashIn'] }, m));
    const repairs = ok(
      await t.post<CostTypeRow>('/setting/costType/save', { name: 'Repairs', ranges: ['cashOut', 'cashOut'] }, m),
    );
    expect(repairs.ranges).toEqual(['cashOut']);

    const cashIn = ok(await t.post<List>('/setting/costType/list', { range: 'cashIn' }, m));
    expect(cashIn.list.map((r) => r.id)).toEqual([petty.id, tips.id]);
    const byName = ok(await t.post<List>('/setting/costType/list', { sort: 'name' }, m));
    expect(byName.list.map((r) => r.name)).toEqual(['Petty cash', 'Repairs', 'Tips']);
    expect(ok(await t.post<List>('/setting/costType/list', { name: 'ti' }, m)).list.map((r) => r.id)).toEqual([
      tips.id,
    ]);
    const outOptions = ok(await t.post<{ id: number }[]>('/setting/costType/options', { range: 'cashOut' }, m));
    expect(outOptions.map((o) => o.id)).toEqual([petty.id, repairs.id]);

    const edited = ok(
      await t.post<CostTypeRow>('/setting/costType/save', { id: tips.id, name: 'Tips in', ranges: ['cashOut'] }, m),
    );
    expect(edited).toMatchObject({ id: tips.id, name: 'Tips in', ranges: ['cashOut'] });
    expect(ok(await t.post('/setting/costType/detail', { id: tips.id }, m))).toEqual(edited);

    ok(await t.post('/setting/costType/delete', { id: tips.id }, m));
    expect((await t.post('/setting/costType/detail', { id: tips.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/costType/delete', { id: tips.id }, m)).code).toBe(Err.NO_DATA);
  });

  it('needs at least one range (1005) of the two known ones, and a unique name (1003)', async () => {
    const m = await merchant(t);
    const res = await t.post('/setting/costType/save', { name: uniq('x'), ranges: [] }, m);
    expect(res.code).toBe(Err.SAVE_AT_LEAST_ONE);
    expect((res.data as { issues: { path: string }[] }).issues[0].path).toBe('ranges');
    expect((await t.post('/setting/costType/save', { name: uniq('x'), ranges: ['refund'] }, m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/costType/save', { name: uniq('x') }, m)).code).toBe(Err.PARAM);
    const name = uniq('Rent');
    ok(await t.post('/setting/costType/save', { name, ranges: ['cashOut'] }, m));
    expect((await t.post('/setting/costType/save', { name: name.toUpperCase(), ranges: ['cashIn'] }, m)).code).toBe(
      Err.CODE_REPEATED,
    );
  });

  it('refuses callers without menu 14 (20041) on every route but options', async () => {
    const m = await merchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.REGIONS] });
    for (const path of ['list', 'detail', 'save', 'delete']) {
      expect((await t.post(`/setting/costType/${path}`, { id: 1, name: 'x', ranges: ['cashIn'] }, staff)).code).toBe(
        Err.NO_PERMISSION,
      );
    }
    expect((await t.post('/setting/costType/options', {}, staff)).code).toBe(200);
  });

  it("answers 20037 for another tenant's cost type and leaves it untouched", async () => {
    const m = await merchant(t);
    const n = await merchant(t);
    const theirs = ok(await t.post<CostTypeRow>('/setting/costType/save', { name: 'Theirs', ranges: ['cashIn'] }, n));
    expect((await t.post('/setting/costType/detail', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    const edit = await t.post('/setting/costType/save', { id: theirs.id, name: 'Mine', ranges: ['cashOut'] }, m);
    expect(edit.code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/costType/delete', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect(ok(await t.post<List>('/setting/costType/list', {}, m)).total).toBe(0);
    const [row] = await t.db.select().from(costTypes).where(eq(costTypes.id, theirs.id));
    expect(row).toMatchObject({ name: 'Theirs', cashIn: true, cashOut: false });
  });
});
