import type { PurchaseDetail, TransferDetail } from '@tillbook/contract';
import type { Api } from './api';
import { CATALOGUE } from './catalogue-data';
import type { DemoProduct, DemoStore } from './model';

const SUPPLIERS: { name: string; contact: string; categories: string[] }[] = [
  { name: 'London Beverage Co.', contact: 'Priya Shah', categories: ['Soft drinks'] },
  { name: 'Thames Valley Wines', contact: 'Martin Blake', categories: ['Beer and wine'] },
  { name: 'Artisan Bakery Supplies', contact: 'Claire Dubois', categories: ['Bakery and retail'] },
];

/** A document date (YYYY-MM-DD) `daysAgo` before `today`. */
const dateBefore = (today: Date, daysAgo: number) =>
  new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Suppliers and the stock the tracked products start with: a purchase order per supplier and store, received (one
 * of them only in part, so the list shows every state), a transfer from the bistro to the food truck received at the
 * truck, and a damage write-off at the bar. Each is dated when it happened (the opening stock arrived before the
 * first sale), so the stock history reads as the months it covers. `perItem` is how many of each item a store buys: enough for the sales
 * the demo will ring up.
 */
export async function setupStock(
  api: Api,
  token: string,
  stores: DemoStore[],
  products: DemoProduct[],
  perItem: number,
  today: Date,
) {
  const byName = new Map(products.map((p) => [p.name, p]));
  let partialLeft = true;
  for (const supplier of SUPPLIERS) {
    const row = await api.call<{ id: number }>(
      '/stock/supplier/save',
      {
        name: supplier.name,
        contact: supplier.contact,
        areaCode: '44',
        phone: '2079461000',
        email: `orders@${supplier.name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
        city: 'London',
      },
      token,
    );
    const items = CATALOGUE.filter((c) => supplier.categories.includes(c.name))
      .flatMap((c) => c.products)
      .filter((p) => p.tracked)
      .map((p) => ({ product: byName.get(p.name) as DemoProduct, cost: p.cost }));
    for (const store of stores) {
      const lines = items.filter((i) => i.product.prices.has(store.id));
      if (lines.length === 0) continue;
      const po = await api.call<PurchaseDetail>(
        '/stock/purchase/save',
        {
          supplierId: row.id,
          storeId: store.id,
          purchaseDate: dateBefore(today, 100),
          expectedDate: dateBefore(today, 97),
          note: `Opening stock for ${store.name}`,
          lines: lines.map((l) => ({ productId: l.product.id, quantity: String(perItem), cost: l.cost })),
        },
        token,
      );
      await api.call(
        '/stock/purchase/receive',
        {
          id: po.id,
          date: dateBefore(today, 97),
          lines: po.lines.map((l) => ({ lineId: l.id, quantity: String(perItem) })),
        },
        token,
      );
      // A top-up order still on its way (partly arrived), so the purchase list is not all "completed".
      if (partialLeft && lines.length >= 2) {
        partialLeft = false;
        const topUp = await api.call<PurchaseDetail>(
          '/stock/purchase/save',
          {
            supplierId: row.id,
            storeId: store.id,
            purchaseDate: dateBefore(today, 2),
            expectedDate: dateBefore(today, -3),
            note: 'Weekly top-up',
            lines: lines.map((l) => ({ productId: l.product.id, quantity: '24', cost: l.cost })),
          },
          token,
        );
        await api.call(
          '/stock/purchase/receive',
          { id: topUp.id, lines: [{ lineId: topUp.lines[0].id, quantity: '24' }] },
          token,
        );
      }
    }
  }

  const bistro = stores.find((s) => s.outlet === 'bistro') as DemoStore;
  const truck = stores.find((s) => s.outlet === 'truck') as DemoStore;
  const both = products.filter((p) => p.tracked && p.prices.has(bistro.id) && p.prices.has(truck.id)).slice(0, 4);
  const transfer = await api.call<TransferDetail>(
    '/stock/transfer/save',
    {
      fromStoreId: bistro.id,
      fromArea: 'Cellar',
      toStoreId: truck.id,
      toArea: 'Van fridge',
      note: 'Stock for the weekend markets',
      date: dateBefore(today, 45),
      lines: both.map((p) => ({ productId: p.id, quantity: '24' })),
    },
    token,
  );
  await api.call(
    '/stock/transfer/receive',
    {
      id: transfer.id,
      date: dateBefore(today, 44),
      lines: transfer.lines.map((l) => ({ lineId: l.id, quantity: '24' })),
    },
    token,
  );

  const bar = stores.find((s) => s.outlet === 'bar') as DemoStore;
  const bottles = products.filter((p) => p.tracked && p.prices.has(bar.id)).slice(0, 2);
  await api.call(
    '/stock/adjustment/save',
    {
      kind: 'damage',
      storeId: bar.id,
      note: 'Dropped crate',
      date: dateBefore(today, 20),
      lines: bottles.map((p) => ({ productId: p.id, quantity: '3' })),
    },
    token,
  );
}
