// Online members (`vipList`, `vipEdit`) and online orders (`orderList`) of the online shop (menu 16). Shops, settings
// and catalogue: online-shop.ts. Every endpoint is POST /m/<path>; answers are the `data` of { code, msg, data }.
//
// Codes: 20037 a member or order the caller cannot see; 1020 phone taken by another online member, 20071 e-mail
// taken; 20104 linking a POS member that does not exist; linking one with neither the same phone nor the same e-mail
// 20058 (20057 when the online member has no phone); 1004 linking a POS member already linked to another online
// member. Orders: 2003 the shop is closed, or the time slot (asked for, or the first one the preparation time
// reaches when none is) starts outside the shop's opening hours in its store's time zone; 20106 no lines; 20107 a
// product off sale, not online or sold out (back to the cart); 20108 no way to pay left (the shop's and the member's
// ways); 20118 an illegal state change, a frozen member, the shop's order limit or the member's open-order limit, a
// full time slot, a slot sooner than the preparation time allows, an order below the delivery bracket's minimum, or
// delivery/pickup the shop does not offer; 20115 a total that differs from the server's.
import { z } from 'zod';
import { Err } from './errors';
import { id, text, unixSeconds } from './fields';
import { ListQuery } from './paging';
import { areaCode, clientId, decimal, email, phone } from './rules';
import { OrderLineInput, optionalId } from './sales';

/** How a shopper gets an order (§9 online order types). */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export const Fulfilment = z.enum(FULFILMENTS);
export type Fulfilment = z.infer<typeof Fulfilment>;

// ── Online members ──────────────────────────────────────────────────────────────────────────────────────────

export const MemberAddressInput = z.object({
  name: text(50).default(''),
  areaCode: z.union([z.literal(''), areaCode]).default(''),
  phone: z.union([z.literal(''), phone]).default(''),
  address: text(200),
  city: text(50).default(''),
  postalCode: text(10).default(''),
});
export type MemberAddressInput = z.infer<typeof MemberAddressInput>;

/**
 * POST /m/online/member/save — adds or edits an online member: a phone or an e-mail at least (1001), each unique
 * among the merchant's online members; `memberId` links a POS member (same phone or e-mail) so points are shared,
 * null unlinks. Freezing stops the member from ordering.
 */
export const OnlineMemberSaveBody = z
  .object({
    id: id.optional(),
    name: text(50).pipe(z.string().min(1)),
    email: z.union([z.literal(''), email]).default(''),
    areaCode: z.union([z.literal(''), areaCode]).default(''),
    phone: z.union([z.literal(''), phone]).default(''),
    addresses: z.array(MemberAddressInput).max(10).default([]),
    payOnDelivery: z.boolean().default(true),
    payInStore: z.boolean().default(true),
    /** Unfinished orders at once; 0 no limit. */
    orderLimit: z.coerce.number().int().min(0).max(1000).default(0),
    frozen: z.boolean().default(false),
    memberId: id.nullable().default(null),
  })
  .refine((b) => b.email !== '' || b.phone !== '', { message: 'a phone or an e-mail', path: ['phone'] });
export type OnlineMemberSaveBody = z.infer<typeof OnlineMemberSaveBody>;

export const OnlineMemberIdBody = z.object({ id });
/** POST /m/online/member/setFrozen — freezes (the member cannot order, 20118) or unfreezes an online member. */
export const OnlineMemberFrozenBody = z.object({ id, frozen: z.boolean() });
export type OnlineMemberFrozenBody = z.infer<typeof OnlineMemberFrozenBody>;

export const OnlineMemberListQuery = ListQuery.extend({
  /** Part of the name, phone or e-mail. */
  keyword: z.string().trim().max(50).optional(),
  frozen: z.boolean().optional(),
  linked: z.boolean().optional(),
  /** Members who ordered in this shop (of the caller's stores). */
  shopId: id.optional(),
  sort: z.enum(['name', '-name', 'createdAt', '-createdAt']).optional(),
});
export type OnlineMemberListQuery = z.infer<typeof OnlineMemberListQuery>;

