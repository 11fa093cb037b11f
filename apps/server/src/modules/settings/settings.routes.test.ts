import { Err, Menu, type SettingStoreOptions } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { addPlace, addStore, merchant, ok } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();

const LISTS = ['payway', 'revenue', 'orderClassify', 'costType', 'printGroup', 'area'];
const SINGLES = ['integral', 'orderDuration', 'order'];
const PATHS = [
  ...LISTS.flatMap((l) => ['list', 'detail', 'save', 'delete', 'options'].map((a) => `/setting/${l}/${a}`)),
  ...SINGLES.flatMap((s) => [`/setting/${s}/get`, `/setting/${s}/save`]),
  '/setting/storeOptions',
];

describe('the settings API', () => {
  it('describes every route in OpenAPI, with its body schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/m/openapi.json' })).json();
    for (const path of PATHS) expect(doc.paths[`/m${path}`]?.post, path).toBeDefined();
    const save = doc.paths['/m/setting/payway/save'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(save.properties)).toEqual(
      expect.arrayContaining(['type', 'name', 'handlingFee', 'password1', 'storeIds', 'allStores']),
    );
  });

  it('refuses every route without a session (401)', async () => {
    for (const path of PATHS) expect((await t.post(path, {})).code, path).toBe(Err.TOKEN_MISSING);
  });
});

describe('/setting/storeOptions', () => {
  it('answers the stores, trucks and truck places the caller sees, and whether "all stores" is theirs', async () => {
    const m = await merchant(t);
    const truck = await addStore(t, m.tenantId, { kind: 'truck' });
    const place = await addPlace(t, m.tenantId, truck);
    const all = ok(await t.post<SettingStoreOptions>('/setting/storeOptions', {}, m));
    expect(all.allStores).toBe(true);
    expect(all.stores.map((s) => s.id).sort()).toEqual([m.storeA, m.storeB, truck].sort());
    expect(all.stores.find((s) => s.id === truck)?.kind).toBe('truck');
    expect(all.places).toEqual([{ id: place, name: expect.any(String), truckId: truck }]);

    // Any signed-in caller (the forms live under menus 10–13), within their stores.
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.PAYMENT_METHODS], storeIds: [m.storeB] });
    const mine = ok(await t.post<SettingStoreOptions>('/setting/storeOptions', {}, staff));
    expect(mine).toEqual({ allStores: false, stores: [expect.objectContaining({ id: m.storeB })], places: [] });
  });
});
