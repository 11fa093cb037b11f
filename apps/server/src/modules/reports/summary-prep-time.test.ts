// The kitchen figures of the sales summary: lines bumped and the average preparation time per period, bucketed by the
// bump's time in the caller's time zone. Bumps go through the kitchen display's API; their times are then set to known
// instants in the past (a bump is always "now").
import { type KitchenBumpResult, type OrderDetail, type SalesSummary, UI_LANGS } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  bossAppSession,
  cellValues,
  merchant,
  newDeviceSession,
  ok,
  postFile,
  uploadOrder,
} from '../../../test/factories';
import { newStaffSession, startTestApp, type TestApp } from '../../../test/support/test-app';
import { kitchenBumpLines, kitchenBumps, orders } from '../../db/schema';
import { HOUR, TZ8, utcDaysAgo } from './summary.test-support';
import { durationText } from './summary.texts';

const t = await startTestApp();

/** A merchant with a till and a kitchen display in each of its two stores. */
async function kitchens(app: TestApp) {
  const m = await merchant(app);
  const burger = await addProduct(app, m.tenantId, [m.storeA, m.storeB], { price: '5' });
  const salad = await addProduct(app, m.tenantId, [m.storeA, m.storeB], { price: '3' });
  const till = {
    A: await bossAppSession(app, m.tenantId, m.storeA),
    B: await bossAppSession(app, m.tenantId, m.storeB),
  };
  const kitchen = {
    A: await newDeviceSession(app, m.token, { storeId: m.storeA, kind: 'kitchen' }),
    B: await newDeviceSession(app, m.token, { storeId: m.storeB, kind: 'kitchen' }),
  };
  /** An unpaid order of one or two lines at a store's till, bumped whole by its kitchen at the given instants. */
  async function bumped(
    store: 'A' | 'B',
    lines: 1 | 2,
    orderedAt: number,
    bumpedAt: number,
    over: Record<string, unknown> = {},
  ) {
    const order = ok(
      await uploadOrder<OrderDetail>(app, till[store].token, {
        lines: [{ productId: burger, quantity: '1' }, ...(lines === 2 ? [{ productId: salad, quantity: '1' }] : [])],
        total: lines === 2 ? '8.00' : '5.00',
        ...over,
      }),
    );
    // An online order reaches the kitchen once the shop prepares it.
    if (over.channel === 'online')
      await app.db
        .update(orders)
        .set({ onlineState: 'preparing' })
        .where(and(eq(orders.tenantId, m.tenantId), eq(orders.id, order.id)));
    const bump = ok(
      await app.post<KitchenBumpResult>('/device/kitchen/bump', { orderId: order.id }, { token: kitchen[store].token }),
    );
    expect(bump.lineIds).toHaveLength(lines);
    await app.db
      .update(kitchenBumpLines)
      .set({ orderedAt: new Date(orderedAt * 1000), bumpedAt: new Date(bumpedAt * 1000) })
      .where(and(eq(kitchenBumpLines.tenantId, m.tenantId), eq(kitchenBumpLines.bumpId, bump.bumpId)));
    await app.db
      .update(kitchenBumps)
      .set({ bumpedAt: new Date(bumpedAt * 1000) })
      .where(and(eq(kitchenBumps.tenantId, m.tenantId), eq(kitchenBumps.id, bump.bumpId)));
    return bump;
  }
  return { ...m, kitchen, bumped };
}

const day0 = utcDaysAgo(3);
const at = (h: number, m = 0, s = 0) => day0 + h * HOUR + m * 60 + s;

/*
 * Store A: 2 lines ordered 10:10 bumped 10:20 (600 s each); 1 line 10:40 → 10:47:05 (425 s); 1 line ordered 11:50
 *   bumped 12:05:30 (930 s, in the hour of its bump); 1 line bumped at 11:30 and recalled (counts nowhere); an online
 *   order's line 10:30 → 10:35 (300 s, the online report's only).
 * Store B: 2 lines 10:00 → 10:03:20 (200 s each); 1 line 20:00 → 20:10 (600 s; 04:10 the next day at UTC+8).
 * (UTC, day0 = midnight three days ago.)
 */
