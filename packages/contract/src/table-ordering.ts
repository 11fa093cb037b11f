// QR table ordering (§4 table features) and following a guest's online order. A table's QR code opens
// `/shop/#/table?token=<token>`; every phone holding the table's current code sees the store's menu and the table's
// open order, and adds to it. Every endpoint is POST /m/<path> and needs no sign-in (the table's or the order's token
// is the key): a guest sends no session token, a signed-in shopper may send theirs (it changes nothing); any other
// kind of session (back office, POS, device) answers 20041. Answers are the `data` of { code, msg, data }.
//
// Codes of every route taking a table token: 2000 the table does not exist (deleted, or a token that names none);
// 2001 the code was refreshed (a retired token of an existing table); 2002 scan-to-order is off in the table's store;
// 2003 the store is not open (its open status is off, or, when the store has an online shop with opening hours,
// outside today's hours in the store's time zone). Adding: 20106 no lines; 20105 a product with variants and none
// chosen; 20075 a product not sold in the store; 20107 a tracked product sold out; 1001 a variant or modifier item
// that is not the product's; 20115 a `total` that differs from the server's price of the lines (nothing written);
// 20068 the open order is being edited on a POS (retry after it is saved); 1018 the order would hold more than 500
// lines; 20115 also when the order's total would grow beyond what a money column holds; 600 more than 100 additions
// at one table within 10 minutes, or a `clientId` already used at another table.
// Once the POS has paid (or cancelled) the table's order, the next addition starts a new order for the table.
// Following an order: 20037 an unknown or wrong follow token.
import { z } from 'zod';
import { id, text } from './fields';
import { clientId, decimal } from './rules';
import { OrderLineInput } from './sales';
import type { ShopperOrderDetail, StorefrontCategory, StorefrontProduct } from './storefront';

/** What a table's QR code carries: `<merchant id>.<22 characters>`. */
export const tableToken = z.string().trim().min(1).max(100);

/** POST /m/shop/table/open, POST /m/shop/table/order without `orderId`. */
export const TableTokenBody = z.object({ token: tableToken });
export type TableTokenBody = z.infer<typeof TableTokenBody>;

/** The store, zone and table a current code opens. */
export interface TablePlace {
  store: {
    id: number;
    name: string;
    /** The store's IANA time zone. */
    timeZone: string;
    sysCurrencyId: number;
    /** Orders wait for payment at the counter before the kitchen sees them. */
    payFirst: boolean;
  };
  zone: { id: number; name: string };
  table: { id: number; number: string; seats: number };
}

/**
 * POST /m/shop/table/open — the table's store, its menu and the table's open order (null: none yet). The menu is the
 * store's catalogue at the store's prices (as the POS sells it): every product sold in the store, with its variants
 * and modifier items; `price` is the store's price (a product with variants: its cheapest variant), `soldOut` a
 * tracked product with nothing on hand (not orderable); `onlineImageKeys` and `hasModifiers` as the storefront's.
 */
export interface TableMenu extends TablePlace {
  categories: StorefrontCategory[];
  products: StorefrontProduct[];
  order: TableOrderView | null;
}

/** POST /m/shop/table/image — a picture of a product on the table's menu (20037 another key; 10197 file gone). */
export const TableImageBody = z.object({ token: tableToken, key: z.string().trim().min(1).max(200) });
export type TableImageBody = z.infer<typeof TableImageBody>;

/** A line as a phone sends it: no discount (a guest gives none), the rest as a POS line. */
export const TableOrderLine = OrderLineInput.omit({ discount: true, taxVersions: true });
export type TableOrderLine = z.infer<typeof TableOrderLine>;

/**
 * POST /m/shop/table/add — adds lines to the table's open order (the first addition creates it: an unpaid receipt of
 * channel 'qr' with the table's id and number, seen by the POS among the store's unpaid receipts). `total` is what
 * the phone showed for these lines (taxes included and added): it must equal the server's price of them (20115,
 * nothing written). Retrying with the same `clientId` adds nothing and answers the order. Answers the order after the
 * addition.
 */
export const TableOrderAddBody = z.object({
  token: tableToken,
  clientId,
  lines: z.array(TableOrderLine).max(100),
  total: decimal(2),
  note: text(200).default(''),
});
export type TableOrderAddBody = z.infer<typeof TableOrderAddBody>;

/**
 * POST /m/shop/table/order — the table's open order (null: none), or with `orderId` an order of this table from
 * the last 12 hours whatever its state (a phone follows the order it added to after it was paid; 20037 another).
 */
export const TableOrderQuery = z.object({
  token: tableToken,
  orderId: id.optional(),
});
export type TableOrderQuery = z.infer<typeof TableOrderQuery>;

export interface TableOrderLineView {
  name: string;
  variantName: string;
  quantity: string;
  unitPrice: string;
  modifiers: { name: string; quantity: string; unitPrice: string }[];
  /** The line's price with its taxes (included and added). */
  total: string;
}

/** A table's order as the phones at the table see it (no staff or member data). */
export interface TableOrderView {
  id: number;
  number: string;
  tableLabel: string;
  /** 'unpaid' open (more can be added), 'paid' settled at the counter, 'cancelled' by the POS. */
  status: 'unpaid' | 'paid' | 'cancelled';
  /** The order waits for payment at the counter before the kitchen sees it. */
  payFirst: boolean;
  /** The kitchen sees it: paid, or not waiting for payment. */
  inKitchen: boolean;
  lines: TableOrderLineView[];
  goodsTotal: string;
  taxIncluded: string;
  taxAdded: string;
  total: string;
  paidTotal: string;
  orderedAt: string;
  paidAt: string | null;
}

// ── Following a guest's online order ───────────────────────────────────────────────────────────────────────────

/** A per-order secret: `<merchant id>.<43 characters>`; only its hash is kept. */
export const followToken = z.string().trim().min(1).max(120);

/**
 * The answer of POST /m/shop/order/place carries `followToken` next to the order (a guest keeps it, e.g. in the
 * page's address, to follow the order later; a retry of the same `clientId` answers a fresh one for the same order).
 */
export interface FollowablePlacedOrder extends ShopperOrderDetail {
  followToken: string;
}

/** POST /m/shop/order/follow — the order the token was issued for, with its state and lines (20037 otherwise). */
export const OrderFollowBody = z.object({ token: followToken });
export type OrderFollowBody = z.infer<typeof OrderFollowBody>;

/** The order as its shopper sees it (ShopperOrderDetail). */
export type FollowedOrder = ShopperOrderDetail;
