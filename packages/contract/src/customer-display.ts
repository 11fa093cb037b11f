// The customer display (§1 devices, §3 device): a customer display device signs in with its account and shows its
// store's ads full-screen (ad-material.ts: the schedule, the files, the plays it reports) and, while the till at its
// store has an open (unpaid) order, the live cart beside the ad until it is paid, then a thank-you.
import { z } from 'zod';
import { UI_LANGS } from './languages';

/** How often the screen asks for the cart (the spec's "updates without reloading", at most 1 s). */
export const CUSTOMER_DISPLAY_POLL_MS = 1_000;
/** How long the thank-you shows after the order is paid. */
export const CUSTOMER_DISPLAY_THANKS_SECONDS = 8;
/** An open order untouched for longer is a parked ticket, no longer the one at the till. */
export const CUSTOMER_DISPLAY_OPEN_MINUTES = 60;

export const CustomerCartLine = z.object({
  lineId: z.number(),
  name: z.string(),
  variantName: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  modifiers: z.array(z.object({ name: z.string(), quantity: z.string(), unitPrice: z.string() })),
  /** quantity × (unit price + modifiers), before discounts. */
  gross: z.string(),
  /** The line's own discount. */
  discount: z.string(),
});
export type CustomerCartLine = z.infer<typeof CustomerCartLine>;

export const CustomerCartTax = z.object({
  name: z.string(),
  rate: z.string(),
  calculation: z.enum(['included', 'added']),
  amount: z.string(),
});
export type CustomerCartTax = z.infer<typeof CustomerCartTax>;

/** The order at the till, as the customer sees it (money with 2 decimals, quantities with 4). */
export const CustomerCart = z.object({
  orderId: z.number(),
  number: z.string(),
  lines: z.array(CustomerCartLine),
  goodsTotal: z.string(),
  lineDiscountTotal: z.string(),
  orderDiscount: z.string(),
  taxes: z.array(CustomerCartTax),
  taxIncluded: z.string(),
  taxAdded: z.string(),
  total: z.string(),
  paidTotal: z.string(),
  changeTotal: z.string(),
});
export type CustomerCart = z.infer<typeof CustomerCart>;

export const CUSTOMER_DISPLAY_STATES = ['idle', 'cart', 'thanks'] as const;
export type CustomerDisplayMode = (typeof CUSTOMER_DISPLAY_STATES)[number];

/**
 * POST /m/device/display/cart (customer displays only) → what the screen shows beside the ads: `idle` (ads only),
 * `cart` (the store's most recently touched open POS or kiosk order, untouched for less than
 * CUSTOMER_DISPLAY_OPEN_MINUTES) or `thanks` (that order was paid in the last CUSTOMER_DISPLAY_THANKS_SECONDS; its cart
 * stays for the total and the change). `lang`: the store's language (its receipt language, else the merchant's);
 * `sysCurrencyId`: the store's currency, else the merchant's.
 */
export const CustomerDisplayState = z.object({
  state: z.enum(CUSTOMER_DISPLAY_STATES),
  storeName: z.string(),
  lang: z.enum(UI_LANGS),
  sysCurrencyId: z.number(),
  cart: CustomerCart.nullable(),
});
export type CustomerDisplayState = z.infer<typeof CustomerDisplayState>;
