import { Err, Menu, type OrderTypeRow } from '@tillbook/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok, uniq } from '../../../test/factories';
import { newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { orderTypes } from '../../db/schema';

const t = await startTestApp();

const body = (storeIds: number[], extra: Record<string, unknown> = {}) => ({
  name: uniq('Delivery'),
  available: true,
  sort: 10,
  color: '#aa3300',
  storeIds,
  ...extra,
});

type List = { list: OrderTypeRow[]; total: number };

describe('order types: built-ins', () => {
  it('gives every tenant dine-in, takeaway and pick-up for all stores, in its language, once', async () => {
    const m = await merchant(t);
    const [first, second] = await Promise.all([
      t.post<List>('/setting/orderClassify/list', {}, m),
      t.post<List>('/setting/orderClassify/list', {}, m),
    ]);
    const list = ok(first).list;
    expect(ok(second).total).toBe(3);
    expect(list.map((r) => [r.builtinKey, r.name, r.sort, r.allStores, r.available])).toEqual([
      ['dineIn', 'Dine in', 1, true, true],
      ['takeaway', 'Takeaway', 2, true, true],
      ['pickUp', 'Pick-up', 3, true, true],
    ]);
    const rows = await t.db
      .select()
      .from(orderTypes)
      .where(and(eq(orderTypes.tenantId, m.tenantId), isNotNull(orderTypes.builtinKey)));
    expect(rows).toHaveLength(3);

    const french = await newTenant(t, { sysLanguageId: 5 });
    const names = ok(await t.post<List>('/setting/orderClassify/list', {}, french)).list.map((r) => r.name);
    expect(names).toEqual(['Sur place', 'À emporter', 'Retrait']);
  });

  it('lets a built-in be renamed, switched off and re-bound, but never deleted (20055)', async () => {
    const m = await merchant(t);
    const [dineIn] = ok(await t.post<List>('/setting/orderClassify/list', {}, m)).list;
    const edited = ok(
      await t.post<OrderTypeRow>(
        '/setting/orderClassify/save',
        { id: dineIn.id, name: 'Eat here', available: false, sort: 7, storeIds: [m.storeB] },
        m,
      ),
    );
    expect(edited).toMatchObject({ builtinKey: 'dineIn', name: 'Eat here', available: false, allStores: false });
    expect(edited.stores.map((s) => s.id)).toEqual([m.storeB]);
    const del = await t.post('/setting/orderClassify/delete', { id: dineIn.id }, m);
    expect(del.code).toBe(Err.CANNOT_DELETE);
    expect(ok(await t.post('/setting/orderClassify/detail', { id: dineIn.id }, m))).toEqual(edited);
    // A new save does not bring back a second dine-in.
    ok(await t.post('/setting/orderClassify/save', body([m.storeA]), m));
    expect(ok(await t.post<List>('/setting/orderClassify/list', {}, m)).total).toBe(4);
  });
});

describe('order types: add, edit, delete', () => {
  it('adds one with a colour or a logo, orders the list by serial number, filters and deletes', async () => {
    const m = await merchant(t);
    const delivery = ok(await t.post<OrderTypeRow>('/setting/orderClassify/save', body([m.storeA], { sort: 0 }), m));
    expect(delivery).toMatchObject({ builtinKey: null, color: '#aa3300', logo: null, sort: 0 });
    const withLogo = ok(
      await t.post<OrderTypeRow>(
        '/setting/orderClassify/save',
        body([m.storeB], { color: null, logo: '/files/logo.png', available: false, sort: 2 }),
        m,
      ),
    );
    expect(withLogo).toMatchObject({ logo: '/files/logo.png', color: null });

    const all = ok(await t.post<List>('/setting/orderClassify/list', {}, m)).list;
    expect(all.map((r) => r.sort)).toEqual([0, 1, 2, 2, 3]);
    expect(all[0].id).toBe(delivery.id);
    const offline = ok(await t.post<List>('/setting/orderClassify/list', { available: false }, m)).list;
    expect(offline.map((r) => r.id)).toEqual([withLogo.id]);
    const inB = ok(await t.post<List>('/setting/orderClassify/list', { storeId: m.storeB }, m)).list;
    expect(inB.map((r) => r.builtinKey ?? r.id)).toEqual(['dineIn', 'takeaway', withLogo.id, 'pickUp']);
    // The POS picker: available ones only.
    const options = ok(await t.post<{ id: number }[]>('/setting/orderClassify/options', { storeId: m.storeB }, m));
    expect(options).toHaveLength(3);

    ok(await t.post('/setting/orderClassify/delete', { id: withLogo.id }, m));
    expect((await t.post('/setting/orderClassify/detail', { id: withLogo.id }, m)).code).toBe(Err.NO_DATA);
  });

  it('needs at least one store (20076), a unique name (1003), a logo or a colour but not both', async () => {
    const m = await merchant(t);
    expect((await t.post('/setting/orderClassify/save', body([]), m)).code).toBe(Err.STORE_EMPTY);
    expect((await t.post('/setting/orderClassify/save', body([m.storeA], { name: 'TAKEAWAY' }), m)).code).toBe(
      Err.CODE_REPEATED,
    );
    expect((await t.post('/setting/orderClassify/save', body([m.storeA], { logo: '/x.png' }), m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/orderClassify/save', body([m.storeA], { color: 'red' }), m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/orderClassify/save', body([m.storeA], { sort: 1.5 }), m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/orderClassify/save', body([m.storeA], { sort: 10000 }), m)).code).toBe(Err.PARAM);
  });
});

describe('order types: who may see and change them', () => {
  it('refuses callers without menu 11 (20041) on every route but options', async () => {
    const m = await merchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.PRINTER_GROUPS] });
    for (const path of ['list', 'detail', 'save', 'delete']) {
      expect((await t.post(`/setting/orderClassify/${path}`, { id: 1, ...body([m.storeA]) }, staff)).code, path).toBe(
        Err.NO_PERMISSION,
      );
    }
    expect(ok(await t.post<unknown[]>('/setting/orderClassify/options', {}, staff))).toHaveLength(3);
  });

  it("answers 20037 for another tenant's order type, built-in or not", async () => {
    const m = await merchant(t);
    const n = await merchant(t);
    const [theirDineIn] = ok(await t.post<List>('/setting/orderClassify/list', {}, n)).list;
    const theirs = ok(await t.post<OrderTypeRow>('/setting/orderClassify/save', body([n.storeA]), n));
    for (const id of [theirDineIn.id, theirs.id]) {
      expect((await t.post('/setting/orderClassify/detail', { id }, m)).code).toBe(Err.NO_DATA);
      expect((await t.post('/setting/orderClassify/save', { ...body([m.storeA]), id }, m)).code).toBe(Err.NO_DATA);
      expect((await t.post('/setting/orderClassify/delete', { id }, m)).code).toBe(Err.NO_DATA);
    }
    expect(ok(await t.post('/setting/orderClassify/detail', { id: theirs.id }, n))).toEqual(theirs);
  });

  it('lets a store-bound caller see all-store types but change only those of their own stores', async () => {
    const m = await merchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.ORDER_TYPES], storeIds: [m.storeA] });
    const inB = ok(await t.post<OrderTypeRow>('/setting/orderClassify/save', body([m.storeB]), m));
    const seen = ok(await t.post<List>('/setting/orderClassify/list', {}, staff));
    expect(seen.list.map((r) => r.builtinKey)).toEqual(['dineIn', 'takeaway', 'pickUp']);
    expect((await t.post('/setting/orderClassify/detail', { id: inB.id }, staff)).code).toBe(Err.NO_DATA);
    const dineIn = seen.list[0];
    expect(
      (await t.post('/setting/orderClassify/save', { id: dineIn.id, name: 'Mine now', storeIds: [m.storeA] }, staff))
        .code,
    ).toBe(Err.NO_PERMISSION);
    const mine = ok(await t.post<OrderTypeRow>('/setting/orderClassify/save', body([m.storeA]), staff));
    ok(await t.post('/setting/orderClassify/delete', { id: mine.id }, staff));
  });
});
