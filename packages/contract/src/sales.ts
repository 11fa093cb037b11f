// The sales domain: the POS app API (PIN sessions, receipts, payments, refunds, shifts, time clock, tickets,
// reservations, deposits) and its back-office views. Every endpoint is POST /m/<path>; answers are the `data` of
// { code, msg, data }. Money is a decimal string; times are ISO strings in answers and unix seconds in filters (§3).
import { z } from 'zod';
import { id, int4, text, unixSeconds } from './fields';
import { ListQuery } from './paging';
import { areaCode, clientId, decimal, phone } from './rules';

export const optionalId = id.nullable().optional();
export const positiveQty = decimal(4).refine((v) => Number(v) > 0, { message: 'must be above zero' });
/**
 * `at`: when the action happened on the till (a POS that was offline uploads it later); default now. The server
 * refuses (1001, issue on `at`) more than 5 minutes ahead, more than 400 days back, or before what it follows (a
 * payment before its receipt, a refund before the sale was paid, a shift entry or close before the shift opened, a
 * take-out before its deposit, a clock-out before its clock-in).
 */
export const happened = { at: unixSeconds.optional() };

// ── POS app sessions ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /m/app/login — a staff member signs in on a POS with their personal PIN. `merchant` is the login e-mail of
 * any account of the merchant (the POS is set up with it once); `storeId` the store the till stands in, which the
 * staff member must be bound to. Wrong PIN → 20064. Answers `AppSession`.
 */
export const AppLoginBody = z.object({
  merchant: z.string().trim().toLowerCase().min(1).max(254),
  pin: z.string().regex(/^[0-9]{4,6}$/),
  storeId: id,
});
export type AppLoginBody = z.infer<typeof AppLoginBody>;

export const AppSession = z.object({
  token: z.string(),
  userId: z.number(),
  name: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  /** The role's app permissions and discount limits (contract `RoleAppPermissions`). */
  permissions: z.record(z.string(), z.unknown()),
});
export type AppSession = z.infer<typeof AppSession>;

// ── Receipts (orders) ───────────────────────────────────────────────────────────────────────────────────────

/** Where an order came from. */
export const ORDER_CHANNELS = ['pos', 'kiosk', 'qr', 'online'] as const;
export const OrderChannel = z.enum(ORDER_CHANNELS);
export type OrderChannel = z.infer<typeof OrderChannel>;

