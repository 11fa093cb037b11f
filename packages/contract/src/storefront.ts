// The storefront: what a shopper of an online shop calls (the shop's page on a phone, `/shop/#/<shop code>`).
// Browsing is public, by the shop's code; accounts are online members of the shop's merchant (a shopper belongs to
// one merchant: the same e-mail may be a member of two merchants); checkout is open to a signed-in shopper or, with a
// name and a phone, a guest. Every endpoint is POST /m/<path>; answers are the `data` of { code, msg, data }.
//
// Codes: 20037 a shop code, product, image or order that does not exist for the caller (another merchant's, another
// member's, a frozen or deleted ad or theme); 20041 a shopper route called with another kind of session, or any other
// route with a shopper's; 2003 ordering while the shop is closed or outside its hours; 20105 a product with variants
// and none chosen; 20106 an empty cart; 20107 a product off sale or sold out; 20108 no way to pay left; 20115 a total
// that differs from the server's (nothing written); 20118 a frozen member, a limit, a full slot; 600 too many orders
// from one address. Accounts: 20003 e-mail registered; 20007–20011 code empty, missing, too soon, expired, wrong;
// 20015–20018 password rules (§5 online shop password) and confirmation; 20024 unknown account, 20027 wrong
// password, 20025 too many failed sign-ins, 20030 e-mail not verified yet; 20033 / 20034 a link used / expired.
import { z } from 'zod';
import { id, int4, localDate, text } from './fields';
import type { DeliveryFeeBracket, OpeningHours } from './online-shop';
import {
  type Fulfilment,
  MemberAddressInput,
  OnlineOrderCreateBody,
  type OnlineState,
  type PayWay,
} from './online-shop-orders';
import { ListQuery } from './paging';
import { areaCode, email, phone, shopPassword, withConfirmation } from './rules';

/** A shop's public code: `<merchant id>-<8 hex>` (see ShopRow.code). */
export const shopCode = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,15}-[0-9a-f]{8}$/, { message: 'a shop code' });

export const ShopCodeBody = z.object({ shopCode });
export type ShopCodeBody = z.infer<typeof ShopCodeBody>;

/** The length of an order time slot, in minutes (the cap counts per slot). */
export const SLOT_MINUTES = 15;

// ── Browsing ────────────────────────────────────────────────────────────────────────────────────────────────────

/** POST /m/shop/info — what the storefront shows and needs of a shop (public). */
export interface StorefrontShop {
  code: string;
  name: string;
  storeName: string;
  /** The currency prices are in (sys currency id): the store's, else the merchant's. */
  sysCurrencyId: number;
  /** Closed: browsing works, ordering answers 2003. */
  open: boolean;
  delivery: boolean;
  pickup: boolean;
  payOnDelivery: boolean;
  payInStore: boolean;
  /** Guests may order with a name and a phone. */
  guestCheckout: boolean;
  /** Largest total of one order; '0.00' no limit. */
  orderLimit: string;
  defaultOrderType: Fulfilment;
  feeBasis: 'distance' | 'amount';
  deliveryFees: DeliveryFeeBracket[];
  freeDeliveryAbove: string | null;
  backgroundColor: string;
  openingHours: OpeningHours[];
  /** The store's IANA time zone: opening hours and slots are local times there. */
  timeZone: string;
  preparationMinutes: number;
  slotMinutes: number;
  /** Orders per slot; 0 no cap. */
  slotCap: number;
}

/** A product as the storefront lists it: online price, images, sold out (tracked stock 0, no back-orders). */
export interface StorefrontGoodsRow {
  productId: number;
  name: string;
  categoryId: number | null;
  /** The online price (else the store's); a product with variants starts at its cheapest variant. */
  price: string;
  imageKey: string | null;
  onlineImageKeys: string[];
  soldOut: boolean;
  hasVariants: boolean;
  hasModifiers: boolean;
}

export interface StorefrontCategory {
  categoryId: number;
  name: string;
  color: string;
}

/** An ad or theme in the normal state, with its products that are on sale online. */
export interface StorefrontPromo {
  id: number;
  name: string;
  sort: number;
  imageKey: string | null;
  products: StorefrontGoodsRow[];
}

/** POST /m/shop/home — the shop, its home products, ads and themes, and its categories (public). */
export interface StorefrontHome {
  shop: StorefrontShop;
  home: StorefrontGoodsRow[];
  ads: StorefrontPromo[];
  themes: StorefrontPromo[];
  categories: StorefrontCategory[];
}

