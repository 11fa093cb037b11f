import { Err, type OnlineOrderRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { stores } from '../../db/schema';
import { sellingShop } from './online-shop.test-support';

const t = await startTestApp();
type M = Awaited<ReturnType<typeof merchant>>;

const DAY = 86_400;
const setZone = (m: M, timeZone: string | null) =>
  t.db
    .update(stores)
    .set({ timeZone })
    .where(and(eq(stores.tenantId, m.tenantId), eq(stores.id, m.storeA)));
const setHours = (m: M, id: number, openingHours: unknown[]) =>
  t.post(
    '/online/shop/settings',
    {
      id,
      delivery: true,
      pickup: true,
      payOnDelivery: true,
      payInStore: true,
      defaultOrderType: 'pickup',
      openingHours,
    },
    { token: m.token },
  );
const orderCount = async (m: M) =>
  ok(await t.post<{ list: OnlineOrderRow[]; total: number }>('/online/order/list', {}, { token: m.token })).total;

describe('opening hours', () => {
  it('offers a slot by the local weekday and time of the store’s zone, across the date line from UTC', async () => {
    const m = await merchant(t);
    const { shop, place } = await sellingShop(t, m);
    // 20:00 UTC two days on is 05:00 the next day in Tokyo (UTC+9, no summer time).
    const slot = (Math.floor(Date.now() / 1000 / DAY) + 2) * DAY + 20 * 3600;
    const utcDay = new Date(slot * 1000).getUTCDay();
    const tokyoDay = (utcDay + 1) % 7;
    await setZone(m, 'Asia/Tokyo');

    ok(await setHours(m, shop.id, [{ weekday: tokyoDay, open: '05:00', close: '05:30' }]));
    expect(ok(await place({ slotStart: slot })).slotStart).toBe(new Date(slot * 1000).toISOString());
    expect(ok(await place({ slotStart: slot + 900 })).slotStart).toBe(new Date((slot + 900) * 1000).toISOString());
    // 05:30 is closing time; 04:45 is before opening.
    const closing = await place({ slotStart: slot + 1800 });
    expect(closing.code).toBe(Err.STORE_NOT_OPEN);
    expect(closing.data).toMatchObject({ reason: 'hours', timeZone: 'Asia/Tokyo' });
    expect((await place({ slotStart: slot - 900 })).code).toBe(Err.STORE_NOT_OPEN);

    // The same hours read on the UTC calendar would take this slot; in Tokyo it is the next morning, closed.
    ok(await setHours(m, shop.id, [{ weekday: utcDay, open: '20:00', close: '21:00' }]));
    expect((await place({ slotStart: slot })).code).toBe(Err.STORE_NOT_OPEN);
    await setZone(m, 'UTC');
    ok(await place({ slotStart: slot }));

    // A store without a zone keeps the server's.
    await setZone(m, null);
    const server = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: '2-digit', hourCycle: 'h23' });
    const parts = Object.fromEntries(server.formatToParts(new Date(slot * 1000)).map((p) => [p.type, p.value]));
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
    const hour = Number(parts.hour);
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    ok(await setHours(m, shop.id, [{ weekday, open: hh(hour), close: hour === 23 ? '23:59' : hh(hour + 1) }]));
    ok(await place({ slotStart: slot }));
    expect(await orderCount(m)).toBe(4);
  });

  it('refuses an order as soon as possible outside the hours (2003) and writes nothing; no hours: any time', async () => {
    const m = await merchant(t);
    const { shop, place } = await sellingShop(t, m);
    await setZone(m, 'America/Los_Angeles');
    // Three days on, local: never reached by a slot 15 minutes ahead.
    const far = (new Date().getUTCDay() + 3) % 7;
    ok(await setHours(m, shop.id, [{ weekday: far, open: '00:00', close: '23:59' }]));
    expect((await place()).code).toBe(Err.STORE_NOT_OPEN);
    expect(await orderCount(m)).toBe(0);

    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '23:59' }));
    ok(await setHours(m, shop.id, everyDay));
    ok(await place());
    ok(await setHours(m, shop.id, []));
    ok(await place());
    expect(await orderCount(m)).toBe(2);
  });

  it('refuses a slot sooner than the preparation time allows (20118)', async () => {
    const m = await merchant(t);
    const { shop, place } = await sellingShop(t, m, { preparationMinutes: 60 });
    expect(shop.preparationMinutes).toBe(60);
    // The slot under way (not yet over) is before the first one an hour of preparation reaches.
    const current = Math.floor(Date.now() / 900_000) * 900;
    const soon = await place({ slotStart: current });
    expect(soon.code).toBe(Err.ORDER_INVALID);
    expect(soon.data).toMatchObject({ reason: 'slotTooSoon' });
    ok(await place({ slotStart: current + 2 * 3600 }));
  });
});
