import { Err, Menu, type PaymentMethodRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addStore, blankMerchant, ok, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { paymentMethods } from '../../db/schema';
import { verifySecret } from '../../platform/secrets';

const t = await startTestApp();

const body = (storeIds: number[], extra: Record<string, unknown> = {}) => ({
  type: 'card',
  name: uniq('Card'),
  handlingFee: '1.25',
  account: 'ACC-1',
  storeIds,
  ...extra,
});

describe('payment methods: add, edit, delete', () => {
  it('adds a method bound to stores, answers it without passwords, lists and deletes it', async () => {
    const m = await blankMerchant(t);
    const added = ok(
      await t.post<PaymentMethodRow>(
        '/setting/payway/save',
        body([m.storeA, m.storeB, m.storeA], { password1: 'Pay$ecret1' }),
        { token: m.token },
      ),
    );
    expect(added).toMatchObject({
      type: 'card',
      handlingFee: '1.2500',
      account: 'ACC-1',
      hasPassword1: true,
      hasPassword2: false,
      allStores: false,
    });
    expect(added.stores.map((s) => s.id)).toEqual([m.storeA, m.storeB].sort((a, b) => a - b));
    expect(JSON.stringify(added)).not.toContain('Pay$ecret1');
    expect(added).not.toHaveProperty('password1Hash');

    const [stored] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, added.id));
    expect(stored.password1Hash).not.toContain('Pay$ecret1');
    expect(await verifySecret(stored.password1Hash, 'Pay$ecret1')).toBe(true);

    const list = ok(await t.post<{ list: PaymentMethodRow[]; total: number }>('/setting/payway/list', {}, m));
    expect(list.total).toBe(1);
    expect(list.list[0].id).toBe(added.id);
    expect(ok(await t.post('/setting/payway/detail', { id: added.id }, m))).toEqual(added);

    expect(ok(await t.post('/setting/payway/delete', { id: added.id }, m))).toBeNull();
    expect((await t.post('/setting/payway/detail', { id: added.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/payway/delete', { id: added.id }, m)).code).toBe(Err.NO_DATA);
  });

  it('keeps a password that is omitted or empty on edit, replaces a new one, removes one sent as null', async () => {
    const m = await blankMerchant(t);
    const added = ok(
      await t.post<PaymentMethodRow>(
        '/setting/payway/save',
        body([m.storeA], { password1: 'first-one', password2: 'second-one' }),
        m,
      ),
    );
    const hashes = async () => (await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, added.id)))[0];
    const before = await hashes();

    const edited = ok(
      await t.post<PaymentMethodRow>(
        '/setting/payway/save',
        { ...body([m.storeA]), id: added.id, name: 'Renamed card', password2: '' },
        m,
      ),
    );
    expect(edited).toMatchObject({ name: 'Renamed card', hasPassword1: true, hasPassword2: true });
    expect(await hashes()).toMatchObject({ password1Hash: before.password1Hash, password2Hash: before.password2Hash });

    ok(
      await t.post(
        '/setting/payway/save',
        { ...body([m.storeA]), id: added.id, password1: 'new-secret', password2: null },
        m,
      ),
    );
    const after = await hashes();
    expect(await verifySecret(after.password1Hash, 'new-secret')).toBe(true);
    expect(after.password2Hash).toBeNull();
  });

  it('binds to every store with allStores (also stores opened later) and filters by store and type', async () => {
    const m = await blankMerchant(t);
    const everywhere = ok(
      await t.post<PaymentMethodRow>('/setting/payway/save', body([], { type: 'cash', allStores: true }), m),
    );
    expect(everywhere).toMatchObject({ allStores: true, stores: [] });
    const onlyB = ok(await t.post<PaymentMethodRow>('/setting/payway/save', body([m.storeB]), m));

    const inA = ok(await t.post<{ list: PaymentMethodRow[] }>('/setting/payway/list', { storeId: m.storeA }, m));
    expect(inA.list.map((r) => r.id)).toEqual([everywhere.id]);
    const inB = ok(await t.post<{ list: PaymentMethodRow[] }>('/setting/payway/list', { storeId: m.storeB }, m));
    expect(inB.list.map((r) => r.id)).toEqual([everywhere.id, onlyB.id]);
    const cash = ok(await t.post<{ list: PaymentMethodRow[] }>('/setting/payway/list', { type: 'cash' }, m));
    expect(cash.list.map((r) => r.id)).toEqual([everywhere.id]);
    const options = ok(await t.post<{ id: number }[]>('/setting/payway/options', { storeId: m.storeA }, m));
    expect(options.map((o) => o.id)).toEqual([everywhere.id]);
    const later = await addStore(t, m.tenantId);
    const inLater = ok(await t.post<{ list: PaymentMethodRow[] }>('/setting/payway/list', { storeId: later }, m));
    expect(inLater.list.map((r) => r.id)).toEqual([everywhere.id]);
  });

  it('paginates in SQL, searches by name (wildcards literal) and sorts', async () => {
    const m = await blankMerchant(t);
    for (const name of ['Alpha pay', 'beta pay', 'Gamma 100%', 'delta']) {
      ok(await t.post('/setting/payway/save', body([m.storeA], { name }), m));
    }
    const page2 = ok(
      await t.post<{ list: PaymentMethodRow[]; total: number }>(
        '/setting/payway/list',
        { page: 2, pageSize: 3, sort: 'name' },
        m,
      ),
    );
    expect(page2.total).toBe(4);
    expect(page2.list.map((r) => r.name)).toEqual(['Gamma 100%']);
    const desc = ok(await t.post<{ list: PaymentMethodRow[] }>('/setting/payway/list', { sort: '-name' }, m));
    expect(desc.list.map((r) => r.name)).toEqual(['Gamma 100%', 'delta', 'beta pay', 'Alpha pay']);
    const pay = ok(
      await t.post<{ list: PaymentMethodRow[]; total: number }>('/setting/payway/list', { name: 'PAY' }, m),
    );
    expect(pay.total).toBe(2);
    const pct = ok(await t.post<{ list: PaymentMethodRow[] }>('/setting/payway/list', { name: '%' }, m));
    expect(pct.list.map((r) => r.name)).toEqual(['Gamma 100%']);
    expect((await t.post('/setting/payway/list', { sort: 'password1Hash' }, m)).code).toBe(Err.PARAM);
  });
});

describe('payment methods: rules', () => {
  it('needs at least one store (20076)', async () => {
    const m = await blankMerchant(t);
    const res = await t.post('/setting/payway/save', body([]), m);
    expect(res.code).toBe(Err.STORE_EMPTY);
    expect((res.data as { issues: { path: string }[] }).issues[0].path).toBe('storeIds');
  });

  it('refuses a duplicate name in any case (1003), also on edit; another tenant may use it', async () => {
    const m = await blankMerchant(t);
    const name = uniq('WeChat');
    ok(await t.post('/setting/payway/save', body([m.storeA], { name }), m));
    expect((await t.post('/setting/payway/save', body([m.storeA], { name: name.toUpperCase() }), m)).code).toBe(
      Err.CODE_REPEATED,
    );
    const other = ok(await t.post<PaymentMethodRow>('/setting/payway/save', body([m.storeA]), m));
    expect((await t.post('/setting/payway/save', { ...body([m.storeA]), id: other.id, name }, m)).code).toBe(
      Err.CODE_REPEATED,
    );
    const n = await blankMerchant(t);
    ok(await t.post('/setting/payway/save', body([n.storeA], { name }), n));
  });

  it('limits the handling fee to a percentage with at most 4 decimals (1001)', async () => {
    const m = await blankMerchant(t);
    for (const handlingFee of ['1.23456', '100.0001', '-1', 'abc']) {
      expect((await t.post('/setting/payway/save', body([m.storeA], { handlingFee }), m)).code).toBe(Err.PARAM);
    }
    const max = ok(await t.post<PaymentMethodRow>('/setting/payway/save', body([m.storeA], { handlingFee: 100 }), m));
    expect(max.handlingFee).toBe('100.0000');
  });

  it('refuses unknown types, empty names and passwords with spaces', async () => {
    const m = await blankMerchant(t);
    expect((await t.post('/setting/payway/save', body([m.storeA], { type: 'gold' }), m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/payway/save', body([m.storeA], { name: '  ' }), m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/payway/save', body([m.storeA], { password1: 'a b' }), m)).code).toBe(
      Err.PASSWORD_BAD_CHARS,
    );
  });

  it('answers 20037 for a store of another tenant, and edits nothing', async () => {
    const m = await blankMerchant(t);
    const n = await blankMerchant(t);
    expect((await t.post('/setting/payway/save', body([m.storeA, n.storeA]), m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/payway/save', body([999_999_999]), m)).code).toBe(Err.NO_DATA);
    const total = ok(await t.post<{ total: number }>('/setting/payway/list', {}, m)).total;
    expect(total).toBe(0);
  });
});

describe('payment methods: who may see and change them', () => {
  it('refuses callers without menu 10 (20041) on every route but options', async () => {
    const m = await blankMerchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.TAXES, Menu.ORDERING_SETTINGS] });
    for (const path of ['list', 'detail', 'save', 'delete']) {
      const res = await t.post(`/setting/payway/${path}`, { id: 1, ...body([m.storeA]) }, staff);
      expect(res.code, path).toBe(Err.NO_PERMISSION);
      expect(res.status).toBe(403);
    }
    expect((await t.post('/setting/payway/options', {}, staff)).code).toBe(200);
    expect((await t.post('/setting/payway/list', {})).code).toBe(Err.TOKEN_MISSING);
  });

  it("answers 20037 for another tenant's method, and leaves it untouched", async () => {
    const m = await blankMerchant(t);
    const n = await blankMerchant(t);
    const theirs = ok(await t.post<PaymentMethodRow>('/setting/payway/save', body([n.storeA]), n));
    expect((await t.post('/setting/payway/detail', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/payway/save', { ...body([m.storeA]), id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/payway/delete', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect(ok(await t.post<{ total: number }>('/setting/payway/list', {}, m)).total).toBe(0);
    expect(ok(await t.post('/setting/payway/detail', { id: theirs.id }, n))).toEqual(theirs);
  });

  it('shows a store-bound caller the methods of their stores only, and lets them change only those', async () => {
    const m = await blankMerchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.PAYMENT_METHODS], storeIds: [m.storeA] });
    const inA = ok(await t.post<PaymentMethodRow>('/setting/payway/save', body([m.storeA]), m));
    const inB = ok(await t.post<PaymentMethodRow>('/setting/payway/save', body([m.storeB]), m));
    const inBoth = ok(await t.post<PaymentMethodRow>('/setting/payway/save', body([m.storeA, m.storeB]), m));
    const everywhere = ok(await t.post<PaymentMethodRow>('/setting/payway/save', body([], { allStores: true }), m));

    const seen = ok(await t.post<{ list: PaymentMethodRow[]; total: number }>('/setting/payway/list', {}, staff));
    expect(seen.list.map((r) => r.id)).toEqual([inA.id, inBoth.id, everywhere.id]);
    expect(seen.total).toBe(3);
    // The other store is not named to them.
    expect(seen.list.find((r) => r.id === inBoth.id)?.stores.map((s) => s.id)).toEqual([m.storeA]);
    expect((await t.post('/setting/payway/detail', { id: inB.id }, staff)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/payway/delete', { id: inB.id }, staff)).code).toBe(Err.NO_DATA);

    // Their own store only: yes. Something another store uses too, or every store: no.
    ok(await t.post('/setting/payway/save', { ...body([m.storeA]), id: inA.id, name: 'Mine' }, staff));
    expect((await t.post('/setting/payway/save', { ...body([m.storeA]), id: inBoth.id }, staff)).code).toBe(
      Err.NO_PERMISSION,
    );
    expect((await t.post('/setting/payway/delete', { id: everywhere.id }, staff)).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/setting/payway/save', body([m.storeB]), staff)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/payway/save', body([], { allStores: true }), staff)).code).toBe(Err.NO_PERMISSION);
    const [still] = await t.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.tenantId, m.tenantId), eq(paymentMethods.id, inBoth.id)));
    expect(still.name).toBe(inBoth.name);
    ok(await t.post('/setting/payway/delete', { id: inA.id }, staff));
  });
});
