import { Err, Menu, type PrinterGroupRow } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { printerGroups } from '../../db/schema';

const t = await startTestApp();

type List = { list: PrinterGroupRow[]; total: number };

describe('printer groups', () => {
  it('adds a group of categories for a store, edits, lists by store and deletes it', async () => {
    const m = await merchant(t);
    const category = async (name: string) =>
      ok(await t.post<{ id: number }>('/goods/category/save', { name, color: '#52c41a' }, m)).id;
    const [mains, starters, desserts] = [
      await category('Mains'),
      await category('Starters'),
      await category('Desserts'),
    ];
    const kitchen = ok(
      await t.post<PrinterGroupRow>(
        '/setting/printGroup/save',
        { name: 'Kitchen', storeId: m.storeA, categoryIds: [starters, mains, starters] },
        m,
      ),
    );
    expect(kitchen).toMatchObject({ name: 'Kitchen', categoryIds: [starters, mains] });
    expect(kitchen.store).toMatchObject({ id: m.storeA, kind: 'store' });
    const bar = ok(await t.post<PrinterGroupRow>('/setting/printGroup/save', { name: 'Bar', storeId: m.storeB }, m));
    expect(bar.categoryIds).toEqual([]);

    expect(ok(await t.post<List>('/setting/printGroup/list', { storeId: m.storeB }, m)).list).toEqual([bar]);
    expect(ok(await t.post<List>('/setting/printGroup/list', { sort: 'name' }, m)).list.map((r) => r.id)).toEqual([
      bar.id,
      kitchen.id,
    ]);
    const moved = ok(
      await t.post<PrinterGroupRow>(
        '/setting/printGroup/save',
        { id: kitchen.id, name: 'Hot kitchen', storeId: m.storeB, categoryIds: [desserts] },
        m,
      ),
    );
    expect(moved).toMatchObject({ name: 'Hot kitchen', store: { id: m.storeB }, categoryIds: [desserts] });
    expect(ok(await t.post<{ id: number }[]>('/setting/printGroup/options', { storeId: m.storeB }, m))).toHaveLength(2);

    ok(await t.post('/setting/printGroup/delete', { id: bar.id }, m));
    expect((await t.post('/setting/printGroup/detail', { id: bar.id }, m)).code).toBe(Err.NO_DATA);
  });

  it('keeps names unique within a store (1003) but not across stores, and needs a store', async () => {
    const m = await merchant(t);
    const name = uniq('Grill');
    ok(await t.post('/setting/printGroup/save', { name, storeId: m.storeA }, m));
    expect((await t.post('/setting/printGroup/save', { name: name.toLowerCase(), storeId: m.storeA }, m)).code).toBe(
      Err.CODE_REPEATED,
    );
    ok(await t.post('/setting/printGroup/save', { name, storeId: m.storeB }, m));
    expect((await t.post('/setting/printGroup/save', { name: uniq('x') }, m)).code).toBe(Err.PARAM);
    expect(
      (await t.post('/setting/printGroup/save', { name: uniq('x'), storeId: m.storeA, categoryIds: [0] }, m)).code,
    ).toBe(Err.PARAM);
  });

  it('refuses callers without menu 12 (20041) on every route but options', async () => {
    const m = await merchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.ORDER_TYPES] });
    for (const path of ['list', 'detail', 'save', 'delete']) {
      expect((await t.post(`/setting/printGroup/${path}`, { id: 1, name: 'x', storeId: m.storeA }, staff)).code).toBe(
        Err.NO_PERMISSION,
      );
    }
    expect((await t.post('/setting/printGroup/options', {}, staff)).code).toBe(200);
  });

  it("answers 20037 for another tenant's group or store", async () => {
    const m = await merchant(t);
    const n = await merchant(t);
    const theirs = ok(await t.post<PrinterGroupRow>('/setting/printGroup/save', { name: 'X', storeId: n.storeA }, n));
    expect((await t.post('/setting/printGroup/detail', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/printGroup/save', { id: theirs.id, name: 'Y', storeId: m.storeA }, m)).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post('/setting/printGroup/delete', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/printGroup/save', { name: 'Z', storeId: n.storeA }, m)).code).toBe(Err.NO_DATA);
    const [row] = await t.db.select().from(printerGroups).where(eq(printerGroups.id, theirs.id));
    expect(row.name).toBe('X');
  });

  it('shows a store-bound caller the groups of their stores only (20037 for the others)', async () => {
    const m = await merchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.PRINTER_GROUPS], storeIds: [m.storeA] });
    const inA = ok(await t.post<PrinterGroupRow>('/setting/printGroup/save', { name: 'A', storeId: m.storeA }, m));
    const inB = ok(await t.post<PrinterGroupRow>('/setting/printGroup/save', { name: 'B', storeId: m.storeB }, m));
    expect(ok(await t.post<List>('/setting/printGroup/list', {}, staff)).list.map((r) => r.id)).toEqual([inA.id]);
    expect(ok(await t.post<{ id: number }[]>('/setting/printGroup/options', {}, staff)).map((r) => r.id)).toEqual([
      inA.id,
    ]);
    expect((await t.post('/setting/printGroup/detail', { id: inB.id }, staff)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/printGroup/delete', { id: inB.id }, staff)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/printGroup/save', { id: inA.id, name: 'A', storeId: m.storeB }, staff)).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post('/setting/printGroup/save', { id: inB.id, name: 'B', storeId: m.storeA }, staff)).code).toBe(
      Err.NO_DATA,
    );
    ok(await t.post('/setting/printGroup/save', { id: inA.id, name: 'A2', storeId: m.storeA }, staff));
  });
});

describe('printer group categories', () => {
  it('offers the catalog categories by name and refuses an id that is not one of the tenant’s (20091)', async () => {
    const m = await merchant(t);
    const other = await merchant(t);
    const drinks = ok(
      await t.post<{ id: number }>('/goods/category/save', { name: 'Drinks', color: '#1677ff' }, { token: m.token }),
    );
    const foreign = ok(
      await t.post<{ id: number }>(
        '/goods/category/save',
        { name: 'Theirs', color: '#1677ff' },
        { token: other.token },
      ),
    );
    const options = ok(
      await t.post<{ id: number; name: string }[]>('/setting/printGroup/categoryOptions', {}, { token: m.token }),
    );
    expect(options).toEqual([{ id: drinks.id, name: 'Drinks' }]);

    const body = { name: uniq('Bar printer'), storeId: m.storeA, categoryIds: [drinks.id] };
    const saved = ok(await t.post<PrinterGroupRow>('/setting/printGroup/save', body, { token: m.token }));
    expect(saved.categoryIds).toEqual([drinks.id]);
    const refused = await t.post(
      '/setting/printGroup/save',
      { ...body, id: saved.id, categoryIds: [foreign.id] },
      { token: m.token },
    );
    expect(refused.code).toBe(Err.CATEGORY_MISSING);
    const [row] = await t.db.select().from(printerGroups).where(eq(printerGroups.id, saved.id));
    expect(row.categoryIds).toEqual([drinks.id]);
  });
});
