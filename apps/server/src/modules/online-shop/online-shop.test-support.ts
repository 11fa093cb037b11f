// Scenarios the online-shop tests share (this module's tests only).
import type { ShopRow } from '@tillbook/contract';
import { ok, uniq } from '../../../test/factories';
import type { TestApp } from '../../../test/support/test-app';

/** Settings a shop can take orders with: pickup and delivery, both ways to pay. */
export const openSettings = (over: Record<string, unknown> = {}) => ({
  delivery: true,
  pickup: true,
  payOnDelivery: true,
  payInStore: true,
  defaultOrderType: 'pickup',
  ...over,
});

/** A shop for `storeId`, saved through the API; with `settings` they are saved too, and `open` opens it. */
export async function newShop(
  t: TestApp,
  token: string,
  storeId: number,
  opts: { name?: string; settings?: Record<string, unknown>; open?: boolean } = {},
): Promise<ShopRow> {
  let shop = ok(await t.post<ShopRow>('/online/shop/save', { storeId, name: opts.name ?? uniq('Shop') }, { token }));
  if (opts.settings)
    shop = ok(await t.post<ShopRow>('/online/shop/settings', { id: shop.id, ...opts.settings }, { token }));
  if (opts.open) shop = ok(await t.post<ShopRow>('/online/shop/setOpen', { id: shop.id, open: true }, { token }));
  return shop;
}
