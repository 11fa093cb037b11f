import { Err, Menu, type OrderDetail, type OrderRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDeviceSession,
  addMember,
  addPaymentMethod,
  addProduct,
  bossAppSession,
  cid,
  merchant,
  newAppSession,
  ok,
  stockMove,
  uploadOrder,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { members, orderCommissions, pointsSettings, stockLevels } from '../../db/schema';

const t = await startTestApp();

const memberRow = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];

describe('refunds', () => {
  it('refunds in part then the rest: stock back, points and credit reversed, commissions negative, sums equal', async () => {
    const m = await merchant(t);
    const boss = await bossAppSession(t, m.tenantId, m.storeA);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    await t.db.insert(pointsSettings).values({
      tenantId: m.tenantId,
      enabled: true,
      earnRatio: '10',
      redeemEnabled: true,
      pointValue: '0.10',
    });
    const p = await addProduct(t, m.tenantId, [m.storeA], {
      price: '10',
      track: true,
      reward: { mode: 'fixed', value: '1' },
    });
    await stockMove(t, m, { storeId: m.storeA, productId: p }, '10', '4');
    const member = await addMember(t, m.tenantId, { points: '100', onCredit: true, creditLimit: '100' });
    // 30.00 = 50 points (5.00) + credit 10.00 + cash 15.00; earns 3 points → 53 points, 10 owed.
    const sale = ok(
      await uploadOrder<OrderDetail>(t, boss.token, {
        lines: [{ productId: p, quantity: '3' }],
        total: '30.00',
        memberId: member,
        pointsRedeemed: '50',
        creditAmount: '10.00',
        payments: [{ paymentMethodId: cash, amount: '15.00' }],
      }),
    );
    expect((await memberRow(member)).pointsBalance).toBe('53.0000');

    const unpaid = ok(
      await uploadOrder<OrderDetail>(t, boss.token, { lines: [{ productId: p, quantity: '1' }], total: '10.00' }),
    );
    expect(
      (await t.post('/app/order/refund', { clientId: cid(), orderId: unpaid.id }, { token: boss.token })).code,
    ).toBe(Err.ORDER_INVALID);
    const seller = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'] });
    expect(
      (await t.post('/app/order/refund', { clientId: cid(), orderId: sale.id }, { token: seller.token })).code,
    ).toBe(Err.NO_PERMISSION);
    const lineId = sale.lines[0].id;
    expect(
      (
        await t.post(
          '/app/order/refund',
          { clientId: cid(), orderId: sale.id, lines: [{ lineId, quantity: '4' }] },
          { token: boss.token },
        )
      ).code,
    ).toBe(Err.QUANTITY_LIMIT_EXCEEDED);

    const partBody = { clientId: cid(), orderId: sale.id, lines: [{ lineId, quantity: '1' }] };
    const part = ok(await t.post<OrderDetail>('/app/order/refund', partBody, { token: boss.token }));
    // 1 of 3 → 10.00, paid back in proportion: points 1.67, credit 3.33, cash 5.00.
    expect(part).toMatchObject({ kind: 'refund', refundOfId: sale.id, status: 'paid', total: '10.00' });
    expect(part.payments.map((x) => x.amount).sort()).toEqual(['1.67', '3.33', '5.00']);
    expect(part.lines[0]).toMatchObject({ quantity: '1.0000', net: '10.00', cost: '4.0000' });
    // A retry changes nothing.
    expect(ok(await t.post<OrderDetail>('/app/order/refund', partBody, { token: boss.token })).id).toBe(part.id);
    const afterPart = await memberRow(member);
    // Points: +16.7 given back (50 × 1.67 / 5), −1 earned reversed (3 × 10 / 30) → 68.7; credit 10 − 3.33.
    expect(afterPart.pointsBalance).toBe('68.7000');
    expect(afterPart.creditBalance).toBe('6.6700');

    const rest = ok(
      await t.post<OrderDetail>('/app/order/refund', { clientId: cid(), orderId: sale.id }, { token: boss.token }),
    );
    expect(rest.total).toBe('20.00');
    expect(rest.payments.map((x) => x.amount).sort()).toEqual(['10.00', '3.33', '6.67']);
    const after = await memberRow(member);
    expect(after.pointsBalance).toBe('100.0000');
    expect(after.creditBalance).toBe('0.0000');
    const [level] = await t.db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.tenantId, m.tenantId), eq(stockLevels.productId, p)));
    expect(level.onHand).toBe('10.0000');
    expect(level.averageCost).toBe('4.0000');
    const detail = ok(await t.post<OrderDetail>('/app/order/detail', { id: sale.id }, { token: boss.token }));
    expect(detail.lines[0].refundedQuantity).toBe('3.0000');
    expect((await t.post('/app/order/refund', { clientId: cid(), orderId: sale.id }, { token: boss.token })).code).toBe(
      Err.QUANTITY_LIMIT_EXCEEDED,
    );
    expect((await t.post('/app/order/refund', { clientId: cid(), orderId: rest.id }, { token: boss.token })).code).toBe(
      Err.ORDER_INVALID,
    );
    const commissions = await t.db
      .select()
      .from(orderCommissions)
      .where(eq(orderCommissions.tenantId, m.tenantId))
      .orderBy(orderCommissions.id);
    expect(commissions.map((c) => c.amount)).toEqual(['3.0000', '-1.0000', '-2.0000']);

    const cancelled = ok(await t.post<OrderDetail>('/app/order/cancel', { id: unpaid.id }, { token: boss.token }));
    expect(
      (await t.post('/app/order/refund', { clientId: cid(), orderId: cancelled.id }, { token: boss.token })).code,
    ).toBe(Err.ORDER_CANCELLED);
  });
});

