import { Err, type OrderDetail } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  addPaymentMethod,
  addProduct,
  bossAppSession,
  merchant,
  newAppSession,
  ok,
  stockMove,
  uploadOrder,
} from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import {
  members,
  orderCommissions,
  orderingFeatures,
  pointsSettings,
  stockLevels,
  stockMovements,
} from '../../db/schema';

const t = await startTestApp();

async function setup() {
  const m = await merchant(t);
  const boss = await bossAppSession(t, m.tenantId, m.storeA);
  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  const card = await addPaymentMethod(t, m.tenantId, 'card', '2');
  return { m, boss, cash, card };
}

const memberRow = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];

describe('paying receipts', () => {
  it('pays with two methods: fees, cash change, paid state', async () => {
    const { m, boss, cash, card } = await setup();
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '34.29' });
    const d = ok(
      await uploadOrder<OrderDetail>(t, boss.token, {
        lines: [{ productId: p, quantity: '1' }],
        total: '34.29',
        payments: [
          { paymentMethodId: card, amount: '20.00' },
          { paymentMethodId: cash, amount: '14.29', tendered: '20.00' },
        ],
      }),
    );
    // Card fee 2 % of 20.00 = 0.40; change 20.00 − 14.29 = 5.71.
    expect(d).toMatchObject({ status: 'paid', paidTotal: '34.29', changeTotal: '5.71' });
    expect(d.payments).toMatchObject([
      { paymentMethodId: card, amount: '20.00', fee: '0.40', change: '0.00' },
      { paymentMethodId: cash, amount: '14.29', fee: '0.00', change: '5.71' },
    ]);
    const short = await uploadOrder(t, boss.token, {
      lines: [{ productId: p, quantity: '1' }],
      total: '34.29',
      payments: [{ paymentMethodId: card, amount: '30.00' }],
    });
    expect(short.code).toBe(Err.AMOUNT_ILLEGAL);
    const cardChange = await uploadOrder(t, boss.token, {
      lines: [{ productId: p, quantity: '1' }],
      total: '34.29',
      payments: [{ paymentMethodId: card, amount: '34.29', tendered: '40' }],
    });
    expect(cardChange.code).toBe(Err.AMOUNT_ILLEGAL);
    const other = await merchant(t);
    const foreign = await addPaymentMethod(t, other.tenantId, 'cash');
    const wrongMethod = await uploadOrder(t, boss.token, {
      lines: [{ productId: p, quantity: '1' }],
      total: '34.29',
      payments: [{ paymentMethodId: foreign, amount: '34.29' }],
    });
    expect(wrongMethod.code).toBe(Err.NO_PAYMENT_METHOD);
    const open = ok(
      await uploadOrder<OrderDetail>(t, boss.token, { lines: [{ productId: p, quantity: '1' }], total: '34.29' }),
    );
    expect((await t.post('/app/order/pay', { id: open.id, payments: [] }, { token: boss.token })).code).toBe(
      Err.NO_PAYMENT_METHOD,
    );
    const paid = ok(
      await t.post<OrderDetail>(
        '/app/order/pay',
        { id: open.id, payments: [{ paymentMethodId: cash, amount: '34.29' }] },
        { token: boss.token },
      ),
    );
    expect(paid.status).toBe('paid');
    expect(
      (
        await t.post(
          '/app/order/pay',
          { id: open.id, payments: [{ paymentMethodId: cash, amount: '34.29' }] },
          { token: boss.token },
        )
      ).code,
    ).toBe(Err.ORDER_PAID);
  });

  it('redeems and earns points; credit within the limit, beyond it (20111) and without onCredit (20041)', async () => {
    const { m, boss, cash } = await setup();
    await t.db.insert(pointsSettings).values({
      tenantId: m.tenantId,
      enabled: true,
      earnRatio: '10',
      redeemEnabled: true,
      pointValue: '0.10',
      maxRedeemPercent: '50',
    });
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '30' });
    const member = await addMember(t, m.tenantId, { points: '100', onCredit: true, creditLimit: '50' });
    const line = { lines: [{ productId: p, quantity: '1' }], total: '30.00', memberId: member };
    // 50 points × 0.10 = 5.00; cash 25.00; earned 30 × 10 % = 3 points → 100 − 50 + 3 = 53.
    const d = ok(
      await uploadOrder<OrderDetail>(t, boss.token, {
        ...line,
        pointsRedeemed: '50',
        payments: [{ paymentMethodId: cash, amount: '25.00' }],
      }),
    );
    expect(d).toMatchObject({ status: 'paid', pointsRedeemed: '50.0000', pointsEarned: '3.0000' });
    expect((await memberRow(member)).pointsBalance).toBe('53.0000');
    // 200 points = 20.00 is beyond 50 % of 30.
    expect(
      (
        await uploadOrder(t, boss.token, {
          ...line,
          pointsRedeemed: '200',
          payments: [{ paymentMethodId: cash, amount: '10.00' }],
        })
      ).code,
    ).toBe(Err.AMOUNT_ILLEGAL);
    expect(
      (
        await uploadOrder(t, boss.token, {
          ...line,
          memberId: null,
          pointsRedeemed: '10',
          payments: [{ paymentMethodId: cash, amount: '29.00' }],
        })
      ).code,
    ).toBe(Err.MEMBER_MISSING);

    ok(await uploadOrder(t, boss.token, { ...line, creditAmount: '30.00' }));
    expect((await memberRow(member)).creditBalance).toBe('30.0000');
    expect((await uploadOrder(t, boss.token, { ...line, creditAmount: '30.00' })).code).toBe(
      Err.WALLET_BALANCE_INSUFFICIENT,
    );
    const noCredit = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'] });
    expect(
      (
        await uploadOrder(t, noCredit.token, {
          ...line,
          creditAmount: '10.00',
          payments: [{ paymentMethodId: cash, amount: '20.00' }],
        })
      ).code,
    ).toBe(Err.NO_PERMISSION);
    expect((await memberRow(member)).creditBalance).toBe('30.0000');
  });

  it('needs an open shift to take money when shifts are on (1012); an open ticket needs none', async () => {
    const { m, boss, cash } = await setup();
    await t.db.insert(orderingFeatures).values({ tenantId: m.tenantId, shifts: true });
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '3' });
    const line = { lines: [{ productId: p, quantity: '1' }], total: '3.00' };
    expect(
      (await uploadOrder(t, boss.token, { ...line, payments: [{ paymentMethodId: cash, amount: '3.00' }] })).code,
    ).toBe(Err.PAYEE_NOT_ON_DUTY);
    ok(await uploadOrder(t, boss.token, line));
  });

  it('moves stock of tracked items and of a composite’s tracked components, with line costs', async () => {
    const { m, boss, cash } = await setup();
    const tracked = await addProduct(t, m.tenantId, [m.storeA], { price: '10', cost: '9', track: true });
    const loose = await addProduct(t, m.tenantId, [m.storeA], { price: '2', cost: '1.5' });
    const combo = await addProduct(t, m.tenantId, [m.storeA], {
      price: '25',
      components: [
        { productId: tracked, quantity: '2' },
        { productId: loose, quantity: '1' },
      ],
    });
    await stockMove(t, m, { storeId: m.storeA, productId: tracked }, '10', '3');
    const d = ok(
      await uploadOrder<OrderDetail>(t, boss.token, {
        lines: [
          { productId: tracked, quantity: '2' },
          { productId: combo, quantity: '1' },
          { productId: loose, quantity: '2' },
        ],
        total: '49.00',
        payments: [{ paymentMethodId: cash, amount: '49.00' }],
      }),
    );
    // tracked 2 × 3 = 6; combo 2 × 3 + 1 × 1.5 = 7.5; loose 2 × 1.5 = 3 → 16.5.
    expect(d.lines.map((l) => l.cost)).toEqual(['6.0000', '7.5000', '3.0000']);
    expect(d.costTotal).toBe('16.5000');
    const [level] = await t.db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.tenantId, m.tenantId), eq(stockLevels.productId, tracked)));
    expect(level.onHand).toBe('6.0000');
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, m.tenantId), eq(stockMovements.documentId, d.id)));
    expect(moves.map((x) => [x.productId, x.quantity, x.reason]).sort()).toEqual(
      [
        [tracked, '-2.0000', 'sale'],
        [tracked, '-2.0000', 'sale'],
      ].sort(),
    );
  });

  it('writes commissions from fixed and percent reward rules for the staff member', async () => {
    const { m, boss, cash } = await setup();
    const fixed = await addProduct(t, m.tenantId, [m.storeA], { price: '10', reward: { mode: 'fixed', value: '1.5' } });
    const pct = await addProduct(t, m.tenantId, [m.storeA], {
      price: '19.45',
      reward: { mode: 'percent', value: '10' },
    });
    const d = ok(
      await uploadOrder<OrderDetail>(t, boss.token, {
        lines: [
          { productId: fixed, quantity: '2' },
          { productId: pct, quantity: '1' },
        ],
        total: '39.45',
        payments: [{ paymentMethodId: cash, amount: '39.45' }],
      }),
    );
    const rows = await t.db
      .select()
      .from(orderCommissions)
      .where(and(eq(orderCommissions.tenantId, m.tenantId), eq(orderCommissions.orderId, d.id)))
      .orderBy(orderCommissions.id);
    // 1.5 × 2 = 3.00; 19.45 × 10 % = 1.945 → 1.95.
    expect(rows.map((r) => [r.staffId, r.amount])).toEqual([
      [boss.userId, '3.0000'],
      [boss.userId, '1.9500'],
    ]);
  });

  it('keeps stock exact under 20 parallel paid sales of one tracked item', async () => {
    const { m, boss, cash } = await setup();
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '1', track: true });
    await stockMove(t, m, { storeId: m.storeA, productId: p }, '5', '0.5');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        uploadOrder(t, boss.token, {
          lines: [{ productId: p, quantity: '1' }],
          total: '1.00',
          payments: [{ paymentMethodId: cash, amount: '1.00' }],
        }),
      ),
    );
    for (const r of replies) ok(r);
    const [level] = await t.db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.tenantId, m.tenantId), eq(stockLevels.productId, p)));
    expect(level.onHand).toBe('-15.0000');
    const [sum] = await t.db
      .select({ s: sql<string>`sum(${stockMovements.quantity})::numeric(18,4)::text` })
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, m.tenantId), eq(stockMovements.productId, p)));
    expect(sum.s).toBe('-15.0000');
  });
});

