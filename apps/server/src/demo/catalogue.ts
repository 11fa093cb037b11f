import type { ModifierRow, ProductDetail } from '@tillbook/contract';
import Decimal from 'decimal.js';
import type { Api } from './api';
import { CATALOGUE, MODIFIERS, type ProductSpec, REWARDS } from './catalogue-data';
import type { DemoProduct, DemoStore } from './model';

/** A real 1×1 PNG: the server checks an upload's signature, and several sizes or modifier items need an image. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function uploadImage(api: Api, token: string, name: string): Promise<string> {
  const body = { fileName: `${name}.png`, mimeType: 'image/png', base64: PIXEL_PNG };
  return (await api.call<{ key: string }>('/goods/image/upload', body, token)).key;
}

/** The bar charges 10 % more for drinks, rounded up to 10p: per-store prices show in the price pages. */
export function storePrice(spec: Pick<ProductSpec, 'drink'>, store: DemoStore, base: string): string {
  if (!(spec.drink && store.outlet === 'bar')) return new Decimal(base).toFixed(2);
  return new Decimal(base).times(1.1).dividedBy(0.1).ceil().times(0.1).toFixed(2);
}

/**
 * Categories, modifiers (with a price in every store), ~60 products (sizes as variants, two composites), staff
 * rewards on a few products. Answers the products as the POS prices them.
 */
export async function setupCatalogue(
  api: Api,
  token: string,
  stores: DemoStore[],
  taxIds: { vat: number; service: number },
): Promise<DemoProduct[]> {
  const itemImage = await uploadImage(api, token, 'modifier');
  const modifierByName = new Map<string, ModifierRow>();
  for (const m of MODIFIERS) {
    const items = m.items.map(([name, price]) => ({
      name,
      price,
      imageKey: itemImage,
      stores: stores.map((s) => ({ storeId: s.id, price })),
    }));
    modifierByName.set(m.name, await api.call<ModifierRow>('/goods/spice/save', { name: m.name, items }, token));
  }

  const products: DemoProduct[] = [];
  const idByName = new Map<string, number>();
  for (const category of CATALOGUE) {
    const cat = await api.call<{ id: number }>(
      '/goods/category/save',
      { name: category.name, color: category.color },
      token,
    );
    for (const spec of category.products) {
      const sold = stores.filter((s) => spec.outlets.includes(s.outlet));
      const sizes = spec.sizes ?? [];
      const modifierRows = (spec.modifiers ?? []).map((n) => modifierByName.get(n) as ModifierRow);
      const productTaxIds = spec.served ? [taxIds.vat, taxIds.service] : [taxIds.vat];
      const body = {
        name: spec.name,
        categoryId: cat.id,
        trackInventory: spec.tracked ?? false,
        price: spec.price,
        cost: spec.cost,
        purchaseCost: spec.cost,
        sku: `SKU-${String(products.length + 1).padStart(3, '0')}`,
        taxIds: productTaxIds,
        logoColor: category.color,
        imageKey: sizes.length > 1 ? await uploadImage(api, token, spec.name) : null,
        stores: sold.map((s) => ({
          storeId: s.id,
          price: storePrice(spec, s, spec.price),
          cost: spec.cost,
          ...(spec.tracked ? { minStock: '10', bestStock: '60' } : {}),
        })),
        modifierIds: modifierRows.map((m) => m.id),
        composite: Boolean(spec.components),
        components: (spec.components ?? []).map(([name, quantity]) => ({ productId: idByName.get(name), quantity })),
        variantOptions: sizes.length ? [{ name: 'Size', values: sizes.map(([n]) => n) }] : [],
        variants: sizes.map(([name, price, cost]) => ({
          name,
          values: [name],
          price,
          cost,
          // The bar's dearer drinks, size by size; elsewhere the size's own price applies.
          stores: sold
            .filter((s) => s.outlet === 'bar' && spec.drink)
            .map((s) => ({
              storeId: s.id,
              price: storePrice(spec, s, price),
            })),
        })),
      };
      const saved = await api.call<ProductDetail>('/goods/save', body, token);
      idByName.set(spec.name, saved.id);
      products.push({
        id: saved.id,
        name: spec.name,
        tracked: spec.tracked ?? false,
        composite: Boolean(spec.components),
        daypart: spec.daypart,
        weight: spec.weight,
        prices: new Map(sold.map((s) => [s.id, storePrice(spec, s, spec.price)])),
        variants: saved.variants.map((v) => {
          const size = sizes.find(([n]) => n === v.name);
          const base = size?.[1] ?? v.price;
          return { id: v.id, name: v.name, prices: new Map(sold.map((s) => [s.id, storePrice(spec, s, base)])) };
        }),
        modifierItems: modifierRows.flatMap((m) =>
          m.items.map((it) => ({
            id: it.id,
            name: it.name,
            prices: new Map(it.stores.map((s) => [s.storeId, s.price])),
          })),
        ),
        taxIds: productTaxIds,
      });
    }
  }

  await api.call(
    '/goods/reward/save',
    { rewards: REWARDS.map(([name, mode, value]) => ({ productId: idByName.get(name), mode, value })) },
    token,
  );
  return products;
}
