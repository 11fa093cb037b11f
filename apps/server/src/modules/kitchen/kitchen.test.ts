import { Err, type KitchenBoard, type KitchenPrepTime, ticketUrgency } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addPaymentMethod,
  addProduct,
  bossAppSession,
  merchant,
  newDeviceSession,
  ok,
  uploadOrder,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { kitchenBumpLines, orderDurationSettings, orders } from '../../db/schema';
import { addPrinterGroup, kitchenScene } from './kitchen.test-support';

const t = await startTestApp();

const board = async (token: string) => ok(await t.post<KitchenBoard>('/device/kitchen/board', {}, { token }));
const ticketIds = async (token: string) => (await board(token)).tickets.map((x) => x.orderId);

describe('kitchen board (§1 kitchen display)', () => {
  it('shows a new POS order as a ticket with order type, table, time, lines and modifiers', async () => {
    const s = await kitchenScene(t);
    const o = await s.order();
    const b = await board(s.kitchen.token);
    const ticket = b.tickets.find((x) => x.orderId === o.id);
    expect(ticket).toMatchObject({
      number: o.number,
      channel: 'pos',
      tableLabel: expect.stringContaining('T7'),
      note: 'No onions',
      orderedAt: o.orderedAt,
    });
    if (s.dineIn) expect(ticket?.orderTypeName).toBe(s.dineIn.name);
    expect(ticket?.lines).toHaveLength(2);
    expect(ticket?.lines[0]).toMatchObject({ quantity: '2.0000', bumpedAt: null, modifiers: [{ name: 'Extra' }] });
    expect(b.station).toBeNull();
    expect(b.orderDuration).toEqual({ enabled: false, minutes: 30 });
    expect(b.lastBump).toBeNull();
  });

  it('shows paid, QR table and online orders being prepared; never cancelled, other stores or other merchants', async () => {
    const s = await kitchenScene(t);
    const method = await addPaymentMethod(t, s.m.tenantId);
    const paid = await s.order(s.till.token, { payments: [{ paymentMethodId: method, amount: '28.00' }] });
    const qr = await s.order(s.till.token, { channel: 'qr' });
    const cancelled = await s.order();
    ok(await t.post('/app/order/cancel', { id: cancelled.id }, { token: s.till.token }));
    const otherTill = await bossAppSession(t, s.m.tenantId, s.m.storeB);
    const inB = await s.order(otherTill.token, { tableId: undefined });
    const online = await s.order();
    await t.db
      .update(orders)
      .set({ channel: 'online', onlineState: 'unpaid' })
      .where(and(eq(orders.tenantId, s.m.tenantId), eq(orders.id, online.id)));
    const other = await merchant(t);
    const theirTill = await bossAppSession(t, other.tenantId, other.storeA);
    const theirProduct = await addProduct(t, other.tenantId, [other.storeA], { price: '3' });
    const theirs = ok(
      await uploadOrder<{ id: number }>(t, theirTill.token, {
        lines: [{ productId: theirProduct, quantity: '1' }],
        total: '3.00',
      }),
    ).id;
    let ids = await ticketIds(s.kitchen.token);
    expect(ids).toEqual(expect.arrayContaining([paid.id, qr.id]));
    for (const gone of [cancelled.id, inB.id, online.id, theirs]) expect(ids).not.toContain(gone);
    await t.db
      .update(orders)
      .set({ onlineState: 'preparing' })
      .where(and(eq(orders.tenantId, s.m.tenantId), eq(orders.id, online.id)));
    ids = await ticketIds(s.kitchen.token);
    expect(ids).toContain(online.id);
    // Oldest first.
    expect(ids.indexOf(paid.id)).toBeLessThan(ids.indexOf(qr.id));
  });

  it('keeps to the printer group the device is bound to (its categories only); a group of another store is missing', async () => {
    const s = await kitchenScene(t);
    const o = await s.order();
    const grill = await addPrinterGroup(t, s.m.tenantId, s.m.storeA, [s.hot]);
    const elsewhere = await addPrinterGroup(t, s.m.tenantId, s.m.storeB, [s.hot]);
    const set = (printerGroupId: number | null) =>
      t.post('/device/kitchen/station', { printerGroupId }, { token: s.kitchen.token });
    expect((await set(elsewhere.id)).code).toBe(Err.NO_DATA);
    ok(await set(grill.id));
    let b = await board(s.kitchen.token);
    expect(b.station).toEqual(grill);
    expect(b.stations.map((x) => x.id)).toEqual([grill.id]);
    expect(b.tickets.find((x) => x.orderId === o.id)?.lines.map((l) => l.quantity)).toEqual(['2.0000']);
    // Bumping the ticket at the grill bumps its burgers only: the salad stays for the other screens.
    ok(await t.post('/device/kitchen/bump', { orderId: o.id }, { token: s.kitchen.token }));
    expect(await ticketIds(s.kitchen.token)).not.toContain(o.id);
    ok(await set(null));
    b = await board(s.kitchen.token);
    expect(b.tickets.find((x) => x.orderId === o.id)?.lines.map((l) => l.bumpedAt === null)).toEqual([false, true]);
  });
});