export interface OnlineMemberRow {
  id: number;
  name: string;
  email: string;
  areaCode: string;
  phone: string;
  addresses: MemberAddressInput[];
  payOnDelivery: boolean;
  payInStore: boolean;
  orderLimit: number;
  frozen: boolean;
  /** The linked POS member and their points, or null. */
  memberId: number | null;
  memberName: string | null;
  pointsBalance: string | null;
  orders: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST /m/online/member/detail — the row, the POS members it could be linked to (same phone or e-mail, not linked to
 * another online member) and its latest orders (newest first, at most ONLINE_MEMBER_RECENT_ORDERS, of the caller's
 * stores; the whole history: /online/order/list with `onlineMemberId`).
 */
export interface OnlineMemberDetail extends OnlineMemberRow {
  linkCandidates: { id: number; name: string; phone: string; email: string }[];
  recentOrders: OnlineOrderRow[];
}

/** How many orders the member detail shows. */
export const ONLINE_MEMBER_RECENT_ORDERS = 20;

/**
 * POST /m/online/member/link — links the online member to a POS member of /vipManage (same phone or same e-mail, so
 * points are shared; codes above), or unlinks it (`memberId` null).
 */
export const OnlineMemberLinkBody = z.object({ id, memberId: id.nullable() });
export type OnlineMemberLinkBody = z.infer<typeof OnlineMemberLinkBody>;

// ── Online orders ───────────────────────────────────────────────────────────────────────────────────────────

/** Where an online order is (§4): unpaid → preparing → delivering (ready for pickup) → completed; refunded. */
export const ONLINE_STATES = ['unpaid', 'preparing', 'delivering', 'completed', 'refunded'] as const;
export const OnlineState = z.enum(ONLINE_STATES);
export type OnlineState = z.infer<typeof OnlineState>;

/** The state changes allowed (any other answers 20118). */
export const ONLINE_TRANSITIONS: Readonly<Record<OnlineState, readonly OnlineState[]>> = {
  unpaid: ['preparing'],
  preparing: ['delivering'],
  delivering: ['completed', 'refunded'],
  completed: ['refunded'],
  refunded: [],
};

/** How the shopper pays: on delivery, or in the store at pickup. */
export const PAY_WAYS = ['delivery', 'store'] as const;
export const PayWay = z.enum(PAY_WAYS);
export type PayWay = z.infer<typeof PayWay>;

/**
 * POST /m/online/order/create — places an order as the storefront does (the shop API): the shop must be open, its
 * time slot within the opening hours (2003; no hours: any time), the lines on sale online and not sold out (20107), the way to pay allowed by the shop and the member
 * (20108), within the limits and the time slot's cap (20118). Prices are the online prices; `total`, when given,
 * must equal the server's (20115). Retrying with the same `clientId` answers the order already placed.
 */
export const OnlineOrderCreateBody = z.object({
  shopId: id,
  clientId,
  onlineMemberId: optionalId,
  fulfilment: z.enum(FULFILMENTS),
  payWay: PayWay,
  /** 20106 when empty. */
  lines: z.array(OrderLineInput).max(200),
  contactName: text(50).default(''),
  areaCode: z.union([z.literal(''), areaCode]).default(''),
  phone: z.union([z.literal(''), phone]).default(''),
  address: text(200).default(''),
  /** For shops whose delivery fee goes by distance. */
  distanceKm: decimal(2).optional(),
  /**
   * The start of the 15-minute slot asked for (unix seconds), not before the first one the shop's preparation time
   * reaches (20118); absent: as soon as possible.
   */
  slotStart: unixSeconds.optional(),
  note: text(500).default(''),
  /** The total the shopper saw (goods and delivery fee). */
  total: decimal(2).optional(),
});
export type OnlineOrderCreateBody = z.infer<typeof OnlineOrderCreateBody>;

/**
 * POST /m/online/order/setState — moves an order along ONLINE_TRANSITIONS (else 20118). Completing writes the
 * payment of the receipt with `paymentMethodId` (default: the shop's; none 20108): stock, points and reports move as
 * for a till's sale. Refunding a completed order refunds its receipt (stock back unless `restock` is false);
 * refunding one out for delivery cancels the unpaid receipt.
 */
export const OnlineOrderStateBody = z.object({
  id,
  to: z.enum(['preparing', 'delivering', 'completed', 'refunded']),
  paymentMethodId: optionalId,
  restock: z.boolean().default(true),
  reason: text(200).optional(),
});
export type OnlineOrderStateBody = z.infer<typeof OnlineOrderStateBody>;

export const OnlineOrderIdBody = z.object({ id });

/** The list's filters, shared by the export (/m/own/goods/exportNOrders). */
export const OnlineOrderFilters = z.object({
  shopId: id.optional(),
  state: OnlineState.optional(),
  fulfilment: z.enum(FULFILMENTS).optional(),
  onlineMemberId: id.optional(),
  startTime: unixSeconds.optional(),
  endTime: unixSeconds.optional(),
  /** Part of the receipt number, contact name or phone. */
  keyword: z.string().trim().max(50).optional(),
});
export type OnlineOrderFilters = z.infer<typeof OnlineOrderFilters>;

export const OnlineOrderListQuery = ListQuery.extend({
  ...OnlineOrderFilters.shape,
  sort: z.enum(['createdAt', '-createdAt', 'amount', '-amount']).optional(),
});
export type OnlineOrderListQuery = z.infer<typeof OnlineOrderListQuery>;

export const OnlineOrderExportBody = OnlineOrderFilters;
export type OnlineOrderExportBody = OnlineOrderFilters;

export interface OnlineOrderRow {
  id: number;
  /** The receipt. */
  orderId: number;
  number: string;
  shopId: number;
  shopName: string;
  storeId: number;
  state: OnlineState;
  fulfilment: Fulfilment;
  payWay: PayWay;
  onlineMemberId: number | null;
  memberName: string;
  contactName: string;
  areaCode: string;
  phone: string;
  address: string;
  /** The receipt's total, the delivery fee, and what the shopper pays (both). */
  total: string;
  deliveryFee: string;
  amount: string;
  slotStart: string | null;
  note: string;
  createdAt: string;
  updatedAt: string;
}

export interface OnlineOrderDetail extends OnlineOrderRow {
  lines: { name: string; variantName: string; quantity: string; unitPrice: string; net: string; total: string }[];
  /** Every state change: from, to, who (null: the shopper) and when. */
  events: { from: OnlineState | null; to: OnlineState; userId: number | null; userName: string; at: string }[];
  /** The refund receipt, when a completed order was refunded. */
  refundOrderId: number | null;
}

/**
 * POST /m/online/order/poll — what arrived since `after` (an order id the client saw last; absent: nothing yet,
 * only the cursor): new orders of the caller's shops, oldest first, the cursor to send next, and how many are unpaid
 * (the badge). Cheap enough to call every few seconds.
 */
export const OnlineOrderPollBody = z.object({ after: z.coerce.number().int().min(0).optional(), shopId: optionalId });
export type OnlineOrderPollBody = z.infer<typeof OnlineOrderPollBody>;

export interface OnlineOrderPoll {
  cursor: number;
  orders: OnlineOrderRow[];
  unpaid: number;
}

/** Codes a shopper meets, named for the storefront. */
export const ONLINE_ORDER_CODES = {
  closed: Err.STORE_NOT_OPEN,
  emptyCart: Err.CART_EMPTY,
  backToCart: Err.GO_TO_CART,
  noWayToPay: Err.NO_PAYMENT_METHOD,
  invalid: Err.ORDER_INVALID,
} as const;
