// A small, hand-computable sales history for the ranked report tests, written through the real POS write path.
import type { OrderDetail } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import {
  addModifierItem,
  addPaymentMethod,
  addProduct,
  addTax,
  bossAppSession,
  cid,
  merchant,
  ok,
  uniq,
  uploadOrder,
} from '../../../test/factories';
import type { TestApp } from '../../../test/support/test-app';
import { categories, products } from '../../db/schema';

export const DAY = 86_400;
/** Midnight UTC of today, unix seconds. */
export const todayUtc = () => Math.floor(Date.now() / 1000 / DAY) * DAY;

async function rename(t: TestApp, tenantId: number, id: number, name: string, categoryId?: number) {
  await t.db
    .update(products)
    .set({ name, ...(categoryId ? { categoryId } : {}) })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
}

/**
 * Three days ago (UTC, day D):
 * - S1 store A, D 10:00: 2 coffees (3.00 + extra 0.50) with 10 % off the line → 6.30 (VAT 20 % included: 1.05), and
 *   a cake 6.00 (VAT 1.00). Cost 2 × 1 + 2.
 * - S3 store B, D 10:00: a cake 6.00 (VAT 1.00, cost 2).
 * - S2 store A, D+1 23:30: 3 teas (2.00, no tax, cost 0.50) and a coffee without extra, 10 % off the order:
 *   teas 6.00 − 0.60 = 5.40, coffee 3.00 − 0.30 = 2.70 (VAT 0.45). Total 8.10.
 * - R (now): one tea of S2 back: 1.80, cost 0.50.
 * - an unpaid receipt of 5 cakes (counts nowhere), an online receipt D 12:00 of a tea (only the online reports).
 */
export async function rankedHistory(t: TestApp) {
  const m = await merchant(t);
  const a = await bossAppSession(t, m.tenantId, m.storeA);
  const b = await bossAppSession(t, m.tenantId, m.storeB);
  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  const vat = await addTax(t, m.tenantId, [m.storeA, m.storeB], '20', 'included');
  const extra = await addModifierItem(t, m.tenantId, '0.50');
  const [drinks] = await t.db
    .insert(categories)
    .values({ tenantId: m.tenantId, name: uniq('Drinks'), color: '#336699' })
    .returning({ id: categories.id, name: categories.name });
  const both = [m.storeA, m.storeB];
  const coffee = await addProduct(t, m.tenantId, both, {
    price: '3.00',
    cost: '1',
    taxIds: [vat.id],
    modifierIds: [extra.modifierId],
  });
  const tea = await addProduct(t, m.tenantId, both, { price: '2.00', cost: '0.5' });
  const cake = await addProduct(t, m.tenantId, both, { price: '6.00', cost: '2', taxIds: [vat.id] });
  const names = { coffee: uniq('Coffee'), tea: uniq('Tea'), cake: uniq('Cake') };
  await rename(t, m.tenantId, coffee, names.coffee, drinks.id);
  await rename(t, m.tenantId, tea, names.tea, drinks.id);
  await rename(t, m.tenantId, cake, names.cake);

  const D = todayUtc() - 3 * DAY;
  const pay = (total: string) => ({ total, payments: [{ paymentMethodId: cash, amount: total }] });
  ok(
    await uploadOrder(t, a.token, {
      orderedAt: D + 10 * 3600,
      lines: [
        {
          productId: coffee,
          quantity: '2',
          modifiers: [{ itemId: extra.itemId }],
          discount: { kind: 'percent', value: '10' },
        },
        { productId: cake, quantity: '1' },
      ],
      ...pay('12.30'),
    }),
  );
  ok(
    await uploadOrder(t, b.token, {
      orderedAt: D + 10 * 3600,
      lines: [{ productId: cake, quantity: '1' }],
      ...pay('6.00'),
    }),
  );
  const s2 = ok(
    await uploadOrder<OrderDetail>(t, a.token, {
      orderedAt: D + DAY + 23 * 3600 + 1800,
      lines: [
        { productId: tea, quantity: '3' },
        { productId: coffee, quantity: '1' },
      ],
      orderDiscount: { kind: 'percent', value: '10' },
      ...pay('8.10'),
    }),
  );
  const refund = ok(
    await t.post<OrderDetail>(
      '/app/order/refund',
      { clientId: cid(), orderId: s2.id, lines: [{ lineId: s2.lines[0].id, quantity: '1' }] },
      { token: a.token },
    ),
  );
  ok(
    await uploadOrder(t, a.token, {
      orderedAt: D + 9 * 3600,
      lines: [{ productId: cake, quantity: '5' }],
      total: '30.00',
    }),
  );
  ok(
    await uploadOrder(t, a.token, {
      orderedAt: D + 12 * 3600,
      channel: 'online',
      lines: [{ productId: tea, quantity: '1' }],
      ...pay('2.00'),
    }),
  );
  return { ...m, a, b, D, coffee, tea, cake, names, drinks, extra, s2, refund };
}
