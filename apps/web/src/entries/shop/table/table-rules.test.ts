import type { StorefrontProduct, TableOrderView } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { ShopError } from '../api';
import { addLine, emptyCart } from '../cart';
import {
  cartSignature,
  followAfter,
  menuSections,
  orderQuery,
  phaseOf,
  quantityText,
  refusalOf,
  serverTotalOf,
  tableLines,
} from './table-rules';

const view = (over: Partial<TableOrderView> = {}): TableOrderView => ({
  id: 5,
  number: '1-5',
  tableLabel: '1',
  status: 'unpaid',
  payFirst: false,
  inKitchen: true,
  lines: [],
  goodsTotal: '0.00',
  taxIncluded: '0.00',
  taxAdded: '0.00',
  total: '0.00',
  paidTotal: '0.00',
  orderedAt: '2026-01-01T12:00:00.000Z',
  paidAt: null,
  ...over,
});

const product = (productId: number, categoryId: number | null): StorefrontProduct => ({
  productId,
  name: `P${productId}`,
  categoryId,
  price: '1.00',
  imageKey: null,
  onlineImageKeys: [],
  soldOut: false,
  hasVariants: false,
  hasModifiers: false,
  description: '',
  variantOptions: [],
  variants: [],
  modifiers: [],
});

describe('a table code’s refusals', () => {
  it('fill the page for 2000 missing, 2001 replaced, 2002 QR ordering off, 2003 store not open', () => {
    expect(refusalOf(new ShopError(2000, '', null))).toBe('missing');
    expect(refusalOf(new ShopError(2001, '', null))).toBe('expired');
    expect(refusalOf(new ShopError(2002, '', null))).toBe('closed');
    expect(refusalOf(new ShopError(2003, '', null))).toBe('notOpen');
  });

  it('leave other failures to the part of the page that made the call', () => {
    expect(refusalOf(new ShopError(20107, '', null))).toBeNull();
    expect(refusalOf(new ShopError(0, 'offline', null))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});

describe('the phase of the table’s order', () => {
  it('is none without an order, open while the kitchen has it', () => {
    expect(phaseOf(null)).toBe('none');
    expect(phaseOf(undefined)).toBe('none');
    expect(phaseOf(view())).toBe('open');
  });

  it('waits for payment at the counter while pay first holds it back from the kitchen', () => {
    expect(phaseOf(view({ payFirst: true, inKitchen: false }))).toBe('awaitingPayment');
    expect(phaseOf(view({ payFirst: true, inKitchen: true }))).toBe('open');
  });

  it('is paid (thank you) or cancelled once the counter closed it', () => {
    expect(phaseOf(view({ status: 'paid', payFirst: true, inKitchen: true }))).toBe('paid');
    expect(phaseOf(view({ status: 'cancelled' }))).toBe('cancelled');
  });
});

describe('following the table’s order', () => {
  it('asks for the followed order by id (to learn it was paid), else for the open order', () => {
    expect(orderQuery('1.abc', null)).toEqual({ token: '1.abc' });
    expect(orderQuery('1.abc', 5)).toEqual({ token: '1.abc', orderId: 5 });
  });

  it('keeps following its order; follows the table’s open order when it follows none', () => {
    expect(followAfter(5, view({ id: 9 }))).toBe(5);
    expect(followAfter(5, null)).toBe(5);
    expect(followAfter(null, view({ id: 9 }))).toBe(9);
    expect(followAfter(null, null)).toBeNull();
  });
});

describe('the server’s total of a refused addition', () => {
  it('is what a 20115 carries', () => {
    expect(serverTotalOf(new ShopError(20115, 'amount', { total: '5.50' }))).toBe('5.50');
  });

  it('is none for a 20115 without one (the order would grow too large) and any other refusal', () => {
    expect(serverTotalOf(new ShopError(20115, 'amount', null))).toBeNull();
    expect(serverTotalOf(new ShopError(20115, 'amount', { total: 5 }))).toBeNull();
    expect(serverTotalOf(new ShopError(1001, 'param', { total: '5.50' }))).toBeNull();
    expect(serverTotalOf(new Error('x'))).toBeNull();
  });
});

describe('an addition’s lines', () => {
  const cart = addLine(
    addLine(emptyCart(), {
      productId: 7,
      variantId: null,
      name: 'Tea',
      variantName: '',
      items: [],
      unitPrice: '4.50',
      quantity: 2,
      imageKey: null,
    }),
    {
      productId: 9,
      variantId: 3,
      name: 'Latte',
      variantName: 'L',
      items: [{ itemId: 11, name: 'Oat', price: '0.50' }],
      unitPrice: '3.50',
      quantity: 1,
      imageKey: null,
    },
  );

  it('are the cart’s, without discounts, with the variant and modifier items', () => {
    expect(tableLines(cart)).toEqual([
      { productId: 7, quantity: '2', modifiers: [] },
      { productId: 9, variantId: 3, quantity: '1', modifiers: [{ itemId: 11 }] },
    ]);
  });

  it('have a signature that changes with the quantities and the note, not otherwise', () => {
    const same = cartSignature(cart);
    expect(cartSignature({ ...cart })).toBe(same);
    expect(cartSignature({ ...cart, note: 'no ice' })).not.toBe(same);
    expect(cartSignature({ ...cart, lines: cart.lines.map((l, i) => (i === 0 ? { ...l, quantity: 3 } : l)) })).not.toBe(
      same,
    );
  });
});

describe('the menu by category', () => {
  const menu = {
    categories: [
      { categoryId: 1, name: 'Drinks', color: '' },
      { categoryId: 2, name: 'Empty', color: '' },
      { categoryId: 3, name: 'Food', color: '' },
    ],
    products: [product(10, 3), product(11, 1), product(12, null), product(13, 99), product(14, 1)],
  };

  it('follows the categories’ order, leaves out empty ones, and puts the rest last', () => {
    expect(menuSections(menu).map((s) => [s.category?.name ?? null, s.products.map((p) => p.productId)])).toEqual([
      ['Drinks', [11, 14]],
      ['Food', [10]],
      [null, [12, 13]],
    ]);
  });

  it('keeps one category when chosen', () => {
    expect(menuSections(menu, 3).map((s) => s.products.map((p) => p.productId))).toEqual([[10]]);
    expect(menuSections(menu, 2)).toEqual([]);
  });
});

it('writes an order’s quantities without trailing zeros', () => {
  expect(quantityText('2.0000')).toBe('2');
  expect(quantityText('1.5000')).toBe('1.5');
  expect(quantityText('10')).toBe('10');
});
