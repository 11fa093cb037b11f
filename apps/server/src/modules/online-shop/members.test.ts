import { Err, type OnlineMemberDetail, type OnlineMemberRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchant, ok, uniq, uniquePhone } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { members, onlineMembers, orders, pointsSettings } from '../../db/schema';
import { sellingShop } from './online-shop.test-support';

const t = await startTestApp();
type List = { list: OnlineMemberRow[]; total: number };
type M = Awaited<ReturnType<typeof merchant>>;

const email = () => `${uniq('shopper').replace(' ', '.')}@example.com`;

/** An online member saved through the API. */
async function saveMember(m: M, body: Record<string, unknown> = {}) {
  return t.post<OnlineMemberDetail>(
    '/online/member/save',
    { name: uniq('Shopper'), phone: uniquePhone(), ...body },
    { token: m.token },
  );
}

/** A POS member of /vipManage, written straight to its table. */
async function posMember(m: M, over: Partial<typeof members.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(members)
    .values({ tenantId: m.tenantId, name: uniq('Pos member'), phone: uniquePhone(), ...over })
    .returning();
  return row;
}

const list = async (m: M, body: Record<string, unknown> = {}, token = m.token) =>
  ok(await t.post<List>('/online/member/list', body, { token }));

describe('online members', () => {
  it('adds, edits, lists with filters and paging, and shows a member', async () => {
    const m = await merchant(t);
    const mail = email();
    const ana = ok(
      await saveMember(m, {
        name: 'Ana Sousa',
        email: mail.toUpperCase(),
        areaCode: '+351',
        phone: '0912345678',
        addresses: [{ name: 'Home', address: '1 Rua Nova', city: 'Porto', postalCode: '4000' }],
        payOnDelivery: false,
        orderLimit: 2,
      }),
    );
    expect(ana).toMatchObject({
      name: 'Ana Sousa',
      email: mail,
      areaCode: '351',
      phone: '912345678',
      payOnDelivery: false,
      payInStore: true,
      orderLimit: 2,
      frozen: false,
      memberId: null,
      memberName: null,
      pointsBalance: null,
      orders: 0,
      linkCandidates: [],
      recentOrders: [],
    });
    expect(ana.addresses).toEqual([
      { name: 'Home', areaCode: '', phone: '', address: '1 Rua Nova', city: 'Porto', postalCode: '4000' },
    ]);
    const bruno = ok(await saveMember(m, { name: 'Bruno', email: '', phone: '933333333' }));
    const { linkCandidates, recentOrders, ...brunoRow } = bruno;
    expect([linkCandidates, recentOrders]).toEqual([[], []]);

    expect((await list(m)).list.map((r) => r.id)).toEqual([bruno.id, ana.id]);
    expect((await list(m, { sort: 'name' })).list.map((r) => r.id)).toEqual([ana.id, bruno.id]);
    expect(await list(m, { page: 2, pageSize: 1, sort: 'name' })).toEqual({ list: [brunoRow], total: 2 });
    expect((await list(m, { keyword: 'sous' })).list.map((r) => r.id)).toEqual([ana.id]);
    expect((await list(m, { keyword: mail.slice(0, 12) })).list.map((r) => r.id)).toEqual([ana.id]);
    expect((await list(m, { keyword: '93333' })).list.map((r) => r.id)).toEqual([bruno.id]);
    expect((await list(m, { keyword: '%' })).total).toBe(0);

    const edited = ok(await saveMember(m, { ...brunoRow, id: bruno.id, name: 'Bruno Lima', frozen: true }));
    expect(edited).toMatchObject({ id: bruno.id, name: 'Bruno Lima', frozen: true, phone: '933333333' });
    expect((await list(m, { frozen: true })).list.map((r) => r.id)).toEqual([bruno.id]);
    expect((await list(m, { frozen: false })).list.map((r) => r.id)).toEqual([ana.id]);
    expect(ok(await t.post('/online/member/detail', { id: bruno.id }, { token: m.token }))).toEqual(edited);
  });

  it('keeps e-mail (20071) and phone (1020) unique in the merchant, needs one of them (1001), changes nothing', async () => {
    const m = await merchant(t);
    const mail = email();
    const first = ok(await saveMember(m, { email: mail, phone: '944444444' }));
    expect((await saveMember(m, { email: mail.toUpperCase() })).code).toBe(Err.EMAIL_OR_ACCOUNT_REGISTERED);
    expect((await saveMember(m, { phone: '0944444444' })).code).toBe(Err.PHONE_REPEATED);
    const other = ok(await saveMember(m, { email: '' }));
    const clash = await saveMember(m, { id: other.id, name: other.name, phone: '944444444' });
    expect(clash.code).toBe(Err.PHONE_REPEATED);
    expect((await saveMember(m, { email: '', phone: '' })).code).toBe(Err.PARAM);
    expect((await saveMember(m, { email: 'not-an-email' })).code).toBe(Err.EMAIL_FORMAT);
    expect((await list(m)).total).toBe(2);
    expect(
      ok(await t.post<OnlineMemberDetail>('/online/member/detail', { id: other.id }, { token: m.token })).phone,
    ).toBe(other.phone);
    // Another merchant's shoppers are apart: the same e-mail and phone are free there.
    const m2 = await merchant(t);
    expect(ok(await saveMember(m2, { email: mail, phone: '944444444' })).id).not.toBe(first.id);
  });

  it('links a POS member with the same phone or e-mail only, shows the link and its points, and unlinks', async () => {
    const m = await merchant(t);
    const phone = uniquePhone();
    const mail = email();
    const pos = await posMember(m, { phone, email: mail.toUpperCase(), pointsBalance: '12.5' });
    const stranger = await posMember(m);
    const shopper = ok(await saveMember(m, { phone, email: '' }));
    expect(shopper.linkCandidates).toEqual([{ id: pos.id, name: pos.name, phone, email: pos.email }]);

    const link = (id: number, memberId: number | null) =>
      t.post<OnlineMemberDetail>('/online/member/link', { id, memberId }, { token: m.token });
    expect((await link(shopper.id, stranger.id)).code).toBe(Err.PHONE_INCONSISTENT);
    expect((await link(shopper.id, 999_999_999)).code).toBe(Err.MEMBER_MISSING);
    const foreign = await posMember(await merchant(t), { phone });
    expect((await link(shopper.id, foreign.id)).code).toBe(Err.MEMBER_MISSING);

    const linked = ok(await link(shopper.id, pos.id));
    expect(linked).toMatchObject({ memberId: pos.id, memberName: pos.name, pointsBalance: '12.50' });
    expect((await list(m, { linked: true })).list.map((r) => r.id)).toEqual([shopper.id]);
    expect((await list(m, { linked: false })).total).toBe(0);

    // By e-mail: a shopper without a phone, whose e-mail matches (in any case); one whose does not answers 20057.
    const byMail = ok(await saveMember(m, { phone: '', email: mail }));
    const noMatch = ok(await saveMember(m, { phone: '', email: email() }));
    expect((await link(noMatch.id, pos.id)).code).toBe(Err.EMAIL_INCONSISTENT);
    // One POS member, one online member: the second link answers 1004, and the first shopper is no candidate.
    expect(byMail.linkCandidates).toEqual([]);
    expect((await link(byMail.id, pos.id)).code).toBe(Err.ADDED_REPEATEDLY);

    // An edit that keeps the link must keep a matching contact; saving with null unlinks.
    const keep = { id: shopper.id, name: shopper.name, phone, memberId: pos.id };
    expect(ok(await saveMember(m, { ...keep, name: 'Renamed' }))).toMatchObject({ name: 'Renamed', memberId: pos.id });
    expect((await saveMember(m, { ...keep, phone: uniquePhone() })).code).toBe(Err.PHONE_INCONSISTENT);
    expect(ok(await link(shopper.id, null))).toMatchObject({ memberId: null, memberName: null, pointsBalance: null });
    expect(ok(await link(byMail.id, pos.id)).memberId).toBe(pos.id);
    expect(ok(await saveMember(m, { id: byMail.id, name: byMail.name, email: mail, memberId: null })).memberId).toBe(
      null,
    );

    // A link to a POS member deleted since is no link.
    ok(await link(shopper.id, pos.id));
    await t.db.delete(members).where(and(eq(members.tenantId, m.tenantId), eq(members.id, pos.id)));
    const after = ok(await t.post<OnlineMemberDetail>('/online/member/detail', { id: shopper.id }, { token: m.token }));
    expect(after).toMatchObject({ memberId: null, memberName: null, pointsBalance: null });
  });
});

