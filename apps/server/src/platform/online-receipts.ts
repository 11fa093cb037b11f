import type { OrderLineInput } from '@tillbook/contract';
import type { TenantCtx } from './context';
import type { Deps } from './deps';

/** What an online order's receipt is written from. */
export interface OnlineReceiptInput {
  storeId: number;
  /** The shop's client id for the order: a retry finds the receipt already written. */
  clientId: string;
  lines: OrderLineInput[];
  /** Unit prices that replace the store's for lines of these products (without a variant): the online prices. */
  onlinePrices: ReadonlyMap<number, string>;
  orderTypeId: number | null;
  /** The POS member the receipt counts for (points), when the shopper is linked to one. */
  memberId: number | null;
  note: string;
  /** The delivery fee for goods worth `goodsTotal` (taxes included and added): part of the receipt's total. */
  deliveryFee: (goodsTotal: string) => string;
}

export interface OnlineReceipt {
  id: number;
  number: string;
  /** What the shopper pays: the goods and the delivery fee. */
  total: string;
  deliveryFee: string;
  /** False when the client id had already written it. */
  created: boolean;
}

/**
 * The sales path as the online shop uses it: an online order is a receipt (channel 'online') written, paid and
 * refunded by the sales module's own code, so stock, points, shifts and report aggregates move exactly as for a till's
 * receipt. The sales module provides it at start-up; the online-shop module uses it (modules never import each
 * other). Every function runs in the caller's transaction (`tx`); `refund` opens its own (a savepoint inside one).
 */
export interface OnlineReceipts {
  /** Prices the lines in the store (20075 a product not sold there, 1001 a bad variant or modifier) and writes it unpaid. */
  create(tx: TenantCtx, input: OnlineReceiptInput): Promise<OnlineReceipt>;
  /** Pays the whole receipt with one payment method (20108 not offered in the store): the sale's effects move. */
  pay(tx: TenantCtx, orderId: number, paymentMethodId: number): Promise<void>;
  /** Cancels the unpaid receipt (nothing had moved). */
  cancel(tx: TenantCtx, orderId: number, reason: string): Promise<void>;
  /** Refunds the paid receipt whole through the refund path; answers the refund receipt's id. */
  refund(ctx: TenantCtx, orderId: number, o: { clientId: string; restock: boolean; reason: string }): Promise<number>;
}

const provided = new WeakMap<object, OnlineReceipts>();

/** Called by the sales module when it adds its routes. */
export function provideOnlineReceipts(deps: Deps, receipts: OnlineReceipts): void {
  provided.set(deps, receipts);
}

/** The sales path for online receipts; the server does not start its routes without the sales module. */
export function onlineReceiptsOf(deps: Deps): OnlineReceipts {
  const receipts = provided.get(deps);
  if (!receipts) throw new Error('online receipts are provided by the sales module, which is not loaded');
  return receipts;
}
