import {
  Err,
  Menu,
  ORDER_DURATION_DEFAULTS,
  ORDERING_FEATURE_DEFAULTS,
  ORDERING_FEATURES,
  type OrderingFeatures,
  POINTS_DEFAULTS,
  type PointsSettings,
} from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { orderDurationSettings, orderingFeatures, pointsSettings } from '../../db/schema';

const t = await startTestApp();

describe('points (Integral)', () => {
  it('answers the defaults until saved, then saves only the fields sent', async () => {
    const m = await merchant(t);
    expect(ok(await t.post('/setting/integral/get', {}, m))).toEqual(POINTS_DEFAULTS);
    const saved = ok(
      await t.post<PointsSettings>('/setting/integral/save', { enabled: true, earnRatio: '2.5', pointValue: 0.05 }, m),
    );
    expect(saved).toEqual({
      ...POINTS_DEFAULTS,
      enabled: true,
      earnRatio: '2.5000',
      pointValue: '0.0500',
    });
    const again = ok(
      await t.post<PointsSettings>(
        '/setting/integral/save',
        { redeemEnabled: true, minRedeemPoints: 100, maxRedeemPercent: '50' },
        m,
      ),
    );
    expect(again).toEqual({ ...saved, redeemEnabled: true, minRedeemPoints: 100, maxRedeemPercent: '50.0000' });
    expect(ok(await t.post('/setting/integral/get', {}, m))).toEqual(again);
  });

  it('holds the point ratios to 0–100 (1002) and every number to 4 decimals (1001)', async () => {
    const m = await merchant(t);
    for (const earnRatio of ['100.0001', '-1', 101]) {
      const res = await t.post('/setting/integral/save', { earnRatio }, m);
      expect(res.code, String(earnRatio)).toBe(Err.POINT_RATIO_RANGE);
      expect((res.data as { issues: { path: string }[] }).issues[0].path).toBe('earnRatio');
    }
    expect((await t.post('/setting/integral/save', { maxRedeemPercent: '150' }, m)).code).toBe(Err.POINT_RATIO_RANGE);
    expect((await t.post('/setting/integral/save', { earnRatio: '1.23456' }, m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/integral/save', { pointValue: '0.00001' }, m)).code).toBe(Err.PARAM);
    expect((await t.post('/setting/integral/save', { minRedeemPoints: 1.5 }, m)).code).toBe(Err.PARAM);
    for (const earnRatio of ['0', '100', '33.3333']) {
      ok(await t.post('/setting/integral/save', { earnRatio }, m));
    }
    expect(ok(await t.post<PointsSettings>('/setting/integral/get', {}, m)).earnRatio).toBe('33.3333');
  });
});

describe('order duration', () => {
  it('answers the defaults until saved; minutes are whole, 1–1440', async () => {
    const m = await merchant(t);
    expect(ok(await t.post('/setting/orderDuration/get', {}, m))).toEqual(ORDER_DURATION_DEFAULTS);
    expect(ok(await t.post('/setting/orderDuration/save', { enabled: true, minutes: 45 }, m))).toEqual({
      enabled: true,
      minutes: 45,
    });
    expect(ok(await t.post('/setting/orderDuration/save', { enabled: false }, m))).toEqual({
      enabled: false,
      minutes: 45,
    });
    for (const minutes of [0, 1441, 2.5, 'x']) {
      expect((await t.post('/setting/orderDuration/save', { minutes }, m)).code, String(minutes)).toBe(Err.PARAM);
    }
    expect(ok(await t.post('/setting/orderDuration/get', {}, m))).toEqual({ enabled: false, minutes: 45 });
  });
});

describe('ordering features', () => {
  it('answers the defaults until saved, switches what is sent, and the table defaults match the contract', async () => {
    const m = await merchant(t);
    expect(ok(await t.post('/setting/order/get', {}, m))).toEqual(ORDERING_FEATURE_DEFAULTS);
    expect(Object.keys(ORDERING_FEATURE_DEFAULTS).sort()).toEqual([...ORDERING_FEATURES].sort());

    // A row written with the column defaults reads as the contract's defaults (other modules read the table).
    await t.db.insert(orderingFeatures).values({ tenantId: m.tenantId });
    expect(ok(await t.post('/setting/order/get', {}, m))).toEqual(ORDERING_FEATURE_DEFAULTS);
    const n = await merchant(t);
    await t.db.insert(pointsSettings).values({ tenantId: n.tenantId });
    await t.db.insert(orderDurationSettings).values({ tenantId: n.tenantId });
    expect(ok(await t.post('/setting/integral/get', {}, n))).toEqual(POINTS_DEFAULTS);
    expect(ok(await t.post('/setting/orderDuration/get', {}, n))).toEqual(ORDER_DURATION_DEFAULTS);

    const saved = ok(
      await t.post<OrderingFeatures>('/setting/order/save', { shifts: true, negativeStockWarning: false }, m),
    );
    expect(saved).toEqual({ ...ORDERING_FEATURE_DEFAULTS, shifts: true, negativeStockWarning: false });
    const [row] = await t.db.select().from(orderingFeatures).where(eq(orderingFeatures.tenantId, m.tenantId));
    expect(row).toMatchObject({ shifts: true, negativeStockWarning: false, timeClock: false });
    expect((await t.post('/setting/order/save', { shifts: 'yes' }, m)).code).toBe(Err.PARAM);
  });

  it('keeps each tenant’s switches apart', async () => {
    const m = await merchant(t);
    const n = await merchant(t);
    ok(await t.post('/setting/order/save', { kitchenPrinters: true }, m));
    ok(await t.post('/setting/orderDuration/save', { minutes: 5 }, m));
    ok(await t.post('/setting/integral/save', { enabled: true }, m));
    expect(ok(await t.post('/setting/order/get', {}, n))).toEqual(ORDERING_FEATURE_DEFAULTS);
    expect(ok(await t.post('/setting/orderDuration/get', {}, n))).toEqual(ORDER_DURATION_DEFAULTS);
    expect(ok(await t.post('/setting/integral/get', {}, n))).toEqual(POINTS_DEFAULTS);
  });
});

describe('menu 9: ordering and billing settings', () => {
  it('refuses callers without menu 9 (20041) on every route, and nothing is saved', async () => {
    const m = await merchant(t);
    const staff = await newStaffSession(t, m.tenantId, {
      menuCodes: [
        Menu.PAYMENT_METHODS,
        Menu.ORDER_TYPES,
        Menu.PRINTER_GROUPS,
        Menu.TAXES,
        Menu.COST_TYPES,
        Menu.REGIONS,
      ],
    });
    for (const path of ['integral', 'orderDuration', 'order']) {
      expect((await t.post(`/setting/${path}/get`, {}, staff)).code, path).toBe(Err.NO_PERMISSION);
      expect((await t.post(`/setting/${path}/save`, {}, staff)).code, path).toBe(Err.NO_PERMISSION);
    }
    const allowed = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.ORDERING_SETTINGS], storeIds: [] });
    ok(await t.post('/setting/order/save', { openTickets: true }, allowed));
    expect(ok(await t.post<OrderingFeatures>('/setting/order/get', {}, m)).openTickets).toBe(true);
  });
});