describe('reading receipts', () => {
  it('POS lists show own receipts unless viewAllData; back office is store-scoped; other tenants get 20067', async () => {
    const m = await merchant(t);
    const boss = await bossAppSession(t, m.tenantId, m.storeA);
    const p = await addProduct(t, m.tenantId, [m.storeA, m.storeB], { price: '2' });
    const seller = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'] });
    const own = ok(
      await uploadOrder<OrderDetail>(t, seller.token, { lines: [{ productId: p, quantity: '1' }], total: '2.00' }),
    );
    ok(await uploadOrder(t, boss.token, { lines: [{ productId: p, quantity: '1' }], total: '2.00' }));
    const bossB = await bossAppSession(t, m.tenantId, m.storeB);
    const inB = ok(
      await uploadOrder<OrderDetail>(t, bossB.token, { lines: [{ productId: p, quantity: '1' }], total: '2.00' }),
    );

    const mine = ok(await t.post<{ list: OrderRow[]; total: number }>('/app/order/list', {}, { token: seller.token }));
    expect(mine.list.map((r) => r.id)).toEqual([own.id]);
    const all = ok(await t.post<{ list: OrderRow[]; total: number }>('/app/order/list', {}, { token: boss.token }));
    expect(all.total).toBe(2);
    expect((await t.post('/app/order/detail', { id: inB.id }, { token: boss.token })).code).toBe(Err.ORDER_MISSING);

    const office = ok(await t.post<{ total: number }>('/sales/order/list', {}, { token: m.token }));
    expect(office.total).toBe(3);
    const boundB = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [m.storeB] });
    const scoped = ok(await t.post<{ list: OrderRow[] }>('/sales/order/list', {}, { token: boundB.token }));
    expect(scoped.list.map((r) => r.id)).toEqual([inB.id]);
    expect((await t.post('/sales/order/detail', { id: own.id }, { token: boundB.token })).code).toBe(Err.ORDER_MISSING);
    ok(await t.post('/sales/order/detail', { id: inB.id }, { token: boundB.token }));
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [] });
    expect((await t.post('/sales/order/list', {}, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
    const stranger = await merchant(t);
    expect((await t.post('/sales/order/detail', { id: own.id }, { token: stranger.token })).code).toBe(
      Err.ORDER_MISSING,
    );
  });

  it('kiosks create unpaid orders; kitchen and customer displays read their store', async () => {
    const m = await merchant(t);
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '2' });
    const kiosk = await addDeviceSession(t, m.tenantId, m.storeA, 'kiosk');
    const order = ok(
      await t.post<OrderDetail>(
        '/device/order/create',
        { clientId: cid(), lines: [{ productId: p, quantity: '2' }], total: '4.00' },
        { token: kiosk.token },
      ),
    );
    expect(order).toMatchObject({ channel: 'kiosk', status: 'unpaid', staffId: null, total: '4.00' });
    expect((await t.post('/device/order/list', {}, { token: kiosk.token })).code).toBe(Err.NO_PERMISSION);

    const kitchen = await addDeviceSession(t, m.tenantId, m.storeA, 'kitchen');
    const k = ok(await t.post<{ list: OrderDetail[] }>('/device/order/list', {}, { token: kitchen.token }));
    expect(k.list.map((o) => o.id)).toEqual([order.id]);
    expect(k.list[0].lines[0].quantity).toBe('2.0000');
    const customer = await addDeviceSession(t, m.tenantId, m.storeA, 'customer');
    const c = ok(await t.post<{ list: OrderDetail[] }>('/device/order/list', {}, { token: customer.token }));
    expect(c.list.map((o) => o.id)).toEqual([order.id]);
    const kitchenB = await addDeviceSession(t, m.tenantId, m.storeB, 'kitchen');
    expect(ok(await t.post<{ list: OrderDetail[] }>('/device/order/list', {}, { token: kitchenB.token })).list).toEqual(
      [],
    );
    // Receipts keep their store from being deleted.
    expect((await t.post('/store/delete', { id: m.storeA }, { token: m.token })).code).not.toBe(200);
  });
});
