import { Err, type OrderDetail } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  addModifierItem,
  addPaymentMethod,
  addProduct,
  addTax,
  bossAppSession,
  cid,
  merchant,
  newAppSession,
  ok,
  stockMove,
  uploadOrder,
} from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { orders, stockMovements, storeTables, storeZones } from '../../db/schema';

const t = await startTestApp();

/** Two products: A (10.00, 20 % included, a modifier at 2.00 in store A) and B (5.00, 10 % added). */
async function pricingSetup() {
  const m = await merchant(t);
  const vat = await addTax(t, m.tenantId, [m.storeA], '20', 'included');
  const svc = await addTax(t, m.tenantId, [m.storeA], '10', 'added');
  const mod = await addModifierItem(t, m.tenantId, '1.50', [{ storeId: m.storeA, price: '2.00' }]);
  const a = await addProduct(t, m.tenantId, [m.storeA], {
    price: '10',
    taxIds: [vat.id],
    modifierIds: [mod.modifierId],
  });
  const b = await addProduct(t, m.tenantId, [m.storeA], { price: '5', taxIds: [svc.id] });
  const boss = await bossAppSession(t, m.tenantId, m.storeA);
  return { m, vat, svc, mod, a, b, boss };
}

describe('receipt pricing (§4)', () => {
  it('prices modifiers, line and order discounts, included and added taxes, as computed by hand', async () => {
    const { a, b, mod, boss, vat } = await pricingSetup();
    const lines = [
      {
        productId: a,
        quantity: '2',
        modifiers: [{ itemId: mod.itemId }],
        discount: { kind: 'percent', value: '10' },
        taxVersions: [{ taxId: vat.id, version: vat.version }],
      },
      { productId: b, quantity: '3' },
    ];
    // A: 2 × (10 + 2) = 24.00, −10 % = 21.60; B: 15.00. Order discount 3.66 shared 2.16 / 1.50 →
    // nets 19.44 and 13.50; A's included tax 19.44 / 1.2 × 0.2 = 3.24; B's added tax 1.35; total 34.29.
    const body = { lines, orderDiscount: { kind: 'amount', value: '3.66' } };
    const wrong = await uploadOrder(t, boss.token, { ...body, total: '34.30' });
    expect(wrong.code).toBe(Err.AMOUNT_ILLEGAL);
    const d = ok(await uploadOrder<OrderDetail>(t, boss.token, { ...body, total: '34.29' }));
    expect(d).toMatchObject({
      status: 'unpaid',
      kind: 'sale',
      channel: 'pos',
      goodsTotal: '39.00',
      lineDiscountTotal: '2.40',
      orderDiscount: '3.66',
      discountTotal: '6.06',
      taxIncluded: '3.24',
      taxAdded: '1.35',
      taxTotal: '4.59',
      total: '34.29',
      staffId: boss.userId,
    });
    expect(d.number).toMatch(new RegExp(`^R\\d{8}-${d.id}$`));
    expect(d.lines).toMatchObject([
      { productId: a, unitPrice: '10.00', gross: '24.00', discount: '4.56', net: '19.44', tax: '3.24' },
      { productId: b, unitPrice: '5.00', gross: '15.00', discount: '1.50', net: '13.50', tax: '1.35' },
    ]);
    expect(d.lines[0].modifiers).toEqual([
      { itemId: mod.itemId, name: 'Extra', unitPrice: '2.00', quantity: '1.0000' },
    ]);
  });

  it('refuses discounts beyond the goods total or the role limit (20100); the owner has no limit', async () => {
    const { m, b, boss } = await pricingSetup();
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '100' });
    const line = (discount: unknown) => ({ lines: [{ productId: p, quantity: '1', discount }] });
    // Beyond the goods total, even for the owner.
    expect((await uploadOrder(t, boss.token, { ...line({ kind: 'amount', value: '100.01' }), total: '0' })).code).toBe(
      Err.DISCOUNT_EXCEEDS_TOTAL,
    );
    expect(
      (
        await uploadOrder(t, boss.token, {
          lines: [{ productId: b, quantity: '1' }],
          orderDiscount: { kind: 'amount', value: '6' },
          total: '0',
        })
      ).code,
    ).toBe(Err.DISCOUNT_EXCEEDS_TOTAL);
    // The owner: 60 % off is fine.
    ok(await uploadOrder(t, boss.token, { ...line({ kind: 'percent', value: '60' }), total: '40.00' }));

    const limited = await newAppSession(t, m.tenantId, {
      storeId: m.storeA,
      discountLimits: {
        productDiscount: { maxAmount: '15', maxPercent: '10' },
        discountAtCharge: { maxAmount: '5', maxPercent: null },
      },
    });
    // 10 off 100 is within 15 and 10 %.
    ok(await uploadOrder(t, limited.token, { ...line({ kind: 'amount', value: '10' }), total: '90.00' }));
    // 12 % is beyond the percentage; 20 (on 2 × 100, 10 %) beyond the amount.
    expect(
      (await uploadOrder(t, limited.token, { ...line({ kind: 'percent', value: '12' }), total: '88.00' })).code,
    ).toBe(Err.DISCOUNT_EXCEEDS_TOTAL);
    expect(
      (
        await uploadOrder(t, limited.token, {
          lines: [{ productId: p, quantity: '2', discount: { kind: 'amount', value: '20' } }],
          total: '180.00',
        })
      ).code,
    ).toBe(Err.DISCOUNT_EXCEEDS_TOTAL);
    // Order discount: 5 is allowed, 6 is not.
    ok(
      await uploadOrder(t, limited.token, {
        ...line(null),
        orderDiscount: { kind: 'amount', value: '5' },
        total: '95.00',
      }),
    );
    expect(
      (
        await uploadOrder(t, limited.token, {
          ...line(null),
          orderDiscount: { kind: 'amount', value: '6' },
          total: '94.00',
        })
      ).code,
    ).toBe(Err.DISCOUNT_EXCEEDS_TOTAL);
    // A role without limits given has no discount at all.
    const none = await newAppSession(t, m.tenantId, { storeId: m.storeA });
    expect((await uploadOrder(t, none.token, { ...line({ kind: 'amount', value: '1' }), total: '99.00' })).code).toBe(
      Err.DISCOUNT_EXCEEDS_TOTAL,
    );
  });

  it('answers 20121 for a stale tax, 20075 for a product not sold in the store, 1001 for bad variants and modifiers', async () => {
    const { m, a, vat, boss } = await pricingSetup();
    const stale = await uploadOrder(t, boss.token, {
      lines: [{ productId: a, quantity: '1', taxVersions: [{ taxId: vat.id, version: vat.version + 1 }] }],
      total: '10.00',
    });
    expect(stale.code).toBe(Err.TAX_CHANGED);
    const elsewhere = await addProduct(t, m.tenantId, [m.storeB]);
    expect(
      (await uploadOrder(t, boss.token, { lines: [{ productId: elsewhere, quantity: '1' }], total: '10.00' })).code,
    ).toBe(Err.PRODUCT_MISSING);
    const other = await merchant(t);
    const foreign = await addProduct(t, other.tenantId, [other.storeA]);
    expect(
      (await uploadOrder(t, boss.token, { lines: [{ productId: foreign, quantity: '1' }], total: '10.00' })).code,
    ).toBe(Err.PRODUCT_MISSING);
    const unlinked = await addModifierItem(t, m.tenantId, '1');
    expect(
      (
        await uploadOrder(t, boss.token, {
          lines: [{ productId: a, quantity: '1', modifiers: [{ itemId: unlinked.itemId }] }],
          total: '11.00',
        })
      ).code,
    ).toBe(Err.PARAM);
    expect(
      (
        await uploadOrder(t, boss.token, {
          lines: [{ productId: a, variantId: 999999, quantity: '1' }],
          total: '10.00',
        })
      ).code,
    ).toBe(Err.PARAM);
  });

  it('checks the table (2000), the member (20104) and the order type (1001)', async () => {
    const { m, b, boss } = await pricingSetup();
    const line = { lines: [{ productId: b, quantity: '1' }], total: '5.50' };
    expect((await uploadOrder(t, boss.token, { ...line, tableId: 999999 })).code).toBe(Err.TABLE_MISSING);
    const [zone] = await t.db
      .insert(storeZones)
      .values({ tenantId: m.tenantId, storeId: m.storeB, name: 'Terrace' })
      .returning({ id: storeZones.id });
    const [tableB] = await t.db
      .insert(storeTables)
      .values({ tenantId: m.tenantId, storeId: m.storeB, zoneId: zone.id, number: 'T9', seats: 2, qrToken: cid() })
      .returning({ id: storeTables.id });
    expect((await uploadOrder(t, boss.token, { ...line, tableId: tableB.id })).code).toBe(Err.TABLE_MISSING);
    expect((await uploadOrder(t, boss.token, { ...line, memberId: 999999 })).code).toBe(Err.MEMBER_MISSING);
    expect((await uploadOrder(t, boss.token, { ...line, orderTypeId: 999999 })).code).toBe(Err.PARAM);
    const member = await addMember(t, m.tenantId);
    const d = ok(await uploadOrder<OrderDetail>(t, boss.token, { ...line, memberId: member }));
    expect(d.memberId).toBe(member);
  });

  it('applies a retried upload once, also when two arrive together (one receipt, one set of movements)', async () => {
    const { m, boss } = await pricingSetup();
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '4', track: true });
    await stockMove(t, m, { storeId: m.storeA, productId: p }, '10', '1');
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const body = {
      clientId: cid(),
      lines: [{ productId: p, quantity: '1' }],
      total: '4.00',
      payments: [{ paymentMethodId: cash, amount: '4.00' }],
    };
    const first = ok(await uploadOrder<OrderDetail>(t, boss.token, body));
    const again = ok(await uploadOrder<OrderDetail>(t, boss.token, body));
    expect(again.id).toBe(first.id);
    const racing = { ...body, clientId: cid() };
    const [x, y] = await Promise.all([
      uploadOrder<OrderDetail>(t, boss.token, racing),
      uploadOrder<OrderDetail>(t, boss.token, racing),
    ]);
    expect(ok(x).id).toBe(ok(y).id);
    const rows = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, m.tenantId), eq(orders.clientId, racing.clientId)));
    expect(rows).toHaveLength(1);
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.tenantId, m.tenantId),
          eq(stockMovements.productId, p),
          eq(stockMovements.reason, 'sale'),
        ),
      );
    expect(moves).toHaveLength(2);
  });
});