describe('online members and their orders', () => {
  it('a frozen member cannot order (20118) until unfrozen; the detail shows the order history', async () => {
    const m = await merchant(t);
    const { shop, place } = await sellingShop(t, m);
    const shopper = ok(await saveMember(m));
    const frozen = ok(
      await t.post<OnlineMemberDetail>(
        '/online/member/setFrozen',
        { id: shopper.id, frozen: true },
        { token: m.token },
      ),
    );
    expect(frozen.frozen).toBe(true);
    const refused = await place({ onlineMemberId: shopper.id });
    expect(refused.code).toBe(Err.ORDER_INVALID);
    expect(refused.data).toEqual({ reason: 'frozen' });

    ok(await t.post('/online/member/setFrozen', { id: shopper.id, frozen: false }, { token: m.token }));
    const first = ok(await place({ onlineMemberId: shopper.id }));
    const second = ok(await place({ onlineMemberId: shopper.id }));
    await place();
    const detail = ok(
      await t.post<OnlineMemberDetail>('/online/member/detail', { id: shopper.id }, { token: m.token }),
    );
    expect(detail.orders).toBe(2);
    expect(detail.recentOrders.map((o) => [o.id, o.shopId, o.amount])).toEqual([
      [second.id, shop.id, '10.00'],
      [first.id, shop.id, '10.00'],
    ]);

    // Members who ordered in a shop.
    const idle = ok(await saveMember(m));
    expect((await list(m, { shopId: shop.id })).list.map((r) => r.id)).toEqual([shopper.id]);
    expect((await list(m)).list.map((r) => [r.id, r.orders])).toEqual([
      [idle.id, 0],
      [shopper.id, 2],
    ]);
  });

  it('a linked member’s completed order earns points on the POS member, shown on the online member', async () => {
    const m = await merchant(t);
    await t.db.insert(pointsSettings).values({ tenantId: m.tenantId, enabled: true, earnRatio: '10' });
    const { place, move } = await sellingShop(t, m);
    const phone = uniquePhone();
    const pos = await posMember(m, { phone });
    const shopper = ok(await saveMember(m, { phone, memberId: pos.id }));
    expect(shopper.memberId).toBe(pos.id);
    const order = ok(await place({ onlineMemberId: shopper.id }));
    for (const to of ['preparing', 'delivering', 'completed']) ok(await move(order.id, to));
    const after = ok(await t.post<OnlineMemberDetail>('/online/member/detail', { id: shopper.id }, { token: m.token }));
    expect(after.pointsBalance).toBe('1.00');
    expect(after.recentOrders[0]).toMatchObject({ id: order.id, state: 'completed' });

    // The POS member deleted: the shopper still orders, the receipt counts for nobody.
    await t.db.delete(members).where(and(eq(members.tenantId, m.tenantId), eq(members.id, pos.id)));
    const later = ok(await place({ onlineMemberId: shopper.id }));
    for (const to of ['preparing', 'delivering', 'completed']) ok(await move(later.id, to));
    const [receipt] = await t.db
      .select({ memberId: orders.memberId })
      .from(orders)
      .where(and(eq(orders.tenantId, m.tenantId), eq(orders.id, later.orderId)));
    expect(receipt.memberId).toBeNull();
  });
});

