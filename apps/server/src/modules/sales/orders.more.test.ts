// Receipt paths the first tests left open: updating an open ticket with variants and modifiers, refunds without
// restocking and with explicit refund payments, and locks held by another session (kiosk orders paid at the till
// and the cash drawer are in orders.shifts.test.ts).
import { Err, type OrderDetail } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addModifierItem,
  addPaymentMethod,
  addProduct,
  bossAppSession,
  cid,
  merchant,
  newAppSession,
  ok,
  paidReceipt,
  stockMove,
  uploadOrder,
} from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import {
  orderLineModifiers,
  orderLines,
  orders,
  productVariantStores,
  productVariants,
  stockLevels,
  stockMovements,
} from '../../db/schema';

const t = await startTestApp();

const onHand = async (tenantId: number, productId: number) =>
  (
    await t.db
      .select({ onHand: stockLevels.onHand })
      .from(stockLevels)
      .where(and(eq(stockLevels.tenantId, tenantId), eq(stockLevels.productId, productId)))
  )[0]?.onHand;

const movementsOf = (tenantId: number, documentId: number) =>
  t.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.documentId, documentId)));

/** A variant of `productId` at `price`, with an optional price of its own in `storeId`. */
async function addVariant(
  tenantId: number,
  productId: number,
  name: string,
  price: string,
  storePrice?: { storeId: number; price: string },
) {
  const [v] = await t.db
    .insert(productVariants)
    .values({ tenantId, productId, name, values: [name], price })
    .returning({ id: productVariants.id });
  if (storePrice)
    await t.db.insert(productVariantStores).values({ tenantId, variantId: v.id, productId, ...storePrice });
  return v.id;
}

describe('updating an open ticket', () => {
  it('re-prices variants and modifiers from the store prices, replaces the lines, then pays; paid → 20102', async () => {
    const m = await merchant(t);
    const boss = await bossAppSession(t, m.tenantId, m.storeA);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    // The modifier item costs 1.00, but 1.20 in store A.
    const mod = await addModifierItem(t, m.tenantId, '1.00', [{ storeId: m.storeA, price: '1.20' }]);
    const coffee = await addProduct(t, m.tenantId, [m.storeA], { price: '4', modifierIds: [mod.modifierId] });
    const small = await addVariant(m.tenantId, coffee, 'Small', '4.00');
    // Large is 5.00 in the catalogue and 5.50 in store A.
    const large = await addVariant(m.tenantId, coffee, 'Large', '5.00', { storeId: m.storeA, price: '5.50' });
    const cake = await addProduct(t, m.tenantId, [m.storeA], { price: '3' });

    const open = ok(
      await uploadOrder<OrderDetail>(t, boss.token, {
        lines: [{ productId: coffee, variantId: small, quantity: '1' }],
        total: '4.00',
        note: 'table by the window',
      }),
    );
    expect(open).toMatchObject({ status: 'unpaid', total: '4.00' });
    const oldLineId = open.lines[0].id;

    // Large × 2 with 2 extras each: 2 × (5.50 + 2 × 1.20) = 15.80; cake 3.00 → 18.80.
    const update = {
      id: open.id,
      lines: [
        { productId: coffee, variantId: large, quantity: '2', modifiers: [{ itemId: mod.itemId, quantity: '2' }] },
        { productId: cake, quantity: '1' },
      ],
      total: '18.80',
    };
    // The catalogue prices (2 × (5.00 + 2 × 1.00) + 3 = 17.00) are not this store's: 20115, nothing replaced.
    expect((await t.post('/app/order/update', { ...update, total: '17.00' }, { token: boss.token })).code).toBe(
      Err.AMOUNT_ILLEGAL,
    );
    const before = ok(await t.post<OrderDetail>('/app/order/detail', { id: open.id }, { token: boss.token }));
    expect(before.lines.map((l) => l.id)).toEqual([oldLineId]);

    const updated = ok(await t.post<OrderDetail>('/app/order/update', update, { token: boss.token }));
    expect(updated).toMatchObject({
      id: open.id,
      status: 'unpaid',
      goodsTotal: '18.80',
      total: '18.80',
      note: 'table by the window',
    });
    expect(updated.lines).toHaveLength(2);
    expect(updated.lines.map((l) => l.id)).not.toContain(oldLineId);
    expect(updated.lines[0]).toMatchObject({
      productId: coffee,
      variantId: large,
      variantName: 'Large',
      quantity: '2.0000',
      unitPrice: '5.50',
      gross: '15.80',
      net: '15.80',
      modifiers: [{ itemId: mod.itemId, name: 'Extra', unitPrice: '1.20', quantity: '2.0000' }],
    });
    expect(updated.lines[1]).toMatchObject({ productId: cake, variantId: null, unitPrice: '3.00', net: '3.00' });
    // The old line and its rows are gone from the tables, not only from the answer.
    const lineRows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, open.id));
    expect(lineRows).toHaveLength(2);
    const modRows = await t.db.select().from(orderLineModifiers).where(eq(orderLineModifiers.orderId, open.id));
    expect(modRows.map((r) => r.unitPrice)).toEqual(['1.2000']);

    // A variant product without its variant is refused (1001).
    expect(
      (
        await t.post(
          '/app/order/update',
          { id: open.id, lines: [{ productId: coffee, quantity: '1' }], total: '4.00' },
          { token: boss.token },
        )
      ).code,
    ).toBe(Err.PARAM);

    const paid = ok(
      await t.post<OrderDetail>(
        '/app/order/pay',
        { id: open.id, payments: [{ paymentMethodId: cash, amount: '18.80' }] },
        { token: boss.token },
      ),
    );
    expect(paid).toMatchObject({ status: 'paid', paidTotal: '18.80' });
    expect(paid.lines.map((l) => l.net)).toEqual(['15.80', '3.00']);
    expect((await t.post('/app/order/update', update, { token: boss.token })).code).toBe(Err.ORDER_PAID);
  });
});

