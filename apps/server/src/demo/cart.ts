import type { DiscountInput, PricedOrder } from '@tillbook/contract';
import Decimal from 'decimal.js';
import type { Daypart } from './catalogue-data';
import type { DemoProduct, DemoStore, StaffRole } from './model';
import { type CartLine, priceCart } from './pricing';
import type { Random } from './random';

/** How much each kind of product sells at an hour of the day. */
function daypartFactor(daypart: Daypart, hour: number): number {
  const table: Record<Daypart, number>[] = [
    { morning: 3, meal: 0.5, evening: 0.05, any: 1 }, // before 11
    { morning: 0.6, meal: 2, evening: 0.6, any: 1 }, // lunch
    { morning: 1, meal: 0.6, evening: 0.6, any: 1.5 }, // afternoon
    { morning: 0.15, meal: 1.2, evening: 2.5, any: 1 }, // evening
  ];
  const row = hour < 11 ? 0 : hour < 15 ? 1 : hour < 17 ? 2 : 3;
  return table[row][daypart];
}

/** The POS's discount rights by role (within the cashier role's limits: 10 %, at most 5 per line and 10 per receipt). */
function discountsFor(role: StaffRole, rnd: Random, cart: CartLine[], store: DemoStore) {
  if (role === 'waiter' || !rnd.chance(0.07)) return undefined;
  const priced = priceCart(store, cart);
  if (rnd.chance(0.5)) {
    // A line discount: staff food, a complaint, a regular.
    const i = rnd.int(0, cart.length - 1);
    const gross = new Decimal(priced.lines[i].gross);
    const percent = role === 'manager' ? rnd.pick(['10', '20', '50']) : '10';
    if (role === 'cashier' && gross.times(0.1).greaterThan(5)) return undefined;
    cart[i] = { ...cart[i], discount: { kind: 'percent', value: percent } };
    return undefined;
  }
  const subtotal = new Decimal(priced.goodsTotal);
  if (role === 'manager' && subtotal.greaterThan(20) && rnd.chance(0.5))
    return { kind: 'amount', value: '5.00' } as const;
  if (subtotal.greaterThan(100)) return undefined;
  return { kind: 'percent', value: '10' } as const;
}

export interface Cart {
  lines: CartLine[];
  orderDiscount?: DiscountInput;
  priced: PricedOrder;
}

/** What one customer buys in `store` at `hour`: 1–5 different products, sizes, extras, now and then a discount. */
export function fillCart(rnd: Random, store: DemoStore, products: DemoProduct[], hour: number, role: StaffRole): Cart {
  const sold = products.filter((p) => p.prices.has(store.id));
  const weighted = sold.map((p) => [p, p.weight * daypartFactor(p.daypart, hour)] as const);
  const count = rnd.weighted([
    [1, 25],
    [2, 30],
    [3, 25],
    [4, 13],
    [5, 7],
  ] as const);
  const chosen = new Set<DemoProduct>();
  for (let tries = 0; chosen.size < count && tries < 20; tries++) chosen.add(rnd.weighted(weighted));
  const lines: CartLine[] = [...chosen].map((product) => {
    const variant = product.variants.length
      ? product.variants[
          Math.min(
            product.variants.length - 1,
            rnd.weighted([
              [0, 3],
              [1, 4],
              [2, 2],
            ] as const),
          )
        ]
      : undefined;
    const extras =
      product.modifierItems.length && rnd.chance(0.3)
        ? rnd.sample(product.modifierItems, rnd.int(1, 2)).map((m) => m.id)
        : [];
    const quantity = rnd.weighted([
      [1, 80],
      [2, 15],
      [3, 5],
    ] as const);
    return { product, variantId: variant?.id ?? null, modifierItemIds: extras, quantity };
  });
  const orderDiscount = discountsFor(role, rnd, lines, store);
  return { lines, orderDiscount, priced: priceCart(store, lines, orderDiscount) };
}

/** Cash handed over: the exact amount now and then, else the next note up. */
export function cashTendered(rnd: Random, amount: string): string | undefined {
  const a = new Decimal(amount);
  if (rnd.chance(0.3)) return undefined;
  const note = [5, 10, 20, 50, 100].find((n) => a.lessThan(n));
  return note === undefined ? undefined : new Decimal(note).toFixed(2);
}