const shop = await kitchens(t);
await shop.bumped('A', 2, at(10, 10), at(10, 20));
await shop.bumped('A', 1, at(10, 40), at(10, 47, 5));
await shop.bumped('A', 1, at(11, 50), at(12, 5, 30));
await shop.bumped('A', 1, at(11, 0), at(11, 30));
ok(await t.post('/device/kitchen/recall', {}, { token: shop.kitchen.A.token }));
await shop.bumped('A', 1, at(10, 30), at(10, 35), { channel: 'online' });
await shop.bumped('B', 2, at(10), at(10, 3, 20));
await shop.bumped('B', 1, at(20), at(20, 10));
// Another merchant's kitchen bumps in the same hour.
const other = await kitchens(t);
await other.bumped('A', 1, at(10), at(10, 5));

const twoDays = { startTime: day0, endTime: day0 + 2 * 86_400 };
const sale = async (body: object, opts: { token?: string; tzOffsetMs?: number; online?: boolean } = {}) =>
  ok(
    await t.post<SalesSummary>(opts.online ? '/online/statistics/sale' : '/statistics/sale', body, {
      token: opts.token ?? shop.token,
      tzOffsetMs: opts.tzOffsetMs ?? 0,
    }),
  );
const kitchenOf = (r: { kitchenLines: number | null; averagePrepSeconds: number | null }) => [
  r.kitchenLines,
  r.averagePrepSeconds,
];
/** The rows with kitchen lines: [period, lines, average seconds]. */
const busy = (r: SalesSummary) =>
  r.rows.filter((x) => x.kitchenLines).map((x) => [x.period, x.kitchenLines, x.averagePrepSeconds]);
const date = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

describe('kitchen figures of the sales summary', () => {
  it('counts the lines bumped per hour of the bump, averaged to the second, without recalls', async () => {
    const r = await sale({ ...twoDays, groupBy: 'hour' });
    expect(r.rows).toHaveLength(48);
    // Hour 10: 600 + 600 + 425 (A) + 200 + 200 (B) = 2025 s over 5 lines; the recalled line of 11:30 is left out.
    expect(busy(r)).toEqual([
      [`${date(day0)} 10:00`, 5, 405],
      [`${date(day0)} 12:00`, 1, 930],
      [`${date(day0)} 20:00`, 1, 600],
    ]);
    // Hours without bumps: no lines, no average.
    expect(kitchenOf(r.rows.find((x) => x.period === `${date(day0)} 11:00`)!)).toEqual([0, null]);
    // The range's average is over its lines: 3555 s / 7 = 507.86.
    expect(kitchenOf(r.totals)).toEqual([7, 508]);
  });

  it('groups by day in the caller’s time zone like the sales rows, rounding half up', async () => {
    const utc = await sale({ ...twoDays, groupBy: 'day' });
    expect(utc.rows.map((x) => [x.period, ...kitchenOf(x)])).toEqual([
      [date(day0), 7, 508],
      [date(day0 + 86_400), 0, null],
    ]);
    // At UTC+8 store B's 20:10 bump is 04:10 of the next local day: 2955 s / 6 = 492.5 → 493.
    const local = { startTime: day0 - 8 * HOUR, endTime: day0 + 2 * 86_400 - 8 * HOUR, groupBy: 'day' };
    const east = await sale(local, { tzOffsetMs: TZ8 });
    expect(east.rows.map((x) => [x.period, ...kitchenOf(x)])).toEqual([
      [date(day0), 6, 493],
      [date(day0 + 86_400), 1, 600],
    ]);
    expect(kitchenOf(east.totals)).toEqual([7, 508]);
    // The hour of 10:20 UTC is 18:00 there; week, month and year put everything in one period.
    const hours = await sale({ ...local, groupBy: 'hour' }, { tzOffsetMs: TZ8 });
    expect(busy(hours)[0]).toEqual([`${date(day0)} 18:00`, 5, 405]);
    for (const groupBy of ['week', 'month', 'quarter', 'year']) {
      const r = await sale({ ...twoDays, groupBy });
      expect(
        r.rows.reduce((s, x) => s + (x.kitchenLines ?? 0), 0),
        groupBy,
      ).toBe(7);
      expect(kitchenOf(r.totals), groupBy).toEqual([7, 508]);
    }
  });

  it('follows the store filter and the stores the caller may see', async () => {
    // Store A: 600 + 600 + 425 = 1625 s / 3 = 541.67 at 10:00; with 12:05's 930 s: 2555 s / 4 = 638.75.
    const a = await sale({ ...twoDays, groupBy: 'hour', storeIds: [shop.storeA] });
    expect(busy(a)).toEqual([
      [`${date(day0)} 10:00`, 3, 542],
      [`${date(day0)} 12:00`, 1, 930],
    ]);
    expect(kitchenOf(a.totals)).toEqual([4, 639]);
    // Store B: 200 + 200 + 600 = 1000 s / 3.
    const b = await sale({ ...twoDays, groupBy: 'day', storeIds: [shop.storeB] });
    expect(kitchenOf(b.totals)).toEqual([3, 333]);
    // A manager of store B alone sees store B's bumps, whatever stores they ask for.
    const inB = await newStaffSession(t, shop.tenantId, { menuCodes: [1], storeIds: [shop.storeB] });
    const theirs = await sale(
      { ...twoDays, groupBy: 'day', storeIds: [shop.storeA, shop.storeB] },
      { token: inB.token },
    );
    expect(kitchenOf(theirs.totals)).toEqual([3, 333]);
  });

  it('counts the online shop’s bumps in the online report only, and never another merchant’s', async () => {
    const online = await sale({ ...twoDays, groupBy: 'hour' }, { online: true });
    expect(busy(online)).toEqual([[`${date(day0)} 10:00`, 1, 300]]);
    expect(kitchenOf(online.totals)).toEqual([1, 300]);
    // The other merchant's one line of 10:05 is theirs alone (the store report above counts 5 lines at 10:00).
    const theirs = await sale({ ...twoDays, groupBy: 'hour' }, { token: other.token });
    expect(busy(theirs)).toEqual([[`${date(day0)} 10:00`, 1, 300]]);
  });

  it('leaves the kitchen figures empty under a staff filter: bumps belong to no staff member', async () => {
    const r = await sale({ ...twoDays, groupBy: 'day', staffId: shop.boss.user.id });
    expect(r.rows.map(kitchenOf)).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(kitchenOf(r.totals)).toEqual([null, null]);
  });
});