describe('refund options', () => {
  it('restock false leaves stock alone; explicit payments must make the refund total (20115) and are used', async () => {
    const m = await merchant(t);
    const boss = await bossAppSession(t, m.tenantId, m.storeA);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const card = await addPaymentMethod(t, m.tenantId, 'card', '2');
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '8', track: true });
    await stockMove(t, m, { storeId: m.storeA, productId: p }, '10', '2');
    // 3 × 8.00 = 24.00 by card (fee 2 % = 0.48); stock 10 − 3 = 7.
    const sale = await paidReceipt(t, boss.token, {
      productId: p,
      quantity: '3',
      paymentMethodId: card,
      total: '24.00',
    });
    expect(sale.payments[0].fee).toBe('0.48');
    expect(await onHand(m.tenantId, p)).toBe('7.0000');
    const lineId = sale.lines[0].id;
    const refund = (body: Record<string, unknown>) =>
      t.post<OrderDetail>('/app/order/refund', { clientId: cid(), orderId: sale.id, ...body }, { token: boss.token });

    // One unit is 8.00: payments of 10.00 (or 6.00 + 1.00) do not make it; nothing is written.
    const one = [{ lineId, quantity: '1' }];
    expect((await refund({ lines: one, payments: [{ paymentMethodId: cash, amount: '10.00' }] })).code).toBe(
      Err.AMOUNT_ILLEGAL,
    );
    expect(
      (
        await refund({
          lines: one,
          payments: [
            { paymentMethodId: cash, amount: '6.00' },
            { paymentMethodId: card, amount: '1.00' },
          ],
        })
      ).code,
    ).toBe(Err.AMOUNT_ILLEGAL);
    // A method of another merchant is not offered here (20108).
    const other = await merchant(t);
    const foreign = await addPaymentMethod(t, other.tenantId, 'cash');
    expect((await refund({ lines: one, payments: [{ paymentMethodId: foreign, amount: '8.00' }] })).code).toBe(
      Err.NO_PAYMENT_METHOD,
    );
    expect(await t.db.select().from(orders).where(eq(orders.refundOfId, sale.id))).toEqual([]);

    // Thrown away: refunded in cash though paid by card, stock stays at 7, no movement for the refund.
    const noRestock = ok(
      await refund({ lines: one, restock: false, payments: [{ paymentMethodId: cash, amount: '8.00' }] }),
    );
    expect(noRestock).toMatchObject({ kind: 'refund', status: 'paid', total: '8.00', paidTotal: '8.00' });
    // Refunds carry no handling fee (the fee of the sale is not given back).
    expect(noRestock.payments).toMatchObject([{ paymentMethodId: cash, amount: '8.00', fee: '0.00' }]);
    expect(noRestock.lines[0]).toMatchObject({ quantity: '1.0000', net: '8.00', cost: '2.0000' });
    expect(await onHand(m.tenantId, p)).toBe('7.0000');
    expect(await movementsOf(m.tenantId, noRestock.id)).toEqual([]);

    // Split back 3.00 cash + 5.00 card, restocked (the default): one unit returns at the sale's cost.
    const split = ok(
      await refund({
        lines: one,
        payments: [
          { paymentMethodId: cash, amount: '3.00' },
          { paymentMethodId: card, amount: '5.00' },
        ],
      }),
    );
    expect(split.payments.map((x) => [x.paymentMethodId, x.amount, x.fee])).toEqual([
      [cash, '3.00', '0.00'],
      [card, '5.00', '0.00'],
    ]);
    expect(await onHand(m.tenantId, p)).toBe('8.0000');
    const moves = await movementsOf(m.tenantId, split.id);
    expect(moves.map((x) => [x.quantity, x.reason, x.unitCost])).toEqual([['1.0000', 'customer_return', '2.0000']]);

    const detail = ok(await t.post<OrderDetail>('/app/order/detail', { id: sale.id }, { token: boss.token }));
    expect(detail.lines[0].refundedQuantity).toBe('2.0000');
    // The last unit by default: what is left of the sale's card payment is 24 − 5 = 19.00 (the cash refunds were no
    // part of it), more than the 8.00 due; the refund gives back its own total, 8.00, by card (it gave 19.00).
    const last = ok(await refund({}));
    expect(last.total).toBe('8.00');
    expect(last.payments.map((x) => [x.paymentMethodId, x.amount])).toEqual([[card, '8.00']]);
    expect(await onHand(m.tenantId, p)).toBe('9.0000');
  });
});

