import { Err, Menu, type RegionRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { regionExchangeRates, regions } from '../../db/schema';

// A stand-in for the stores module's future use of regions: a region named "in use …" is used by a store.
const t = await startTestApp({
  extraRoutes: (_app, deps) => {
    deps.references.register('region', 'stores', async (ctx, id) => {
      const [r] = await ctx.db
        .select({ name: regions.name })
        .from(regions)
        .where(and(eq(regions.tenantId, ctx.tenantId), eq(regions.id, id)));
      return r?.name.startsWith('in use') ?? false;
    });
  },
});

type List = { list: RegionRow[]; total: number };

const body = (extra: Record<string, unknown> = {}) => ({
  name: uniq('Europe'),
  sysCountryId: 2,
  currencyId: 3,
  points: '1.5',
  exchangeRates: [
    { currencyId: 2, rate: '0.9215' },
    { currencyId: 1, rate: 0.1271 },
  ],
  ...extra,
});

describe('regions', () => {
  it('adds a region with exchange rates, edits it (rates replaced), lists, and deletes it', async () => {
    const m = await merchant(t);
    const eu = ok(await t.post<RegionRow>('/setting/area/save', body({ name: 'Euro area' }), m));
    expect(eu).toMatchObject({ name: 'Euro area', sysCountryId: 2, currencyId: 3, points: '1.5000' });
    expect(eu.exchangeRates).toEqual([
      { currencyId: 1, rate: '0.1271' },
      { currencyId: 2, rate: '0.9215' },
    ]);
    const edited = ok(
      await t.post<RegionRow>(
        '/setting/area/save',
        body({ id: eu.id, name: 'Euro area', exchangeRates: [{ currencyId: 4, rate: '150' }] }),
        m,
      ),
    );
    expect(edited.exchangeRates).toEqual([{ currencyId: 4, rate: '150.0000' }]);
    ok(await t.post('/setting/area/save', body({ name: 'Asia', sysCountryId: 1, currencyId: 1 }), m));

    expect(ok(await t.post<List>('/setting/area/list', { sort: 'name' }, m)).list.map((r) => r.name)).toEqual([
      'Asia',
      'Euro area',
    ]);
    expect(ok(await t.post<List>('/setting/area/list', { sysCountryId: 2 }, m)).list).toEqual([edited]);
    expect(ok(await t.post<List>('/setting/area/list', { name: 'EURO' }, m)).total).toBe(1);
    expect(ok(await t.post<unknown[]>('/setting/area/options', {}, m))).toHaveLength(2);

    ok(await t.post('/setting/area/delete', { id: eu.id }, m));
    expect((await t.post('/setting/area/detail', { id: eu.id }, m)).code).toBe(Err.NO_DATA);
    expect(await t.db.select().from(regionExchangeRates).where(eq(regionExchangeRates.regionId, eu.id))).toEqual([]);
  });

  it('needs an exchange rate (1005), each currency once (1004), rates above 0 with ≤ 4 decimals', async () => {
    const m = await merchant(t);
    expect((await t.post('/setting/area/save', body({ exchangeRates: [] }), m)).code).toBe(Err.SAVE_AT_LEAST_ONE);
    const twice = await t.post(
      '/setting/area/save',
      body({
        exchangeRates: [
          { currencyId: 2, rate: '1' },
          { currencyId: 2, rate: '2' },
        ],
      }),
      m,
    );
    expect(twice.code).toBe(Err.ADDED_REPEATEDLY);
    expect((twice.data as { issues: { path: string }[] }).issues[0].path).toBe('exchangeRates.1.currencyId');
    for (const rate of ['0', '-1', '1.00001', 'x']) {
      const res = await t.post('/setting/area/save', body({ exchangeRates: [{ currencyId: 2, rate }] }), m);
      expect(res.code, rate).toBe(Err.PARAM);
    }
    expect((await t.post('/setting/area/save', body({ points: '0.12345' }), m)).code).toBe(Err.PARAM);
  });

  it('knows the 94 currencies and the countries only', async () => {
    const m = await merchant(t);
    ok(await t.post('/setting/area/save', body({ currencyId: 94 }), m));
    expect((await t.post('/setting/area/save', body({ currencyId: 95 }), m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/area/save', body({ exchangeRates: [{ currencyId: 0, rate: 1 }] }), m)).code).toBe(
      Err.PARAM,
    );
    expect((await t.post('/setting/area/save', body({ sysCountryId: 9999 }), m)).code).toBe(Err.PARAM);
  });

  it('refuses a duplicate name (1003)', async () => {
    const m = await merchant(t);
    const name = uniq('Nordics');
    ok(await t.post('/setting/area/save', body({ name }), m));
    expect((await t.post('/setting/area/save', body({ name: name.toUpperCase() }), m)).code).toBe(Err.CODE_REPEATED);
  });

  it('refuses to delete a region while a store uses it (20079)', async () => {
    const m = await merchant(t);
    const used = ok(await t.post<RegionRow>('/setting/area/save', body({ name: uniq('in use') }), m));
    const res = await t.post('/setting/area/delete', { id: used.id }, m);
    expect(res.code).toBe(Err.AREA_IN_USE);
    expect(res.status).toBe(409);
    expect(ok(await t.post('/setting/area/detail', { id: used.id }, m))).toEqual(used);
  });

  it('refuses callers without menu 15 (20041) on every route but options', async () => {
    const m = await merchant(t);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.COST_TYPES] });
    for (const path of ['list', 'detail', 'save', 'delete']) {
      expect((await t.post(`/setting/area/${path}`, { id: 1, ...body() }, staff)).code, path).toBe(Err.NO_PERMISSION);
    }
    expect((await t.post('/setting/area/options', {}, staff)).code).toBe(200);
  });

  it("answers 20037 for another tenant's region and leaves it untouched", async () => {
    const m = await merchant(t);
    const n = await merchant(t);
    const theirs = ok(await t.post<RegionRow>('/setting/area/save', body(), n));
    expect((await t.post('/setting/area/detail', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/area/save', body({ id: theirs.id }), m)).code).toBe(Err.NO_DATA);
    expect((await t.post('/setting/area/delete', { id: theirs.id }, m)).code).toBe(Err.NO_DATA);
    expect(ok(await t.post('/setting/area/detail', { id: theirs.id }, n))).toEqual(theirs);
    expect(ok(await t.post<List>('/setting/area/list', {}, m)).total).toBe(0);
  });
});