describe('order states: cancel and lock', () => {
  it('cancels an unpaid order with the permission only; 20102 paid, 20103 cancelled', async () => {
    const { m, boss, cash } = await setup();
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '3' });
    const line = { lines: [{ productId: p, quantity: '1' }], total: '3.00' };
    const open = ok(await uploadOrder<OrderDetail>(t, boss.token, line));
    const seller = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'] });
    expect((await t.post('/app/order/cancel', { id: open.id }, { token: seller.token })).code).toBe(Err.NO_PERMISSION);
    const c = ok(await t.post<OrderDetail>('/app/order/cancel', { id: open.id }, { token: boss.token }));
    expect(c.status).toBe('cancelled');
    expect((await t.post('/app/order/cancel', { id: open.id }, { token: boss.token })).code).toBe(Err.ORDER_CANCELLED);
    expect((await t.post('/app/order/update', { id: open.id, ...line }, { token: boss.token })).code).toBe(
      Err.ORDER_CANCELLED,
    );
    const paid = ok(
      await uploadOrder<OrderDetail>(t, boss.token, { ...line, payments: [{ paymentMethodId: cash, amount: '3.00' }] }),
    );
    expect((await t.post('/app/order/cancel', { id: paid.id }, { token: boss.token })).code).toBe(Err.ORDER_PAID);
    expect((await t.post('/app/order/update', { id: paid.id, ...line }, { token: boss.token })).code).toBe(
      Err.ORDER_PAID,
    );
  });

  it('updates an unpaid order (re-priced, lines replaced); a lock of another session answers 20068', async () => {
    const { m, boss, cash } = await setup();
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '3' });
    const open = ok(
      await uploadOrder<OrderDetail>(t, boss.token, { lines: [{ productId: p, quantity: '1' }], total: '3.00' }),
    );
    const other = await newAppSession(t, m.tenantId, {
      storeId: m.storeA,
      permissions: ['sale', 'revokeUnpaidOrders'],
    });
    const locked = ok(await t.post<OrderDetail>('/app/order/lock', { id: open.id }, { token: other.token }));
    expect(locked.locked).toBe(true);
    const update = { id: open.id, lines: [{ productId: p, quantity: '2' }], total: '6.00' };
    expect((await t.post('/app/order/update', update, { token: boss.token })).code).toBe(Err.ORDER_LOCKED);
    expect((await t.post('/app/order/lock', { id: open.id }, { token: boss.token })).code).toBe(Err.ORDER_LOCKED);
    expect((await t.post('/app/order/cancel', { id: open.id }, { token: boss.token })).code).toBe(Err.ORDER_LOCKED);
    expect(
      (
        await t.post(
          '/app/order/pay',
          { id: open.id, payments: [{ paymentMethodId: cash, amount: '3.00' }] },
          { token: boss.token },
        )
      ).code,
    ).toBe(Err.ORDER_LOCKED);
    ok(await t.post('/app/order/unlock', { id: open.id }, { token: other.token }));
    const updated = ok(await t.post<OrderDetail>('/app/order/update', update, { token: boss.token }));
    expect(updated).toMatchObject({ total: '6.00', locked: false });
    expect(updated.lines).toHaveLength(1);
    expect(updated.lines[0].quantity).toBe('2.0000');
    // The order of another tenant is missing.
    const stranger = await merchant(t);
    const strangerPos = await bossAppSession(t, stranger.tenantId, stranger.storeA);
    expect((await t.post('/app/order/update', update, { token: strangerPos.token })).code).toBe(Err.ORDER_MISSING);
  });
});
