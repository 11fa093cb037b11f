import { Err, type ListResult, Menu, type PlaceRow, type StoreRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newStore, newZone, uniq } from '../../../test/factories';
import { firstStoreId, newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { storeAssets, stores, storeZones, tenants, userStores } from '../../db/schema';
import { SERVER_TIME_ZONE } from './store-access';

// Other modules plug their deletion checks in like this (stock orders, devices, sales …).
const purchaseOrderStores = new Set<number>();
const taxedPlaces = new Set<number>();
const t = await startTestApp({
  extraRoutes: (_app, deps) => {
    deps.references.register('store', 'purchase orders', async (_ctx, id) => purchaseOrderStores.has(id));
    deps.references.register('place', 'taxes', async (_ctx, id) => taxedPlaces.has(id));
  },
});

const fullStore = {
  name: '静安店 Jing’an',
  contactPerson: 'Li Wei',
  areaCode: '+86',
  phone: '013800138000',
  address: '1 Nanjing West Rd',
  city: 'Shanghai',
  province: 'Shanghai',
  postalCode: '200040',
  sysCountryId: 1,
  type: 'bar',
  open: false,
  salesModes: ['wholesale', 'retail', 'retail'],
  priceStrategy: 'tiered',
  timeZone: 'Asia/Shanghai',
  sysCurrencyId: 2,
};

describe('stores: add, edit, detail', () => {
  it('adds a store with every field of §3 and answers it', async () => {
    const a = await newTenant(t);
    const res = await t.post<StoreRow>('/store/save', fullStore, { token: a.token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      kind: 'store',
      name: '静安店 Jing’an',
      contactPerson: 'Li Wei',
      areaCode: '86',
      phone: '13800138000',
      city: 'Shanghai',
      postalCode: '200040',
      sysCountryId: 1,
      type: 'bar',
      open: false,
      salesModes: ['retail', 'wholesale'],
      priceStrategy: 'tiered',
      timeZone: 'Asia/Shanghai',
      sysCurrencyId: 2,
      features: { reservation: false, scanOrder: false, payFirst: false },
    });
    const detail = await t.post<StoreRow>('/store/detail', { id: res.data.id }, { token: a.token });
    expect(detail.data).toEqual(res.data);
  });

  it("defaults the time zone to the server's and the currency to the tenant's, and keeps them on edit", async () => {
    const a = await newTenant(t, { sysCurrencyId: 3 });
    const s = await newStore(t, a.token, { name: 'Plain' });
    expect(s).toMatchObject({
      timeZone: SERVER_TIME_ZONE,
      sysCurrencyId: 3,
      type: 'restaurant',
      open: true,
      salesModes: ['retail'],
      priceStrategy: 'fixed',
      phone: '',
      sysCountryId: null,
    });
    const edited = await t.post<StoreRow>(
      '/store/save',
      { id: s.id, name: 'Renamed', timeZone: 'Europe/Lisbon', salesModes: ['wholesale'] },
      { token: a.token },
    );
    expect(edited.data).toMatchObject({ name: 'Renamed', timeZone: 'Europe/Lisbon', salesModes: ['wholesale'] });
    const again = await t.post<StoreRow>('/store/save', { id: s.id, name: 'Renamed again' }, { token: a.token });
    expect(again.data).toMatchObject({ timeZone: 'Europe/Lisbon', sysCurrencyId: 3 });
    // The store registration created has neither: it shows the defaults.
    const firstId = await firstStoreId(t, a.user.tenantId);
    const first = await t.post<StoreRow>('/store/detail', { id: firstId }, { token: a.token });
    expect(first.data).toMatchObject({ name: 'Harbour Café', timeZone: SERVER_TIME_ZONE, sysCurrencyId: 3 });
  });

  it('refuses invalid fields with their codes', async () => {
    const a = await newTenant(t);
    const post = (body: Record<string, unknown>) => t.post('/store/save', { name: 'X', ...body }, { token: a.token });
    expect((await post({ salesModes: [] })).code).toBe(Err.PARAM);
    expect((await post({ salesModes: ['barter'] })).code).toBe(Err.PARAM);
    expect((await post({ name: '  ' })).code).toBe(Err.PARAM);
    expect((await post({ timeZone: 'Mars/Olympus' })).code).toBe(Err.PARAM);
    expect((await post({ type: 'casino' })).code).toBe(Err.PARAM);
    expect((await post({ priceStrategy: 'random' })).code).toBe(Err.PARAM);
    expect((await post({ sysCountryId: 9999 })).code).toBe(Err.PARAM);
    expect((await post({ sysCurrencyId: 999 })).code).toBe(Err.PARAM);
    expect((await post({ phone: '12ab' })).code).toBe(Err.MOBILE_FORMAT);
    expect((await post({ areaCode: 'x1' })).code).toBe(Err.AREA_CODE_WRONG);
    const bad = await post({ salesModes: [] });
    expect((bad.data as { issues: { path: string }[] }).issues[0].path).toBe('salesModes');
  });
});

describe('stores: list', () => {
  it('searches, filters, sorts and pages in SQL', async () => {
    const a = await newTenant(t);
    await newStore(t, a.token, { name: 'Alpha Bar', type: 'bar', city: 'Porto' });
    await newStore(t, a.token, { name: 'Beta Mart', type: 'convenience', open: false, salesModes: ['wholesale'] });
    await newStore(t, a.token, { name: 'Gamma Grill', contactPerson: 'Rui Porto', priceStrategy: 'floating' });
    const list = (body: Record<string, unknown>) =>
      t.post<ListResult<StoreRow>>('/store/list', body, { token: a.token }).then((r) => r.data);

    const all = await list({ sort: 'name' });
    expect(all.total).toBe(4);
    expect(all.list.map((s) => s.name)).toEqual(['Alpha Bar', 'Beta Mart', 'Gamma Grill', 'Harbour Café']);
    expect((await list({ sort: '-name', pageSize: 1, page: 2 })).list.map((s) => s.name)).toEqual(['Gamma Grill']);
    const porto = await list({ keyword: 'porto' });
    expect(porto.list.map((s) => s.name).sort()).toEqual(['Alpha Bar', 'Gamma Grill']);
    expect((await list({ type: 'convenience' })).list.map((s) => s.name)).toEqual(['Beta Mart']);
    expect((await list({ open: false })).list.map((s) => s.name)).toEqual(['Beta Mart']);
    expect((await list({ salesMode: 'wholesale' })).list.map((s) => s.name)).toEqual(['Beta Mart']);
    expect((await list({ priceStrategy: 'floating' })).list.map((s) => s.name)).toEqual(['Gamma Grill']);
    expect((await list({ keyword: '100%_' })).total).toBe(0);
    const page = await list({ page: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: 4 });
    expect(page.list).toHaveLength(1);
  });
});

describe('stores: permission, tenant and store scoping', () => {
  it('refuses users without menu code 7, and keeps trucks and stores apart', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const truck = await newStore(t, a.token, {}, '/diningCar');
    const noStores = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.REPORTS, Menu.FOOD_TRUCKS] });
    expect((await t.post('/store/list', {}, { token: noStores.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/store/detail', { id: storeId }, { token: noStores.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/store/save', { name: 'Sneaky' }, { token: noStores.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/store/delete', { id: storeId }, { token: noStores.token })).code).toBe(Err.NO_PERMISSION);
    const noTrucks = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.STORES] });
    expect((await t.post('/diningCar/list', {}, { token: noTrucks.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/diningCar/place/list', {}, { token: noTrucks.token })).code).toBe(Err.NO_PERMISSION);
    // A truck is not a store, and the other way round.
    expect((await t.post('/store/detail', { id: truck.id }, { token: a.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/diningCar/detail', { id: storeId }, { token: a.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/store/delete', { id: truck.id }, { token: a.token })).code).toBe(Err.NO_DATA);
    const stores = await t.post<ListResult<StoreRow>>('/store/list', {}, { token: a.token });
    expect(stores.data.list.map((s) => s.id)).not.toContain(truck.id);
  });

  it("answers another tenant's store as missing and never lists it", async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const bStore = await newStore(t, b.token, { name: 'B only' });
    for (const [path, body] of [
      ['/store/detail', { id: bStore.id }],
      ['/store/save', { id: bStore.id, name: 'Hijack' }],
      ['/store/delete', { id: bStore.id }],
    ] as const) {
      const res = await t.post(path, body, { token: a.token });
      expect(res.code).toBe(Err.NO_DATA);
      expect(res.data).toBeNull();
    }
    const list = await t.post<ListResult<StoreRow>>('/store/list', {}, { token: a.token });
    expect(list.data.list.map((s) => s.name)).not.toContain('B only');
    const [still] = await t.db.select().from(stores).where(eq(stores.id, bStore.id));
    expect(still.name).toBe('B only');
  });

  it('shows staff only the stores they are bound to; what they add stays visible to them', async () => {
    const a = await newTenant(t);
    const storeA = await firstStoreId(t, a.user.tenantId);
    const storeB = await newStore(t, a.token, { name: 'Other shop' });
    const staff = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.STORES], storeIds: [storeA] });
    const list = await t.post<ListResult<StoreRow>>('/store/list', {}, { token: staff.token });
    expect(list.data.list.map((s) => s.id)).toEqual([storeA]);
    expect(list.data.total).toBe(1);
    expect((await t.post('/store/detail', { id: storeB.id }, { token: staff.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/store/save', { id: storeB.id, name: 'Mine now' }, { token: staff.token })).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post('/store/delete', { id: storeB.id }, { token: staff.token })).code).toBe(Err.NO_DATA);
    const own = await newStore(t, staff.token, { name: 'Staff opened' });
    const after = await t.post<ListResult<StoreRow>>('/store/list', {}, { token: staff.token });
    expect(after.data.list.map((s) => s.id).sort()).toEqual([storeA, own.id].sort());
    const none = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.STORES], storeIds: [] });
    expect((await t.post<ListResult<StoreRow>>('/store/list', {}, { token: none.token })).data.total).toBe(0);
  });
});

describe('stores: deletion rules (§5)', () => {
  it("refuses the tenant's last store, then deletes a store with its zones and assets", async () => {
    const a = await newTenant(t);
    const first = await firstStoreId(t, a.user.tenantId);
    const last = await t.post('/store/delete', { id: first }, { token: a.token });
    expect(last.code).toBe(Err.SHOP_IN_USE);
    expect(last.data).toEqual({ usedBy: 'lastStore' });

    const second = await newStore(t, a.token);
    await newZone(t, a.token, second.id, ['1', '2']);
    await t.post(
      '/store/asset/save',
      { storeId: second.id, name: 'Oven', quantity: 1, value: 100 },
      { token: a.token },
    );
    await t.post('/store/invoice/save', { storeId: second.id, sysLanguageId: 3 }, { token: a.token });
    expect((await t.post('/store/delete', { id: second.id }, { token: a.token })).code).toBe(200);
    expect((await t.post('/store/detail', { id: second.id }, { token: a.token })).code).toBe(Err.NO_DATA);
    const tenant = a.user.tenantId;
    expect(await t.db.select().from(storeZones).where(eq(storeZones.tenantId, tenant))).toHaveLength(0);
    expect(await t.db.select().from(storeAssets).where(eq(storeAssets.tenantId, tenant))).toHaveLength(0);

    // The store registration made (the boss is bound to it) can go once another exists.
    await newStore(t, a.token);
    expect((await t.post('/store/delete', { id: first }, { token: a.token })).code).toBe(200);
    const bindings = await t.db
      .select()
      .from(userStores)
      .where(and(eq(userStores.tenantId, tenant), eq(userStores.storeId, first)));
    expect(bindings).toHaveLength(0);
  });

  it('refuses a store with bound staff (1016 staff) until the staff are gone', async () => {
    const a = await newTenant(t);
    const s = await newStore(t, a.token);
    const staff = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [s.id] });
    const res = await t.post('/store/delete', { id: s.id }, { token: a.token });
    expect(res).toMatchObject({ code: Err.SHOP_IN_USE, data: { usedBy: 'staff' } });
    await t.db
      .delete(userStores)
      .where(and(eq(userStores.tenantId, a.user.tenantId), eq(userStores.userId, staff.userId)));
    expect((await t.post('/store/delete', { id: s.id }, { token: a.token })).code).toBe(200);
  });

  it('uses the checks other modules register (e.g. purchase orders) and leaves the store whole', async () => {
    const a = await newTenant(t);
    const s = await newStore(t, a.token);
    await newZone(t, a.token, s.id, ['7']);
    purchaseOrderStores.add(s.id);
    const res = await t.post('/store/delete', { id: s.id }, { token: a.token });
    expect(res).toMatchObject({ code: Err.SHOP_IN_USE, data: { usedBy: 'purchase orders' } });
    expect(res.status).toBe(409);
    expect(await t.db.select().from(storeZones).where(eq(storeZones.storeId, s.id))).toHaveLength(1);
    purchaseOrderStores.delete(s.id);
    expect((await t.post('/store/delete', { id: s.id }, { token: a.token })).code).toBe(200);
  });
});

