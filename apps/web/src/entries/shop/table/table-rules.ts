// What a phone at a table shows, worked out from the server's answers (contract table-ordering.ts): the full-page
// refusals of a table's code, the phase of the table's order, which order the phone follows, what it asks the
// server, and the total the server priced when it refused the phone's (20115).
import type {
  StorefrontCategory,
  StorefrontProduct,
  TableMenu,
  TableOrderLine,
  TableOrderView,
} from '@tillbook/contract';
import { codeOf, ShopError } from '../api';
import type { Cart } from '../cart';

/** §8 codes the table routes answer (the contract's catalogue stays off the shopper's phone). */
export const TABLE_CODES = {
  missing: 2000,
  expired: 2001,
  closed: 2002,
  notOpen: 2003,
  noData: 20037,
  totalChanged: 20115,
} as const;

/** A refusal that leaves nothing to do at this table: shown as the whole page. */
export type TableRefusal = 'missing' | 'expired' | 'closed' | 'notOpen';

const REFUSALS: Record<number, TableRefusal> = {
  [TABLE_CODES.missing]: 'missing',
  [TABLE_CODES.expired]: 'expired',
  [TABLE_CODES.closed]: 'closed',
  [TABLE_CODES.notOpen]: 'notOpen',
};

/** The full-page state of a failed call, or null when the failure is not one of the table's refusals. */
export const refusalOf = (e: unknown): TableRefusal | null => REFUSALS[codeOf(e)] ?? null;

/**
 * Where the table's order stands for the phones: none yet; open and in the kitchen; open and waiting for payment at
 * the counter (pay first); paid (thank you); cancelled by the staff.
 */
export type OrderPhase = 'none' | 'open' | 'awaitingPayment' | 'paid' | 'cancelled';

export function phaseOf(order: TableOrderView | null | undefined): OrderPhase {
  if (!order) return 'none';
  if (order.status === 'paid') return 'paid';
  if (order.status === 'cancelled') return 'cancelled';
  return order.payFirst && !order.inKitchen ? 'awaitingPayment' : 'open';
}

/**
 * What the phone asks for its table's order: the order it follows (by id, whatever its state: so that it learns when
 * the order is paid), else the table's open order.
 */
export const orderQuery = (token: string, followedId: number | null) =>
  followedId === null ? { token } : { token, orderId: followedId };

/**
 * The order the phone follows after an answer: the one it follows until it is closed and the shopper starts again;
 * the table's open order when it follows none.
 */
export const followAfter = (followedId: number | null, answer: TableOrderView | null): number | null =>
  followedId ?? answer?.id ?? null;

/** The total the server priced the lines at when it refused the phone's (20115 carries it), else null. */
export function serverTotalOf(e: unknown): string | null {
  if (!(e instanceof ShopError) || e.code !== TABLE_CODES.totalChanged) return null;
  const total = (e.data as { total?: unknown } | null)?.total;
  return typeof total === 'string' && total.length > 0 ? total : null;
}

/** The cart's lines as the table takes them (no discount: a guest gives none). */
export const tableLines = (cart: Cart): TableOrderLine[] =>
  cart.lines.map((l) => ({
    productId: l.productId,
    ...(l.variantId ? { variantId: l.variantId } : {}),
    quantity: String(l.quantity),
    modifiers: l.items.map((i) => ({ itemId: i.itemId })),
  }));

/** What identifies a cart's content: an addition's id is kept while it stays the same (a retry adds it once). */
export const cartSignature = (cart: Cart): string =>
  JSON.stringify([cart.lines.map((l) => [l.key, l.quantity]), cart.note]);

/** The longest note an addition takes (the contract's `note`). */
export const TABLE_NOTE_MAX = 200;

/** The cart of this phone at a table: kept per table code beside the shops' carts. */
export const tableCartKey = (token: string) => `table:${token}`;

export interface MenuSection {
  category: StorefrontCategory | null;
  products: StorefrontProduct[];
}

/**
 * The menu by category, in the categories' order, only those with products; products of no (or an unknown) category
 * come last. `categoryId` keeps that category only.
 */
export function menuSections(menu: Pick<TableMenu, 'categories' | 'products'>, categoryId?: number): MenuSection[] {
  const known = new Set(menu.categories.map((c) => c.categoryId));
  const sections: MenuSection[] = menu.categories.map((category) => ({
    category,
    products: menu.products.filter((p) => p.categoryId === category.categoryId),
  }));
  sections.push({
    category: null,
    products: menu.products.filter((p) => p.categoryId === null || !known.has(p.categoryId)),
  });
  return sections.filter(
    (s) => s.products.length > 0 && (categoryId === undefined || s.category?.categoryId === categoryId),
  );
}

/** A quantity as the order shows it ('2.0000' → '2'). */
export const quantityText = (q: string): string => (q.includes('.') ? q.replace(/\.?0+$/, '') : q);