/** unpaid → paid, or unpaid → cancelled. A refund is a receipt of its own (kind 'refund'), always paid. */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const ORDER_KINDS = ['sale', 'refund'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Online orders also move through the shop's own states (§4). */
export const ONLINE_ORDER_STATES = ['unpaid', 'preparing', 'delivering', 'completed', 'refunded', 'usable'] as const;
export type OnlineOrderState = (typeof ONLINE_ORDER_STATES)[number];

/** Paid-invoice exceptions (§4): none, or awaiting review, or reviewed (the order is then approved). */
export const EXCEPTION_STATES = ['none', 'unreviewed', 'reviewed'] as const;
export type ExceptionState = (typeof EXCEPTION_STATES)[number];

export const Discount = z
  .object({ kind: z.enum(['amount', 'percent']), value: decimal(4) })
  .nullable()
  .optional();
export type Discount = z.infer<typeof Discount>;

export const OrderLineInput = z.object({
  productId: id,
  variantId: optionalId,
  quantity: positiveQty,
  /** Modifier items with how many of each per unit (default 1). */
  modifiers: z
    .array(z.object({ itemId: id, quantity: positiveQty.optional() }))
    .max(30)
    .default([]),
  discount: Discount,
  /**
   * The version of each tax the POS priced the line with (settings: a tax's version grows with each change);
   * a stale one answers 20121 so the POS reloads its taxes. Optional.
   */
  taxVersions: z
    .array(z.object({ taxId: id, version: int4() }))
    .max(20)
    .optional(),
});
export type OrderLineInput = z.infer<typeof OrderLineInput>;

export const PaymentInput = z.object({
  paymentMethodId: id,
  /** The amount put against the order. */
  amount: decimal(2).refine((v) => Number(v) > 0, { message: 'must be above zero' }),
  /** Cash handed over, when more than `amount` (the change is given back). */
  tendered: decimal(2).optional(),
});
export type PaymentInput = z.infer<typeof PaymentInput>;

/** Member effects a payment may carry: points spent as money, and a credit (on account) sale. */
const memberPayment = {
  /** Points the member spends; worth points × point value (points settings). */
  pointsRedeemed: decimal(4).optional(),
  /** The part of the total put on the member's account (needs the 'onCredit' app permission). */
  creditAmount: decimal(2).optional(),
};

const orderFields = {
  channel: OrderChannel.default('pos'),
  orderTypeId: optionalId,
  tableId: optionalId,
  memberId: optionalId,
  guests: z.number().int().min(0).max(999).optional(),
  note: text(500).optional(),
  lines: z.array(OrderLineInput).min(1).max(500),
  orderDiscount: Discount,
  /** The total the POS computed; the server's own must agree to the cent (20115). */
  total: decimal(2),
};

/**
 * POST /m/app/order/upload — creates a receipt. Retrying with the same `clientId` answers the receipt already
 * written and changes nothing. With `payments` (and/or member payment) covering the total, the receipt is paid at
 * once; without, it stays unpaid (an open ticket). `orderedAt` lets a POS that was offline keep the sale's time
 * (the bounds of `at` below; a receipt paid at once is paid then, not before its shift opened).
 */
export const OrderUploadBody = z.object({
  clientId,
  ...orderFields,
  orderedAt: unixSeconds.optional(),
  payments: z.array(PaymentInput).max(10).optional(),
  ...memberPayment,
  /** Marks the paid receipt as a paid-invoice exception awaiting review, with why. */
  exception: text(200).optional(),
});
export type OrderUploadBody = z.infer<typeof OrderUploadBody>;

/**
 * POST /m/app/order/update — replaces the lines (and order fields) of an unpaid receipt. Without `channel` the
 * receipt keeps where it came from (a kiosk order stays a kiosk order when the till edits it).
 */
export const OrderUpdateBody = z.object({ id, ...orderFields, channel: OrderChannel.optional() });
export type OrderUpdateBody = z.infer<typeof OrderUpdateBody>;

/** POST /m/app/order/pay — pays an unpaid receipt in full (one or more methods). */
export const OrderPayBody = z.object({
  id,
  payments: z.array(PaymentInput).max(10).default([]),
  ...memberPayment,
  exception: text(200).optional(),
  ...happened,
});
export type OrderPayBody = z.infer<typeof OrderPayBody>;

export const OrderIdBody = z.object({ id });
export type OrderIdBody = z.infer<typeof OrderIdBody>;

/** POST /m/app/order/cancel — revokes an unpaid receipt ('revokeUnpaidOrders'). */
export const OrderCancelBody = z.object({ id, reason: text(200).optional(), ...happened });
export type OrderCancelBody = z.infer<typeof OrderCancelBody>;

/**
 * POST /m/app/order/refund — refunds a paid sale, whole (no `lines`) or in part, as a new refund receipt linked to
 * it. `payments` say how the money goes back (default: the sale's methods in proportion). Stock comes back unless
 * `restock` is false (e.g. food thrown away); points and credit are reversed in proportion.
 */
export const OrderRefundBody = z.object({
  clientId,
  orderId: id,
  lines: z
    .array(z.object({ lineId: id, quantity: positiveQty }))
    .max(500)
    .optional(),
  payments: z
    .array(z.object({ paymentMethodId: id, amount: decimal(2) }))
    .max(10)
    .optional(),
  restock: z.boolean().default(true),
  reason: text(200).optional(),
  ...happened,
});
export type OrderRefundBody = z.infer<typeof OrderRefundBody>;

/** Receipt lists (POS and back office): filters by time (unix seconds), store, status, kind, channel, staff. */
export const OrderListQuery = ListQuery.extend({
  startTime: unixSeconds.optional(),
  endTime: unixSeconds.optional(),
  storeId: optionalId,
  status: OrderStatus.optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  channel: OrderChannel.optional(),
  staffId: optionalId,
  exception: z.enum(['unreviewed', 'reviewed']).optional(),
  keyword: text(50).optional(),
  sort: z.enum(['orderedAt', '-orderedAt', 'total', '-total']).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderRow = z.object({
  id: z.number(),
  clientId: z.string(),
  number: z.string(),
  kind: z.enum(ORDER_KINDS),
  refundOfId: z.number().nullable(),
  storeId: z.number(),
  storeName: z.string(),
  channel: OrderChannel,
  status: OrderStatus,
  onlineState: z.enum(ONLINE_ORDER_STATES).nullable(),
  orderTypeName: z.string(),
  tableLabel: z.string(),
  memberId: z.number().nullable(),
  memberName: z.string(),
  staffId: z.number().nullable(),
  staffName: z.string(),
  goodsTotal: z.string(),
  discountTotal: z.string(),
  taxTotal: z.string(),
  total: z.string(),
  paidTotal: z.string(),
  exception: z.enum(EXCEPTION_STATES),
  ticketChecked: z.boolean(),
  locked: z.boolean(),
  orderedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const OrderDetail = OrderRow.extend({
  guests: z.number(),
  note: z.string(),
  exceptionReason: z.string(),
  lineDiscountTotal: z.string(),
  orderDiscount: z.string(),
  taxIncluded: z.string(),
  taxAdded: z.string(),
  /** An online order's delivery fee (inside `total`, no tax on it). */
  deliveryFee: z.string(),
  costTotal: z.string(),
  changeTotal: z.string(),
  pointsEarned: z.string(),
  pointsRedeemed: z.string(),
  creditAmount: z.string(),
  lines: z.array(
    z.object({
      id: z.number(),
      productId: z.number(),
      variantId: z.number().nullable(),
      name: z.string(),
      variantName: z.string(),
      quantity: z.string(),
      refundedQuantity: z.string(),
      unitPrice: z.string(),
      modifiers: z.array(
        z.object({ itemId: z.number(), name: z.string(), unitPrice: z.string(), quantity: z.string() }),
      ),
      gross: z.string(),
      discount: z.string(),
      net: z.string(),
      tax: z.string(),
      cost: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      paymentMethodId: z.number(),
      name: z.string(),
      amount: z.string(),
      fee: z.string(),
      change: z.string(),
    }),
  ),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

// ── Shifts (duty) and their cash flow ───────────────────────────────────────────────────────────────────────

/** Shift entry types (§4). */
export const SHIFT_ENTRY_TYPES = [
  'start',
  'income',
  'expense',
  'transferIn',
  'transferOut',
  'sale',
  'refund',
  'cashCount',
  'incomeRevoke',
  'expenseRevoke',
] as const;
export type ShiftEntryType = (typeof SHIFT_ENTRY_TYPES)[number];

/** POST /m/app/shift/open — starts the caller's shift in the till's store. */
export const ShiftOpenBody = z.object({ initialCash: decimal(2), ...happened });
export type ShiftOpenBody = z.infer<typeof ShiftOpenBody>;

/** POST /m/app/shift/cash — cash in (income) or out (expense) of the open shift, with a cost type of that range. */
export const ShiftCashBody = z.object({
  type: z.enum(['income', 'expense']),
  amount: decimal(2).refine((v) => Number(v) > 0, { message: 'must be above zero' }),
  costTypeId: optionalId,
  note: text(200).optional(),
  ...happened,
});
export type ShiftCashBody = z.infer<typeof ShiftCashBody>;

/** POST /m/app/shift/revoke — revokes a cash in or cash out entry of the open shift. */
export const ShiftRevokeBody = z.object({ entryId: id, ...happened });
/** POST /m/app/shift/count — records a cash count (what is in the drawer now). */
export const ShiftCountBody = z.object({ amount: decimal(2), note: text(200).optional(), ...happened });
/** POST /m/app/shift/close — closes the open shift with the cash actually in the drawer. */
export const ShiftCloseBody = z.object({ actualCash: decimal(2), note: text(200).optional(), ...happened });

/**
 * POST /m/app/remittance/send — hands cash from the caller's open shift to another staff member's open shift in the
 * same store. The receiver accepts or rejects; the sender may revoke while it is pending (1013 revoked, 1014 already
 * received, 1015 rejected).
 */
export const RemittanceSendBody = z.object({
  toUserId: id,
  amount: decimal(2).refine((v) => Number(v) > 0, { message: 'must be above zero' }),
  note: text(200).optional(),
  ...happened,
});
export const RemittanceIdBody = z.object({ id });
/** POST /m/app/remittance/receive, /reject and /revoke: the remittance, and when the till settled it. */
export const RemittanceSettleBody = z.object({ id, ...happened });
export const REMITTANCE_STATES = ['pending', 'received', 'rejected', 'revoked'] as const;

export const ShiftListQuery = ListQuery.extend({
  /** One shift (the cash-flow page opened by its address). */
  id: optionalId,
  startTime: unixSeconds.optional(),
  endTime: unixSeconds.optional(),
  storeId: optionalId,
  staffId: optionalId,
  status: z.enum(['open', 'closed']).optional(),
});
export type ShiftListQuery = z.infer<typeof ShiftListQuery>;

export const ShiftRow = z.object({
  id: z.number(),
  number: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  staffId: z.number(),
  staffName: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  initialCash: z.string(),
  /** initial + sales − refunds + cash in − cash out + transfers in − transfers out (revoked entries excluded). */
  expectedCash: z.string(),
  actualCash: z.string().nullable(),
  difference: z.string().nullable(),
});
export type ShiftRow = z.infer<typeof ShiftRow>;

export const ShiftEntryRow = z.object({
  id: z.number(),
  type: z.enum(SHIFT_ENTRY_TYPES),
  amount: z.string(),
  costTypeName: z.string(),
  orderNumber: z.string(),
  note: z.string(),
  revoked: z.boolean(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type ShiftEntryRow = z.infer<typeof ShiftEntryRow>;

// ── Time clock, tickets, exceptions ─────────────────────────────────────────────────────────────────────────

/** POST /m/app/clock/in and /m/app/clock/out — writes the caller's time card in the till's store. */
export const ClockBody = z.object({ ...happened });
/** POST /m/app/ticket/check and /m/app/ticket/uncheck. */
export const TicketCheckBody = z.object({ id });
/** POST /m/app/exception/review and /m/sales/exception/review — after the user confirmed. */
export const ExceptionReviewBody = z.object({ id, confirm: z.literal(true) });

// ── Reservations ────────────────────────────────────────────────────────────────────────────────────────────

export const RESERVATION_STATES = ['booked', 'arrived', 'cancelled'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** POST /m/app/reservation/create — a table at a time in the till's store ('reservation'). */
export const ReservationCreateBody = z.object({
  clientId,
  tableId: optionalId,
  reservedAt: unixSeconds,
  guests: z.number().int().min(1).max(999),
  name: text(50).min(1),
  areaCode: areaCode.optional(),
  phone: phone.optional(),
  note: text(500).optional(),
  ...happened,
});
export type ReservationCreateBody = z.infer<typeof ReservationCreateBody>;
export const ReservationStateBody = z.object({ id, state: z.enum(['arrived', 'cancelled']), ...happened });

export const ReservationListQuery = ListQuery.extend({
  startTime: unixSeconds.optional(),
  endTime: unixSeconds.optional(),
  storeId: optionalId,
  state: z.enum(RESERVATION_STATES).optional(),
  keyword: text(50).optional(),
});
export type ReservationListQuery = z.infer<typeof ReservationListQuery>;

export const ReservationRow = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  tableLabel: z.string(),
  reservedAt: z.string(),
  guests: z.number(),
  name: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  note: z.string(),
  state: z.enum(RESERVATION_STATES),
  staffName: z.string(),
  createdAt: z.string(),
});
export type ReservationRow = z.infer<typeof ReservationRow>;
