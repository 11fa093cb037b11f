// The online shop's limits hold when orders arrive at once (README "Limits under parallel requests"): the orders of
// one 15-minute slot against the shop's cap, and a member's unfinished orders against their limit. 40 at once each,
// on PGlite and on PostgreSQL.
import { Err, type OnlineMemberRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok, uniquePhone } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { onlineOrders, onlineSlotCounts } from '../../db/schema';
import { sellingShop } from './online-shop.test-support';

const t = await startTestApp();
const SLOT_MS = 15 * 60_000;

/** A slot a day ahead, at a quarter hour: far enough for any preparation time. */
const slotTomorrow = () => (Math.floor((Date.now() + 86_400_000) / SLOT_MS) * SLOT_MS) / 1000;

const codesOf = (replies: { code: number }[]) => replies.map((r) => r.code);

describe('online order limits under 40 orders at once', () => {
  it('lets exactly the slot cap of orders into one slot; the others answer 20118 and write nothing', async () => {
    const m = await merchant(t);
    const { shop, place } = await sellingShop(t, m, { slotCap: 5 });
    const slotStart = slotTomorrow();
    const codes = codesOf(await Promise.all(Array.from({ length: 40 }, () => place({ slotStart }))));
    expect(
      codes.filter((c) => c === 200),
      JSON.stringify(codes),
    ).toHaveLength(5);
    expect(codes.filter((c) => c !== 200).every((c) => c === Err.ORDER_INVALID)).toBe(true);
    const written = await t.db
      .select({ id: onlineOrders.id })
      .from(onlineOrders)
      .where(and(eq(onlineOrders.tenantId, m.tenantId), eq(onlineOrders.shopId, shop.id)));
    expect(written).toHaveLength(5);
    const [slot] = await t.db
      .select({ taken: onlineSlotCounts.taken })
      .from(onlineSlotCounts)
      .where(and(eq(onlineSlotCounts.tenantId, m.tenantId), eq(onlineSlotCounts.shopId, shop.id)));
    expect(slot.taken).toBe(5);
  });

  it('lets a member hold exactly their limit of unfinished orders', async () => {
    const m = await merchant(t);
    const { place } = await sellingShop(t, m);
    const member = ok(
      await t.post<OnlineMemberRow>(
        '/online/member/save',
        { name: 'Rita', phone: uniquePhone(), orderLimit: 3 },
        { token: m.token },
      ),
    );
    const codes = codesOf(await Promise.all(Array.from({ length: 40 }, () => place({ onlineMemberId: member.id }))));
    expect(
      codes.filter((c) => c === 200),
      JSON.stringify(codes),
    ).toHaveLength(3);
    expect(codes.filter((c) => c !== 200).every((c) => c === Err.ORDER_INVALID)).toBe(true);
    const written = await t.db
      .select({ id: onlineOrders.id })
      .from(onlineOrders)
      .where(and(eq(onlineOrders.tenantId, m.tenantId), eq(onlineOrders.onlineMemberId, member.id)));
    expect(written).toHaveLength(3);
  });
});