/** POST /m/shop/goods — the products on sale online: a category's, or those matching a search (public). */
export const StorefrontGoodsQuery = ListQuery.extend({
  shopCode,
  categoryId: id.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type StorefrontGoodsQuery = z.infer<typeof StorefrontGoodsQuery>;

/** POST /m/shop/product — one product on sale online (20037 otherwise) with variants and modifiers (public). */
export const StorefrontProductBody = z.object({ shopCode, productId: id });
export type StorefrontProductBody = z.infer<typeof StorefrontProductBody>;

export interface StorefrontProduct extends StorefrontGoodsRow {
  description: string;
  variantOptions: { name: string; values: string[] }[];
  /** One must be chosen when there are any (20105 otherwise). */
  variants: { id: number; name: string; values: string[]; price: string }[];
  /** Choices offered with the product; `required` ones need at least one item. */
  modifiers: { id: number; name: string; required: boolean; items: { id: number; name: string; price: string }[] }[];
}

/**
 * POST /m/shop/image — an image the storefront shows: a product's picture or online image, or an ad's or theme's
 * (public; 20037 for a key the shop does not show, 10197 when the file is gone).
 */
export const StorefrontImageBody = z.object({ shopCode, key: z.string().trim().min(1).max(200) });
export type StorefrontImageBody = z.infer<typeof StorefrontImageBody>;

/** POST /m/shop/slots — the order time slots of a day (the store's local date), public. */
export const StorefrontSlotsBody = z.object({ shopCode, date: localDate });
export type StorefrontSlotsBody = z.infer<typeof StorefrontSlotsBody>;

export interface StorefrontSlot {
  /** Unix seconds: send it as `slotStart`. */
  start: number;
  /** Local time 'HH:MM' in the store's time zone. */
  time: string;
  /** Orders it still takes; null: no cap. */
  left: number | null;
}

export interface StorefrontSlots {
  date: string;
  timeZone: string;
  /** The slots within the opening hours that the preparation time reaches and that are not full. */
  slots: StorefrontSlot[];
}

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────────────────────

const signInEmail = email;

/**
 * POST /m/shop/member/register — creates an account (unverified) and mails a code and a link. 20003 when the e-mail
 * already has a verified account in the merchant; 1020 a phone another member has.
 */
export const ShopperRegisterBody = withConfirmation(
  z.object({
    shopCode,
    name: text(50).pipe(z.string().min(1)),
    email: signInEmail,
    areaCode: z.union([z.literal(''), areaCode]).default(''),
    phone: z.union([z.literal(''), phone]).default(''),
    password: shopPassword,
    confirmPassword: z.string().max(64),
  }),
);
export type ShopperRegisterBody = z.infer<typeof ShopperRegisterBody>;

/** POST /m/shop/member/resendCode — mails a fresh code and link to an unverified account (20009 too soon). */
export const ShopperEmailBody = z.object({ shopCode, email: signInEmail });
export type ShopperEmailBody = z.infer<typeof ShopperEmailBody>;

/** POST /m/shop/member/verify — the code from the mail: the address is verified and the shopper signed in. */
export const ShopperVerifyBody = z.object({ shopCode, email: signInEmail, code: z.string().trim().max(10) });
export type ShopperVerifyBody = z.infer<typeof ShopperVerifyBody>;

/** POST /m/shop/member/signIn. */
export const ShopperSignInBody = z.object({ shopCode, email: signInEmail, password: z.string().max(64) });
export type ShopperSignInBody = z.infer<typeof ShopperSignInBody>;

/**
 * POST /m/online/member/setPassword — the password page (/onlineUpdatePwd?token=…) of the link mailed by
 * /m/shop/member/forgot: sets the password (§5 shop rule, confirmation 20017), verifies the address and ends the
 * member's sessions. 20033 link used, 20034 expired or unknown.
 */
export const ShopperSetPasswordBody = withConfirmation(
  z.object({ token: z.string().trim().min(1).max(200), password: shopPassword, confirmPassword: z.string().max(64) }),
);
export type ShopperSetPasswordBody = z.infer<typeof ShopperSetPasswordBody>;

/** The outcome of an e-mail verification link: what /checkEmailRes?result=… shows. */
export const EMAIL_CHECK_RESULTS = ['success', 'expired', 'used'] as const;
export type EmailCheckResult = (typeof EMAIL_CHECK_RESULTS)[number];

/** A signed-in shopper's account. */
export interface ShopperProfile {
  id: number;
  name: string;
  email: string;
  areaCode: string;
  phone: string;
  addresses: MemberAddressInput[];
  payOnDelivery: boolean;
  payInStore: boolean;
  /** Unfinished orders at once; 0 no limit. */
  orderLimit: number;
  /** A frozen member cannot order. */
  frozen: boolean;
}

export interface ShopperSignIn {
  /** Send it as the `token` header to the shopper routes. */
  token: string;
  member: ShopperProfile;
}

/** POST /m/shop/member/saveProfile — name and phone (1020 a phone another member has). */
export const ShopperProfileBody = z.object({
  name: text(50).pipe(z.string().min(1)),
  areaCode: z.union([z.literal(''), areaCode]).default(''),
  phone: z.union([z.literal(''), phone]).default(''),
});
export type ShopperProfileBody = z.infer<typeof ShopperProfileBody>;

/** Addresses a member keeps. */
export const SHOPPER_ADDRESS_MAX = 10;

/** POST /m/shop/member/address/save — adds an address (no `index`) or replaces one (1004 beyond the limit). */
export const ShopperAddressSaveBody = z.object({
  index: int4(0, SHOPPER_ADDRESS_MAX - 1).optional(),
  address: MemberAddressInput,
});
export type ShopperAddressSaveBody = z.infer<typeof ShopperAddressSaveBody>;

/** POST /m/shop/member/address/remove (20037 no such address). */
export const ShopperAddressRemoveBody = z.object({ index: int4(0, SHOPPER_ADDRESS_MAX - 1) });
export type ShopperAddressRemoveBody = z.infer<typeof ShopperAddressRemoveBody>;

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /m/shop/order/place — places an order as the signed-in shopper or a guest (name and phone required; an e-mail
 * to be told of its progress). The server prices it again: `total` (goods and delivery fee) must equal its own
 * (20115, nothing written). Retrying with the same `clientId` answers the order already placed.
 * POST /m/shop/order/preview takes the same body (without `clientId` and `total`) and answers the totals.
 */
export const StorefrontOrderBody = OnlineOrderCreateBody.omit({
  shopId: true,
  onlineMemberId: true,
  total: true,
}).extend({
  shopCode,
  /** Guests: where the order's progress is mailed (optional). Members: their own address is used. */
  email: z.union([z.literal(''), email]).default(''),
  total: OnlineOrderCreateBody.shape.total.unwrap(),
});
export type StorefrontOrderBody = z.infer<typeof StorefrontOrderBody>;

export const StorefrontPreviewBody = StorefrontOrderBody.omit({ clientId: true, total: true });
export type StorefrontPreviewBody = z.infer<typeof StorefrontPreviewBody>;

/** The totals of a cart as the server computes them (the receipt's own pricing). */
export interface StorefrontTotals {
  lines: { name: string; variantName: string; quantity: string; unitPrice: string; total: string }[];
  /** Goods with their taxes (included and added). */
  goods: string;
  taxIncluded: string;
  taxAdded: string;
  deliveryFee: string;
  /** What the shopper pays: goods and delivery fee. */
  total: string;
}

/** An order as its shopper sees it (no staff names). */
export interface ShopperOrderRow {
  id: number;
  number: string;
  shopCode: string;
  shopName: string;
  state: OnlineState;
  fulfilment: Fulfilment;
  payWay: PayWay;
  contactName: string;
  areaCode: string;
  phone: string;
  address: string;
  total: string;
  deliveryFee: string;
  amount: string;
  slotStart: string | null;
  note: string;
  createdAt: string;
  updatedAt: string;
}

export interface ShopperOrderDetail extends ShopperOrderRow {
  lines: { name: string; variantName: string; quantity: string; unitPrice: string; total: string }[];
  /** When it reached each state, oldest first. */
  states: { state: OnlineState; at: string }[];
}

/** POST /m/shop/member/orders — the member's orders, newest first, with their current state. */
export const ShopperOrdersQuery = ListQuery.extend({
  state: z.enum(['unpaid', 'preparing', 'delivering', 'completed', 'refunded']).optional(),
});
export type ShopperOrdersQuery = z.infer<typeof ShopperOrdersQuery>;

/** POST /m/shop/member/order — one of the member's orders (another's: 20037). */
export const ShopperOrderIdBody = z.object({ id });
export type ShopperOrderIdBody = z.infer<typeof ShopperOrderIdBody>;
