import { Err, Menu, type TaxRow } from '@tillbook/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPlace, addStore, blankMerchant, ok, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { taxes, taxPlaces, taxStores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';

let deps: Deps | undefined;
const t = await startTestApp({
  extraRoutes: (_app, d) => {
    deps = d;
  },
});

/** What the stores module asks before deleting a place. */
const placeUse = (tenantId: number, placeId: number) =>
  deps?.references.firstUse({ db: t.db, tenantId, storeIds: 'all' } as unknown as TenantCtx, 'place', placeId);

const body = (storeIds: number[], placeIds: number[] = [], extra: Record<string, unknown> = {}) => ({
  name: uniq('VAT'),
  rate: '13',
  calculation: 'included',
  storeIds,
  placeIds,
  ...extra,
});

type List = { list: TaxRow[]; total: number };

describe('taxes: add, edit, delete', () => {
  it('adds a tax for stores and truck places, answers it with names, lists and deletes it', async () => {
    const m = await blankMerchant(t);
    const truck = await addStore(t, m.tenantId, { kind: 'truck' });
    const place = await addPlace(t, m.tenantId, truck);
    const tax = ok(await t.post<TaxRow>('/setting/revenue/save', body([m.storeA], [place]), m));
    expect(tax).toMatchObject({ rate: '13.0000', calculation: 'included', version: 1 });
    expect(tax.stores.map((s) => s.id)).toEqual([m.storeA]);
    expect(tax.places).toEqual([{ id: place, name: expect.any(String), truckId: truck }]);

    expect(ok(await t.post('/setting/revenue/detail', { id: tax.id }, m))).toEqual(tax);
    expect(ok(await t.post<List>('/setting/revenue/list', {}, m)).list).toEqual([tax]);
    ok(await t.post('/setting/revenue/delete', { id: tax.id }, m));
    expect((await t.post('/setting/revenue/detail', { id: tax.id }, m)).code).toBe(Err.NO_DATA);
    const links = await t.db.select().from(taxPlaces).where(eq(taxPlaces.taxId, tax.id));
    expect(links).toEqual([]);
  });

  it('accepts places alone, and lists a truck’s taxes by the truck (its own or its places’)', async () => {
    const m = await blankMerchant(t);
    const truck = await addStore(t, m.tenantId, { kind: 'truck' });
    const place = await addPlace(t, m.tenantId, truck);
    const atPlace = ok(await t.post<TaxRow>('/setting/revenue/save', body([], [place], { calculation: 'added' }), m));
    const onTruck = ok(await t.post<TaxRow>('/setting/revenue/save', body([truck]), m));
    ok(await t.post('/setting/revenue/save', body([m.storeA]), m));
    const ofTruck = ok(await t.post<List>('/setting/revenue/list', { storeId: truck }, m));
    expect(ofTruck.list.map((r) => r.id)).toEqual([atPlace.id, onTruck.id]);
    const options = ok(await t.post<{ id: number; rate: string }[]>('/setting/revenue/options', { storeId: truck }, m));
    expect(options.map((o) => o.id).sort()).toEqual([atPlace.id, onTruck.id].sort());
  });

  it('searches by name and sorts by rate', async () => {
    const m = await blankMerchant(t);
    for (const [name, rate] of [
      ['Reduced', '5.5'],
      ['Standard', '20'],
      ['Zero', '0'],
    ]) {
      ok(await t.post('/setting/revenue/save', body([m.storeA], [], { name, rate }), m));
    }
    const byRate = ok(await t.post<List>('/setting/revenue/list', { sort: '-rate' }, m));
    expect(byRate.list.map((r) => r.rate)).toEqual(['20.0000', '5.5000', '0.0000']);
    const found = ok(await t.post<List>('/setting/revenue/list', { name: 'duc' }, m));
    expect(found.list.map((r) => r.name)).toEqual(['Reduced']);
  });
});

