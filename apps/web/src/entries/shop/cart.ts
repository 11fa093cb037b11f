// The cart of a shop: lines (a product, its variant and modifier items, a quantity) and a note for the order, kept
// per shop in localStorage. Its sums are an estimate for the cart page; the checkout shows the server's preview.
import type { OrderLineInput } from '@tillbook/contract';
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../shared/storage';
import { addMoney, timesMoney } from './money-math';

export interface CartItem {
  itemId: number;
  name: string;
  price: string;
}

export interface CartLine {
  /** The same product, variant and items make one line. */
  key: string;
  productId: number;
  variantId: number | null;
  name: string;
  variantName: string;
  items: CartItem[];
  /** One unit with its items, as the product page showed it. */
  unitPrice: string;
  quantity: number;
  imageKey: string | null;
}

export interface Cart {
  lines: CartLine[];
  note: string;
}

/** Most of one line (the server allows more; a phone's stepper stops here). */
export const MAX_QUANTITY = 99;
export const NOTE_MAX = 500;
export const emptyCart = (): Cart => ({ lines: [], note: '' });

export const lineKey = (productId: number, variantId: number | null, itemIds: number[]): string =>
  [productId, variantId ?? 0, ...[...itemIds].sort((a, b) => a - b)].join('-');

const clampQty = (q: number) => Math.max(0, Math.min(MAX_QUANTITY, Math.floor(q)));

/** Adds a line, or more of the same one. */
export function addLine(cart: Cart, line: Omit<CartLine, 'key'>): Cart {
  const key = lineKey(
    line.productId,
    line.variantId,
    line.items.map((i) => i.itemId),
  );
  const found = cart.lines.find((l) => l.key === key);
  if (found) return setQuantity(cart, key, found.quantity + line.quantity);
  const quantity = clampQty(line.quantity);
  return quantity > 0 ? { ...cart, lines: [...cart.lines, { ...line, key, quantity }] } : cart;
}

/** Sets a line's quantity; 0 removes it. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  const q = clampQty(quantity);
  return {
    ...cart,
    lines:
      q === 0
        ? cart.lines.filter((l) => l.key !== key)
        : cart.lines.map((l) => (l.key === key ? { ...l, quantity: q } : l)),
  };
}

export const setNote = (cart: Cart, note: string): Cart => ({ ...cart, note: note.slice(0, NOTE_MAX) });

export const cartCount = (cart: Cart): number => cart.lines.reduce((n, l) => n + l.quantity, 0);

export const lineTotal = (line: CartLine): string => timesMoney(line.unitPrice, line.quantity);

/** The goods of the cart at the prices shown when they were added. */
export const cartEstimate = (cart: Cart): string => addMoney(...cart.lines.map(lineTotal));

/** The lines as the order routes take them. */
export const orderLines = (cart: Cart): OrderLineInput[] =>
  cart.lines.map((l) => ({
    productId: l.productId,
    ...(l.variantId ? { variantId: l.variantId } : {}),
    quantity: String(l.quantity),
    modifiers: l.items.map((i) => ({ itemId: i.itemId })),
  })) as OrderLineInput[];

// ── Kept per shop ─────────────────────────────────────────────────────────────────────────────────────────────

const cartKey = (shopCode: string) => `shopCart:${shopCode}`;

const isLine = (l: unknown): l is CartLine => {
  const v = l as CartLine;
  return (
    !!v &&
    typeof v.key === 'string' &&
    Number.isInteger(v.productId) &&
    Number.isInteger(v.quantity) &&
    v.quantity > 0 &&
    typeof v.unitPrice === 'string' &&
    Array.isArray(v.items)
  );
};

/** The stored cart of a shop; anything unreadable is an empty cart. */
export function loadCart(shopCode: string): Cart {
  try {
    const raw = readLocal(cartKey(shopCode));
    const parsed = raw ? (JSON.parse(raw) as Partial<Cart>) : null;
    if (!parsed || !Array.isArray(parsed.lines)) return emptyCart();
    return { lines: parsed.lines.filter(isLine), note: typeof parsed.note === 'string' ? parsed.note : '' };
  } catch {
    return emptyCart();
  }
}

const listeners = new Set<() => void>();
const snapshots = new Map<string, Cart>();

function snapshot(shopCode: string): Cart {
  let cart = snapshots.get(shopCode);
  if (!cart) {
    cart = loadCart(shopCode);
    snapshots.set(shopCode, cart);
  }
  return cart;
}

export function saveCart(shopCode: string, cart: Cart): void {
  snapshots.set(shopCode, cart);
  writeLocal(cartKey(shopCode), cart.lines.length === 0 && !cart.note ? null : JSON.stringify(cart));
  for (const l of listeners) l();
}

/** The shop's cart and a way to change it (`update(c => addLine(c, …))`). */
export function useCart(shopCode: string): [Cart, (change: (cart: Cart) => Cart) => void] {
  const cart = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot(shopCode),
  );
  return [cart, (change) => saveCart(shopCode, change(snapshot(shopCode)))];
}