describe('binding a kitchen display to a printer group from the back office (devices menu)', () => {
  it('binds and unbinds; the screen follows; another store’s group, a non-kitchen device or an unseen one are missing', async () => {
    const s = await kitchenScene(t);
    const o = await s.order();
    const grill = await addPrinterGroup(t, s.m.tenantId, s.m.storeA, [s.hot]);
    const elsewhere = await addPrinterGroup(t, s.m.tenantId, s.m.storeB, [s.hot]);
    const deviceId = s.kitchen.device.id;
    const save = (body: Record<string, unknown>, token = s.m.token) => t.post('/kitchen/station/save', body, { token });
    expect(ok(await t.post('/kitchen/station/get', { deviceId }, { token: s.m.token }))).toEqual({
      printerGroupId: null,
      stations: [grill],
    });
    expect(ok(await save({ deviceId, printerGroupId: grill.id }))).toMatchObject({ printerGroupId: grill.id });
    expect((await board(s.kitchen.token)).station).toEqual(grill);
    expect((await board(s.kitchen.token)).tickets.find((x) => x.orderId === o.id)?.lines).toHaveLength(1);
    expect((await save({ deviceId, printerGroupId: elsewhere.id })).code).toBe(Err.NO_DATA);
    const kiosk = await newDeviceSession(t, s.m.token, { storeId: s.m.storeA, kind: 'kiosk' });
    expect((await save({ deviceId: kiosk.device.id, printerGroupId: grill.id })).code).toBe(Err.NO_DATA);
    // A staff member of store B does not see store A's display; one without the devices menu is refused.
    const inB = await newStaffSession(t, s.m.tenantId, { menuCodes: [123], storeIds: [s.m.storeB] });
    expect((await save({ deviceId, printerGroupId: null }, inB.token)).code).toBe(Err.NO_DATA);
    const noDevices = await newStaffSession(t, s.m.tenantId, { menuCodes: [1], storeIds: 'all' });
    expect((await save({ deviceId, printerGroupId: null }, noDevices.token)).code).toBe(Err.NO_PERMISSION);
    expect((await save({ deviceId, printerGroupId: null }, s.kitchen.token)).code).toBe(Err.NO_PERMISSION);
    const other = await merchant(t);
    expect((await save({ deviceId, printerGroupId: null }, other.token)).code).toBe(Err.NO_DATA);
    expect((await board(s.kitchen.token)).station).toEqual(grill);
    expect(ok(await save({ deviceId, printerGroupId: null }))).toMatchObject({ printerGroupId: null });
    expect((await board(s.kitchen.token)).station).toBeNull();
  });
});