describe('taxes: a changed rate applies to new orders only', () => {
  it('changes the tax alone and bumps its version; other taxes and what was copied stay as they were', async () => {
    const m = await blankMerchant(t);
    const vat = ok(await t.post<TaxRow>('/setting/revenue/save', body([m.storeA, m.storeB]), m));
    const other = ok(await t.post<TaxRow>('/setting/revenue/save', body([m.storeA], [], { rate: '6' }), m));
    // What an order copies at sale time: the rate and calculation of that moment, with the version.
    const soldWith = { taxId: vat.id, rate: vat.rate, calculation: vat.calculation, version: vat.version };

    const renamed = ok(
      await t.post<TaxRow>('/setting/revenue/save', { ...body([m.storeA, m.storeB]), id: vat.id, name: 'VAT new' }, m),
    );
    expect(renamed).toMatchObject({ name: 'VAT new', rate: '13.0000', version: 1 });

    const changed = ok(
      await t.post<TaxRow>(
        '/setting/revenue/save',
        { ...body([m.storeB, m.storeA]), id: vat.id, name: 'VAT new', rate: '13.5' },
        m,
      ),
    );
    expect(changed).toMatchObject({ rate: '13.5000', version: 2 });
    expect(changed.stores).toEqual(vat.stores);
    expect(new Date(changed.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(vat.updatedAt).getTime());
    expect(ok(await t.post('/setting/revenue/detail', { id: other.id }, m))).toEqual(other);
    expect(soldWith).toEqual({ taxId: vat.id, rate: '13.0000', calculation: 'included', version: 1 });

    const recalculated = ok(
      await t.post<TaxRow>(
        '/setting/revenue/save',
        { ...body([m.storeA]), id: vat.id, name: 'VAT new', rate: '13.5', calculation: 'added' },
        m,
      ),
    );
    expect(recalculated).toMatchObject({ calculation: 'added', version: 3 });
    expect(recalculated.stores.map((s) => s.id)).toEqual([m.storeA]);
  });
});

describe('taxes: rules', () => {
  it('needs at least one store or place (20076)', async () => {
    const m = await blankMerchant(t);
    const res = await t.post('/setting/revenue/save', body([], []), m);
    expect(res.code).toBe(Err.STORE_EMPTY);
  });

  it('limits the rate to 0–100 with at most 4 decimals (1001), and the calculation to included/added', async () => {
    const m = await blankMerchant(t);
    for (const rate of ['100.5', '-2', '7.12345', '']) {
      expect((await t.post('/setting/revenue/save', body([m.storeA], [], { rate }), m)).code, rate).toBe(Err.PARAM);
    }
    expect((await t.post('/setting/revenue/save', body([m.storeA], [], { calculation: 'both' }), m)).code).toBe(
      Err.PARAM,
    );
    const fine = ok(await t.post<TaxRow>('/setting/revenue/save', body([m.storeA], [], { rate: '7.1234' }), m));
    expect(fine.rate).toBe('7.1234');
  });

  it('refuses a duplicate name (1003)', async () => {
    const m = await blankMerchant(t);
    const name = uniq('GST');
    ok(await t.post('/setting/revenue/save', body([m.storeA], [], { name }), m));
    expect(
      (await t.post('/setting/revenue/save', body([m.storeB], [], { name: ` ${name.toLowerCase()} ` }), m)).code,
    ).toBe(Err.CODE_REPEATED);
  });

  it('answers 20037 for a place or store that is not the tenant’s', async () => {
    const m = await blankMerchant(t);
    const n = await blankMerchant(t);
    const theirTruck = await addStore(t, n.tenantId, { kind: 'truck' });
    const theirPlace = await addPlace(t, n.tenantId, theirTruck);
    expect((await t.post('/setting/revenue/save', body([], [theirPlace]), m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/revenue/save', body([], [987_654_321]), m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/revenue/save', body([n.storeA]), m)).code).toBe(Err.NO_DATA);
    expect(ok(await t.post<List>('/setting/revenue/list', {}, m)).total).toBe(0);
  });

  it('tells the stores module a place is in use while a tax applies there, and only then', async () => {
    const m = await blankMerchant(t);
    const n = await blankMerchant(t);
    const truck = await addStore(t, m.tenantId, { kind: 'truck' });
    const place = await addPlace(t, m.tenantId, truck);
    expect(await placeUse(m.tenantId, place)).toBeNull();
    const tax = ok(await t.post<TaxRow>('/setting/revenue/save', body([], [place]), m));
    expect(await placeUse(m.tenantId, place)).toBe('taxes');
    expect(await placeUse(n.tenantId, place)).toBeNull();
    ok(await t.post('/setting/revenue/save', { ...body([m.storeA]), id: tax.id }, m));
    expect(await placeUse(m.tenantId, place)).toBeNull();
  });

  it('drops a place removed behind its back from the answers (the link has no foreign key)', async () => {
    const m = await blankMerchant(t);
    const truck = await addStore(t, m.tenantId, { kind: 'truck' });
    const [p1, p2] = [await addPlace(t, m.tenantId, truck), await addPlace(t, m.tenantId, truck)];
    const tax = ok(await t.post<TaxRow>('/setting/revenue/save', body([], [p1, p2]), m));
    await t.db.execute(sql`delete from truck_places where tenant_id = ${m.tenantId} and id = ${p1}`);
    const after = ok(await t.post<TaxRow>('/setting/revenue/detail', { id: tax.id }, m));
    expect(after.places.map((p) => p.id)).toEqual([p2]);
  });
});

describe('taxes: who may see and change them', () => {
  it('refuses callers without menu 13 (20041) on every route but options', async () => {
    const m = await blankMerchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.PAYMENT_METHODS] });
    for (const path of ['list', 'detail', 'save', 'delete']) {
      expect((await t.post(`/setting/revenue/${path}`, { id: 1, ...body([m.storeA]) }, staff)).code, path).toBe(
        Err.NO_PERMISSION,
      );
    }
    expect((await t.post('/setting/revenue/options', {}, staff)).code).toBe(200);
  });

  it("answers 20037 for another tenant's tax", async () => {
    const m = await blankMerchant(t);
    const n = await blankMerchant(t);
    const theirs = ok(await t.post<TaxRow>('/setting/revenue/save', body([n.storeA]), n));
    expect((await t.post('/setting/revenue/detail', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/revenue/save', { ...body([m.storeA]), id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/revenue/delete', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    const [row] = await t.db.select().from(taxes).where(eq(taxes.id, theirs.id));
    expect(row).toMatchObject({ name: theirs.name, version: 1 });
    expect(await t.db.select().from(taxStores).where(eq(taxStores.taxId, theirs.id))).toHaveLength(1);
  });

  it('shows a store-bound caller the taxes of their stores and trucks only, and lets them change only those', async () => {
    const m = await blankMerchant(t);
    const myTruck = await addStore(t, m.tenantId, { kind: 'truck' });
    const otherTruck = await addStore(t, m.tenantId, { kind: 'truck' });
    const myPlace = await addPlace(t, m.tenantId, myTruck);
    const otherPlace = await addPlace(t, m.tenantId, otherTruck);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.TAXES], storeIds: [m.storeA, myTruck] });

    const mine = ok(await t.post<TaxRow>('/setting/revenue/save', body([m.storeA], [myPlace]), m));
    const atMyPlace = ok(await t.post<TaxRow>('/setting/revenue/save', body([], [myPlace]), m));
    const shared = ok(await t.post<TaxRow>('/setting/revenue/save', body([m.storeA], [otherPlace]), m));
    const notMine = ok(await t.post<TaxRow>('/setting/revenue/save', body([m.storeB], [otherPlace]), m));

    const seen = ok(await t.post<List>('/setting/revenue/list', {}, staff));
    expect(seen.list.map((r) => r.id)).toEqual([mine.id, atMyPlace.id, shared.id]);
    expect(seen.list.find((r) => r.id === shared.id)?.places).toEqual([]);
    expect((await t.post('/setting/revenue/detail', { id: notMine.id }, staff)).code).toBe(Err.NO_DATA);

    ok(await t.post('/setting/revenue/save', { ...body([m.storeA], [myPlace]), id: mine.id, rate: '9' }, staff));
    expect((await t.post('/setting/revenue/save', { ...body([m.storeA]), id: shared.id }, staff)).code).toBe(
      Err.NO_PERMISSION,
    );
    expect((await t.post('/setting/revenue/delete', { id: shared.id }, staff)).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/setting/revenue/save', body([], [otherPlace]), staff)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/revenue/save', body([m.storeB]), staff)).code).toBe(Err.NO_DATA);
    ok(await t.post('/setting/revenue/delete', { id: atMyPlace.id }, staff));
  });
});
