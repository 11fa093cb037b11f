import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLine,
  type CartLine,
  cartCount,
  cartEstimate,
  emptyCart,
  lineKey,
  loadCart,
  MAX_QUANTITY,
  orderLines,
  saveCart,
  setNote,
  setQuantity,
} from './cart';

const tea: Omit<CartLine, 'key'> = {
  productId: 7,
  variantId: null,
  name: 'Tea',
  variantName: '',
  items: [],
  unitPrice: '4.50',
  quantity: 1,
  imageKey: null,
};
const latte = (items: number[], quantity = 1): Omit<CartLine, 'key'> => ({
  ...tea,
  productId: 9,
  variantId: 3,
  name: 'Latte',
  variantName: 'Large',
  items: items.map((itemId) => ({ itemId, name: `Item ${itemId}`, price: '0.30' })),
  unitPrice: (3.2 + 0.3 * items.length).toFixed(2),
  quantity,
});

describe('cart', () => {
  beforeEach(() => localStorage.clear());

  it('merges the same product, variant and items into one line, whatever the items’ order', () => {
    let cart = addLine(emptyCart(), latte([2, 1]));
    cart = addLine(cart, latte([1, 2], 2));
    cart = addLine(cart, latte([1]));
    cart = addLine(cart, tea);
    expect(cart.lines.map((l) => [l.key, l.quantity])).toEqual([
      [lineKey(9, 3, [1, 2]), 3],
      [lineKey(9, 3, [1]), 1],
      [lineKey(7, null, []), 1],
    ]);
    expect(cartCount(cart)).toBe(5);
  });

  it('sums lines in cents (no floating-point drift) and keeps quantities between 1 and the most', () => {
    let cart = addLine(emptyCart(), { ...tea, unitPrice: '0.10', quantity: 3 });
    cart = addLine(cart, { ...tea, productId: 8, unitPrice: '0.20' });
    expect(cartEstimate(cart)).toBe('0.50');
    const key = cart.lines[0].key;
    expect(setQuantity(cart, key, 500).lines[0].quantity).toBe(MAX_QUANTITY);
    expect(setQuantity(cart, key, 0).lines.map((l) => l.productId)).toEqual([8]);
    expect(setQuantity(cart, key, -2).lines).toHaveLength(1);
    expect(addLine(emptyCart(), { ...tea, quantity: 0 }).lines).toEqual([]);
  });

  it('answers the order routes’ lines: variant, quantity as a decimal string, modifier items', () => {
    const cart = addLine(addLine(emptyCart(), tea), latte([4], 2));
    expect(orderLines(cart)).toEqual([
      { productId: 7, quantity: '1', modifiers: [] },
      { productId: 9, variantId: 3, quantity: '2', modifiers: [{ itemId: 4 }] },
    ]);
  });

  it('is kept per shop, with its note; an unreadable one is empty', () => {
    const cart = setNote(addLine(emptyCart(), tea), 'no sugar');
    saveCart('1-aaaaaaaa', cart);
    expect(loadCart('1-aaaaaaaa')).toEqual(cart);
    expect(loadCart('1-bbbbbbbb')).toEqual(emptyCart());
    localStorage.setItem('shopCart:1-cccccccc', '{"lines":[{"key":1}],"note":5}');
    expect(loadCart('1-cccccccc')).toEqual(emptyCart());
    localStorage.setItem('shopCart:1-dddddddd', 'not json');
    expect(loadCart('1-dddddddd')).toEqual(emptyCart());
    saveCart('1-aaaaaaaa', emptyCart());
    expect(localStorage.getItem('shopCart:1-aaaaaaaa')).toBeNull();
  });

  it('cuts the note at 500 characters', () => {
    expect(setNote(emptyCart(), 'x'.repeat(600)).note).toHaveLength(500);
  });
});