describe('food trucks and their places', () => {
  it('lists and edits trucks like stores, under menu code 127', async () => {
    const a = await newTenant(t);
    const truck = await newStore(t, a.token, { name: 'Taco Truck', type: 'restaurant', city: 'Faro' }, '/diningCar');
    expect(truck.kind).toBe('truck');
    const edited = await t.post<StoreRow>(
      '/diningCar/save',
      { id: truck.id, name: 'Taco Truck 2', salesModes: ['retail', 'wholesale'] },
      { token: a.token },
    );
    expect(edited.data).toMatchObject({ name: 'Taco Truck 2', salesModes: ['retail', 'wholesale'], city: '' });
    const list = await t.post<ListResult<StoreRow>>('/diningCar/list', { keyword: 'taco' }, { token: a.token });
    expect(list.data.list.map((s) => s.id)).toEqual([truck.id]);
    const staff = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.FOOD_TRUCKS] });
    expect((await t.post('/diningCar/detail', { id: truck.id }, { token: staff.token })).code).toBe(200);
    expect((await t.post('/store/list', {}, { token: staff.token })).code).toBe(Err.NO_PERMISSION);
    // A truck can be the last one: only stores must keep one.
    expect((await t.post('/diningCar/delete', { id: truck.id }, { token: a.token })).code).toBe(200);
  });

  it('keeps places per truck with the address fields, scoped like their truck', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const truck = await newStore(t, a.token, {}, '/diningCar');
    const other = await newStore(t, a.token, {}, '/diningCar');
    const saved = await t.post<PlaceRow>(
      '/diningCar/place/save',
      {
        truckId: truck.id,
        name: 'Beach car park',
        areaCode: '351',
        phone: '0912345678',
        address: 'Av. da Praia',
        postalCode: '8000-001',
        city: 'Faro',
        province: 'Algarve',
        sysCountryId: 2,
      },
      { token: a.token },
    );
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ truckId: truck.id, truckName: truck.name, phone: '912345678', city: 'Faro' });
    await t.post('/diningCar/place/save', { truckId: other.id, name: 'Market square' }, { token: a.token });
    const edited = await t.post<PlaceRow>(
      '/diningCar/place/save',
      { id: saved.data.id, truckId: truck.id, name: 'Beach car park (north)' },
      { token: a.token },
    );
    expect(edited.data).toMatchObject({ name: 'Beach car park (north)', address: '' });
    const list = await t.post<ListResult<PlaceRow>>('/diningCar/place/list', { truckId: truck.id }, { token: a.token });
    expect(list.data.list.map((p) => p.name)).toEqual(['Beach car park (north)']);
    const all = await t.post<ListResult<PlaceRow>>('/diningCar/place/list', { sort: 'name' }, { token: a.token });
    expect(all.data.list.map((p) => p.name)).toEqual(['Beach car park (north)', 'Market square']);
    const found = await t.post<ListResult<PlaceRow>>(
      '/diningCar/place/list',
      { keyword: 'market' },
      { token: a.token },
    );
    expect(found.data.total).toBe(1);

    // A place cannot be put on a store, on another tenant's truck, nor read by another tenant.
    const storeId = await firstStoreId(t, a.user.tenantId);
    expect((await t.post('/diningCar/place/save', { truckId: storeId, name: 'X' }, { token: a.token })).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post('/diningCar/place/save', { truckId: truck.id, name: 'X' }, { token: b.token })).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post('/diningCar/place/detail', { id: saved.data.id }, { token: b.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/diningCar/place/delete', { id: saved.data.id }, { token: b.token })).code).toBe(Err.NO_DATA);
    // Staff bound to the other truck do not see this truck's places.
    const staff = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.FOOD_TRUCKS], storeIds: [other.id] });
    const theirs = await t.post<ListResult<PlaceRow>>('/diningCar/place/list', {}, { token: staff.token });
    expect(theirs.data.list.map((p) => p.name)).toEqual(['Market square']);
    expect((await t.post('/diningCar/place/detail', { id: saved.data.id }, { token: staff.token })).code).toBe(
      Err.NO_DATA,
    );
    expect((await t.post('/diningCar/place/list', { truckId: truck.id }, { token: staff.token })).code).toBe(
      Err.NO_DATA,
    );
  });

  it('refuses to delete a place in use (20079) and a truck whose place is in use (1016)', async () => {
    const a = await newTenant(t);
    const truck = await newStore(t, a.token, {}, '/diningCar');
    const place = await t.post<PlaceRow>(
      '/diningCar/place/save',
      { truckId: truck.id, name: 'Pier' },
      { token: a.token },
    );
    taxedPlaces.add(place.data.id);
    const refused = await t.post('/diningCar/place/delete', { id: place.data.id }, { token: a.token });
    expect(refused).toMatchObject({ code: Err.AREA_IN_USE, data: { usedBy: 'taxes' } });
    const truckRefused = await t.post('/diningCar/delete', { id: truck.id }, { token: a.token });
    expect(truckRefused).toMatchObject({ code: Err.SHOP_IN_USE, data: { usedBy: 'place' } });
    taxedPlaces.delete(place.data.id);
    expect((await t.post('/diningCar/place/delete', { id: place.data.id }, { token: a.token })).code).toBe(200);
    await t.post('/diningCar/place/save', { truckId: truck.id, name: 'Free spot' }, { token: a.token });
    expect((await t.post('/diningCar/delete', { id: truck.id }, { token: a.token })).code).toBe(200);
    const left = await t.post<ListResult<PlaceRow>>('/diningCar/place/list', {}, { token: a.token });
    expect(left.data.total).toBe(0);
  });
});

describe('store names may repeat across tenants', () => {
  it('has no cross-tenant leakage in counts', async () => {
    const a = await newTenant(t);
    const name = uniq('Shared');
    await newStore(t, a.token, { name });
    const b = await newTenant(t);
    await newStore(t, b.token, { name });
    const list = await t.post<ListResult<StoreRow>>('/store/list', { keyword: name }, { token: b.token });
    expect(list.data.total).toBe(1);
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, b.user.tenantId));
    expect(tenant).toBeTruthy();
  });
});