describe('locks between two POS sessions', () => {
  it('the holder alone may change the order; after it unlocks the other session pays it', async () => {
    const m = await merchant(t);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '3' });
    const perms = ['sale', 'revokeUnpaidOrders'] as const;
    const holder = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: [...perms] });
    const other = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: [...perms] });
    const open = ok(
      await uploadOrder<OrderDetail>(t, holder.token, { lines: [{ productId: p, quantity: '1' }], total: '3.00' }),
    );
    expect(ok(await t.post<OrderDetail>('/app/order/lock', { id: open.id }, { token: holder.token })).locked).toBe(
      true,
    );

    const twoUnits = { id: open.id, lines: [{ productId: p, quantity: '2' }], total: '6.00' };
    const pay = (total: string) => ({ id: open.id, payments: [{ paymentMethodId: cash, amount: total }] });
    const as = (token: string) => ({ token });
    expect((await t.post('/app/order/update', twoUnits, as(other.token))).code).toBe(Err.ORDER_LOCKED);
    expect((await t.post('/app/order/pay', pay('3.00'), as(other.token))).code).toBe(Err.ORDER_LOCKED);
    expect((await t.post('/app/order/cancel', { id: open.id }, as(other.token))).code).toBe(Err.ORDER_LOCKED);
    expect((await t.post('/app/order/unlock', { id: open.id }, as(other.token))).code).toBe(Err.ORDER_LOCKED);
    const stillOpen = ok(await t.post<OrderDetail>('/app/order/detail', { id: open.id }, as(other.token)));
    expect(stillOpen).toMatchObject({ status: 'unpaid', total: '3.00', locked: true });

    // The holder changes it under its own lock, which stays.
    const updated = ok(await t.post<OrderDetail>('/app/order/update', twoUnits, as(holder.token)));
    expect(updated).toMatchObject({ total: '6.00', locked: true });
    // Locking again refreshes the holder's own lock.
    ok(await t.post('/app/order/lock', { id: open.id }, as(holder.token)));
    expect(ok(await t.post<OrderDetail>('/app/order/unlock', { id: open.id }, as(holder.token))).locked).toBe(false);

    const paid = ok(await t.post<OrderDetail>('/app/order/pay', pay('6.00'), as(other.token)));
    expect(paid).toMatchObject({ status: 'paid', paidTotal: '6.00', locked: false });
    expect((await t.post('/app/order/lock', { id: open.id }, as(holder.token))).code).toBe(Err.ORDER_PAID);
  });

  it('paying or cancelling under one’s own lock releases it; another store or tenant answers 20067', async () => {
    const m = await merchant(t);
    const boss = await bossAppSession(t, m.tenantId, m.storeA);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const p = await addProduct(t, m.tenantId, [m.storeA, m.storeB], { price: '3' });
    const line = { lines: [{ productId: p, quantity: '1' }], total: '3.00' };
    const a = ok(await uploadOrder<OrderDetail>(t, boss.token, line));
    const b = ok(await uploadOrder<OrderDetail>(t, boss.token, line));
    ok(await t.post('/app/order/lock', { id: a.id }, { token: boss.token }));
    ok(await t.post('/app/order/lock', { id: b.id }, { token: boss.token }));
    const paid = ok(
      await t.post<OrderDetail>(
        '/app/order/pay',
        { id: a.id, payments: [{ paymentMethodId: cash, amount: '3.00' }] },
        { token: boss.token },
      ),
    );
    expect(paid).toMatchObject({ status: 'paid', locked: false });
    const cancelled = ok(await t.post<OrderDetail>('/app/order/cancel', { id: b.id }, { token: boss.token }));
    expect(cancelled).toMatchObject({ status: 'cancelled', locked: false });

    const c = ok(await uploadOrder<OrderDetail>(t, boss.token, line));
    const inStoreB = await newAppSession(t, m.tenantId, { storeId: m.storeB, permissions: ['sale'] });
    expect((await t.post('/app/order/lock', { id: c.id }, { token: inStoreB.token })).code).toBe(Err.ORDER_MISSING);
    const stranger = await merchant(t);
    const strangerPos = await bossAppSession(t, stranger.tenantId, stranger.storeA);
    expect((await t.post('/app/order/lock', { id: c.id }, { token: strangerPos.token })).code).toBe(Err.ORDER_MISSING);
    expect((await t.post('/app/order/unlock', { id: c.id }, { token: strangerPos.token })).code).toBe(
      Err.ORDER_MISSING,
    );
    expect(ok(await t.post<OrderDetail>('/app/order/detail', { id: c.id }, { token: boss.token })).locked).toBe(false);
  });
});
