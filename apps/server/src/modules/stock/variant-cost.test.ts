import type { StockItemRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { merchant, ok, uniq, variantProduct } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();

type Page<T> = { list: T[]; total: number };

describe('the cost a purchase of a variant starts from', () => {
  it("is the variant's cost, and the product's cost when the variant's was left blank", async () => {
    const m = await merchant(t);
    const tag = uniq('Smoothie');
    const { variantIds } = await variantProduct(t, m, [m.storeA], {
      name: tag,
      cost: '2.5',
      purchaseCost: '7',
      variants: [
        { name: 'S', values: ['S'], price: '1', cost: '3' },
        { name: 'M', values: ['M'], price: '2', cost: '' },
      ],
    });
    const items = ok(
      await t.post<Page<StockItemRow>>('/stock/items', { storeId: m.storeA, keyword: tag }, { token: m.token }),
    );
    expect(items.list.map((r) => [r.variantId, r.purchaseCost])).toEqual([
      [variantIds[0], '3.0000'],
      [variantIds[1], '2.5000'],
    ]);
  });
});