describe('bump and recall', () => {
  it('bumps a line, then the rest of the ticket; recalls the last bump; 1019 when nothing is left', async () => {
    const s = await kitchenScene(t);
    const o = await s.order();
    const [first, second] = (await board(s.kitchen.token)).tickets.find((x) => x.orderId === o.id)?.lines ?? [];
    const line = ok(
      await t.post<{ lineIds: number[] }>(
        '/device/kitchen/bump',
        { orderId: o.id, lineIds: [first.lineId] },
        { token: s.kitchen.token },
      ),
    );
    expect(line.lineIds).toEqual([first.lineId]);
    let ticket = (await board(s.kitchen.token)).tickets.find((x) => x.orderId === o.id);
    expect(ticket?.lines.map((l) => l.bumpedAt !== null)).toEqual([true, false]);
    const whole = ok(
      await t.post<{ lineIds: number[] }>('/device/kitchen/bump', { orderId: o.id }, { token: s.kitchen.token }),
    );
    expect(whole.lineIds).toEqual([second.lineId]);
    let b = await board(s.kitchen.token);
    expect(b.tickets.map((x) => x.orderId)).not.toContain(o.id);
    expect(b.lastBump).toEqual({ orderId: o.id, number: o.number });
    expect((await t.post('/device/kitchen/bump', { orderId: o.id }, { token: s.kitchen.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    // The bumps are recorded with the time and the device.
    const rows = await t.db
      .select()
      .from(kitchenBumpLines)
      .where(and(eq(kitchenBumpLines.tenantId, s.m.tenantId), eq(kitchenBumpLines.orderId, o.id)));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.bumpedAt instanceof Date && r.storeId === s.m.storeA)).toBe(true);

    const recalled = ok(
      await t.post<{ orderId: number; lineIds: number[] }>('/device/kitchen/recall', {}, { token: s.kitchen.token }),
    );
    expect(recalled).toEqual({ orderId: o.id, lineIds: [second.lineId] });
    ticket = (await board(s.kitchen.token)).tickets.find((x) => x.orderId === o.id);
    expect(ticket?.lines.map((l) => l.bumpedAt !== null)).toEqual([true, false]);
    ok(await t.post('/device/kitchen/recall', {}, { token: s.kitchen.token }));
    b = await board(s.kitchen.token);
    expect(b.lastBump).toBeNull();
    expect((await t.post('/device/kitchen/recall', {}, { token: s.kitchen.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
  });

  it('writes a line once when many screens bump it at the same time', async () => {
    const s = await kitchenScene(t);
    const o = await s.order();
    const second = await newDeviceSession(t, s.m.token, { storeId: s.m.storeA, kind: 'kitchen' });
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.post('/device/kitchen/bump', { orderId: o.id }, { token: i % 2 ? second.token : s.kitchen.token }),
      ),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.every((c) => c === 200 || c === Err.RECORD_MISSING_OR_COMPLETED)).toBe(true);
    const rows = await t.db
      .select()
      .from(kitchenBumpLines)
      .where(and(eq(kitchenBumpLines.tenantId, s.m.tenantId), eq(kitchenBumpLines.orderId, o.id)));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.lineId)).size).toBe(2);
  });

  it('refuses another store’s or another merchant’s order as missing, and changes nothing', async () => {
    const s = await kitchenScene(t);
    const otherTill = await bossAppSession(t, s.m.tenantId, s.m.storeB);
    const inB = await s.order(otherTill.token, { tableId: undefined });
    expect((await t.post('/device/kitchen/bump', { orderId: inB.id }, { token: s.kitchen.token })).code).toBe(
      Err.ORDER_MISSING,
    );
    const other = await merchant(t);
    const theirKitchen = await newDeviceSession(t, other.token, { storeId: other.storeA, kind: 'kitchen' });
    const mine = await s.order();
    expect((await t.post('/device/kitchen/bump', { orderId: mine.id }, { token: theirKitchen.token })).code).toBe(
      Err.ORDER_MISSING,
    );
    expect((await t.post('/device/kitchen/bump', { orderId: 'x' }, { token: s.kitchen.token })).code).toBe(Err.PARAM);
    const rows = await t.db.select().from(kitchenBumpLines).where(eq(kitchenBumpLines.tenantId, s.m.tenantId));
    expect(rows).toHaveLength(0);
  });
});

describe('who reaches the kitchen routes', () => {
  it('only kitchen displays: not a customer display, a kiosk, a back-office or a POS session', async () => {
    const s = await kitchenScene(t);
    const customer = await newDeviceSession(t, s.m.token, { storeId: s.m.storeA, kind: 'customer' });
    const kiosk = await newDeviceSession(t, s.m.token, { storeId: s.m.storeA, kind: 'kiosk' });
    for (const token of [customer.token, kiosk.token, s.m.token, s.till.token]) {
      for (const path of ['/device/kitchen/board', '/device/kitchen/recall']) {
        expect((await t.post(path, {}, { token })).code).toBe(Err.NO_PERMISSION);
      }
    }
    // And the kitchen display reaches no customer-display or back-office route.
    expect((await t.post('/device/display/cart', {}, { token: s.kitchen.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/kitchen/report/prepTime', range(), { token: s.kitchen.token })).code).toBe(
      Err.NO_PERMISSION,
    );
  });

  it('ends with the device: freezing it or changing its password ends the session (234)', async () => {
    const s = await kitchenScene(t);
    ok(await t.post('/device/setStatus', { id: s.kitchen.device.id, status: 'frozen' }, { token: s.m.token }));
    expect((await t.post('/device/kitchen/board', {}, { token: s.kitchen.token })).code).toBe(Err.TOKEN_UNKNOWN);
    const again = await newDeviceSession(t, s.m.token, { storeId: s.m.storeA, kind: 'kitchen' });
    await board(again.token);
    ok(
      await t.post(
        '/device/save',
        { ...again.device, password: 'Another123!', storeId: s.m.storeA },
        { token: s.m.token },
      ),
    );
    expect((await t.post('/device/kitchen/board', {}, { token: again.token })).code).toBe(Err.TOKEN_UNKNOWN);
  });
});

const range = () => {
  const now = Math.floor(Date.now() / 1000);
  return { startTime: now - 3600, endTime: now + 3600 };
};

describe('preparation time (reports)', () => {
  it('averages the time to bump per hour, without recalled bumps, for the caller’s stores only', async () => {
    const s = await kitchenScene(t);
    const o = await s.order();
    // Placed ten minutes before now.
    await t.db
      .update(orders)
      .set({ orderedAt: new Date(Date.now() - 600_000) })
      .where(and(eq(orders.tenantId, s.m.tenantId), eq(orders.id, o.id)));
    ok(await t.post('/device/kitchen/bump', { orderId: o.id }, { token: s.kitchen.token }));
    const report = ok(await t.post<KitchenPrepTime>('/kitchen/report/prepTime', range(), { token: s.m.token }));
    expect(report.total.lines).toBe(2);
    expect(report.total.averageSeconds).toBeGreaterThanOrEqual(600);
    expect(report.total.averageSeconds).toBeLessThan(900);
    expect(report.list).toHaveLength(1);
    expect(report.list[0].hour).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
    // A staff member of store B only sees nothing; one without the reports menu is refused.
    const inB = await newStaffSession(t, s.m.tenantId, { menuCodes: [1], storeIds: [s.m.storeB] });
    expect(
      ok(await t.post<KitchenPrepTime>('/kitchen/report/prepTime', range(), { token: inB.token })).total.lines,
    ).toBe(0);
    const noReports = await newStaffSession(t, s.m.tenantId, { menuCodes: [123], storeIds: [s.m.storeA] });
    expect((await t.post('/kitchen/report/prepTime', range(), { token: noReports.token })).code).toBe(
      Err.NO_PERMISSION,
    );
    // Another merchant sees none of it.
    const other = await merchant(t);
    expect(
      ok(await t.post<KitchenPrepTime>('/kitchen/report/prepTime', range(), { token: other.token })).total.lines,
    ).toBe(0);
    // A recalled bump does not count.
    ok(await t.post('/device/kitchen/recall', {}, { token: s.kitchen.token }));
    expect(
      ok(await t.post<KitchenPrepTime>('/kitchen/report/prepTime', range(), { token: s.m.token })).total.lines,
    ).toBe(0);
    // A range backwards or wider than 31 days is refused.
    const r = range();
    expect(
      (await t.post('/kitchen/report/prepTime', { startTime: r.endTime, endTime: r.startTime }, { token: s.m.token }))
        .code,
    ).toBe(Err.PARAM);
    expect(
      (
        await t.post(
          '/kitchen/report/prepTime',
          { startTime: r.startTime - 40 * 86_400, endTime: r.endTime },
          { token: s.m.token },
        )
      ).code,
    ).toBe(Err.PARAM);
  });
});

describe('order duration colours (§9)', () => {
  it('tells the board the merchant’s setting; a ticket turns orange at three quarters and red once past', async () => {
    const s = await kitchenScene(t);
    await t.db.insert(orderDurationSettings).values({ tenantId: s.m.tenantId, enabled: true, minutes: 20 });
    expect((await board(s.kitchen.token)).orderDuration).toEqual({ enabled: true, minutes: 20 });
    const d = { enabled: true, minutes: 20 };
    expect(ticketUrgency(14 * 60_000, d)).toBe('normal');
    expect(ticketUrgency(15 * 60_000, d)).toBe('warning');
    expect(ticketUrgency(20 * 60_000, d)).toBe('late');
    expect(ticketUrgency(99 * 60_000, { enabled: false, minutes: 20 })).toBe('normal');
  });
});