describe('online members: permission, merchant and store', () => {
  it('needs menu 16; another merchant’s member is missing (20037); a bound staff member sees their stores’ orders only', async () => {
    const m = await merchant(t);
    const { place } = await sellingShop(t, m);
    const shopper = ok(await saveMember(m));
    ok(await place({ onlineMemberId: shopper.id }));

    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [1] });
    expect((await t.post('/online/member/list', {}, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
    expect(
      (await t.post('/online/member/save', { name: 'x', phone: uniquePhone() }, { token: noMenu.token })).code,
    ).toBe(Err.NO_PERMISSION);

    const other = await merchant(t);
    const id = shopper.id;
    for (const [path, body] of [
      ['/online/member/detail', { id }],
      ['/online/member/setFrozen', { id, frozen: true }],
      ['/online/member/link', { id, memberId: null }],
      ['/online/member/save', { id, name: 'Stolen', phone: uniquePhone() }],
    ] as const)
      expect((await t.post(path, body, { token: other.token })).code, path).toBe(Err.NO_DATA);
    expect((await list(other)).total).toBe(0);
    const [row] = await t.db
      .select()
      .from(onlineMembers)
      .where(and(eq(onlineMembers.tenantId, m.tenantId), eq(onlineMembers.id, id)));
    expect(row).toMatchObject({ name: shopper.name, frozen: false });

    // Members are the merchant's; orders are seen through the caller's stores.
    const boundB = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeB] });
    expect((await list(m, {}, boundB.token)).list.map((r) => [r.id, r.orders])).toEqual([[id, 0]]);
    const seen = ok(await t.post<OnlineMemberDetail>('/online/member/detail', { id }, { token: boundB.token }));
    expect([seen.orders, seen.recentOrders]).toEqual([0, []]);
    const boundA = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeA] });
    expect(ok(await t.post<OnlineMemberDetail>('/online/member/detail', { id }, { token: boundA.token })).orders).toBe(
      1,
    );
  });
});
