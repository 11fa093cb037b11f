import {
  type DiscountInput,
  type OrderLineInput,
  type PricedLineInput,
  type PricedOrder,
  priceOrder,
} from '@tillbook/contract';
import type { DemoProduct, DemoStore } from './model';

/** A line the POS rings up: the product, its size, modifier items (one each), quantity and a line discount. */
export interface CartLine {
  product: DemoProduct;
  variantId: number | null;
  modifierItemIds: number[];
  quantity: number;
  discount?: DiscountInput;
}

/** What the customer pays for a unit of the line in the store, before modifiers. */
export function unitPrice(line: CartLine, store: DemoStore): string {
  const variant = line.product.variants.find((v) => v.id === line.variantId);
  const price = variant ? variant.prices.get(store.id) : line.product.prices.get(store.id);
  if (price === undefined) throw new Error(`${line.product.name} is not sold in ${store.name}`);
  return price;
}

/**
 * The receipt's money through the contract's one pricing function, with the store's prices, the modifier items'
 * store prices and the product's taxes that apply in the store — what the server recomputes and checks.
 */
export function priceCart(store: DemoStore, lines: CartLine[], orderDiscount?: DiscountInput): PricedOrder {
  const priced: PricedLineInput[] = lines.map((l) => ({
    quantity: String(l.quantity),
    unitPrice: unitPrice(l, store),
    modifiers: l.modifierItemIds.map((id) => {
      const item = l.product.modifierItems.find((m) => m.id === id);
      return { unitPrice: item?.prices.get(store.id) ?? '0', quantity: '1' };
    }),
    discount: l.discount,
    taxes: l.product.taxIds.flatMap((id) => {
      const tax = store.taxes.get(id);
      return tax ? [tax] : [];
    }),
  }));
  return priceOrder(priced, orderDiscount);
}

/** The upload's lines (contract `OrderLineInput`). */
export const uploadLines = (lines: CartLine[]): OrderLineInput[] =>
  lines.map((l) => ({
    productId: l.product.id,
    variantId: l.variantId,
    quantity: String(l.quantity),
    modifiers: l.modifierItemIds.map((itemId) => ({ itemId })),
    discount: l.discount ?? null,
  }));