async function sheet(path: string, body: object, lang: string) {
  const res = await postFile(t, path, { ...body, format: 'xlsx' }, { token: shop.token, lang });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push(cellValues(row));
  });
  const details: string[] = [];
  book.worksheets[1]?.eachRow((row) => details.push(String((row.values as unknown[])[1])));
  return Object.assign(rows, { details });
}

describe('kitchen columns of the sales summary export', () => {
  /** The two last columns of each row (ExcelJS leaves a row's trailing empty cells out of its values). */
  const lastTwo = (rows: unknown[][]) => rows.map((r) => [r[rows[0].length - 2], r[rows[0].length - 1]]);

  it('writes the two columns after the money, the time as the screen reads it, in the caller’s language', async () => {
    const body = { ...twoDays, groupBy: 'day' };
    const en = await sheet('/statistics/sale/export', body, 'en_GB');
    // 508 s; an empty average (no lines) is an empty cell.
    expect(lastTwo(en)).toEqual([
      ['Kitchen lines', 'Average preparation time'],
      [7, '8 min 28 s'],
      [0, undefined],
      [7, '8 min 28 s'],
    ]);
    expect(en.map((r) => r[0])).toEqual(['Period', date(day0), date(day0 + 86_400), 'Total']);
    const zh = await sheet('/statistics/sale/export', body, 'zh_CN');
    expect(lastTwo(zh)[0]).toEqual(['后厨出品数', '平均出餐时间']);
    expect(lastTwo(zh)[3]).toEqual([7, '8分28秒']);
    const online = await sheet('/online/statistics/sale/export', body, 'fr_FR');
    expect(lastTwo(online)[0]).toEqual(['Lignes en cuisine', 'Temps moyen de préparation']);
    expect(lastTwo(online)[3]).toEqual([1, '5 min 00 s']);
  });

  it('says why the columns are empty under a staff filter', async () => {
    const body = { ...twoDays, groupBy: 'day', staffId: shop.boss.user.id };
    const rows = await sheet('/statistics/sale/export', body, 'es_ES');
    expect(lastTwo(rows)).toEqual([
      ['Líneas de cocina', 'Tiempo medio de preparación'],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(rows.details).toContain(
      'Las líneas de cocina y el tiempo de preparación no se registran por empleado: vacíos al filtrar por empleado',
    );
  });

  it('writes a time in every language, with hours only past the hour', () => {
    const texts = UI_LANGS.map((lang) => durationText(245, lang));
    expect(texts).toEqual(['4分05秒', '4分05秒', '4 min 05 s', '4 min 05 s', '4 min 05 s', '4 min 05 s']);
    expect(durationText(3725, 'en_GB')).toBe('1 h 02 min 05 s');
    expect(durationText(3725, 'zh_TW')).toBe('1小時02分05秒');
    expect(durationText(59, 'fr_FR')).toBe('0 min 59 s');
  });
});
