// The online shop, back-office side (/readmeApp, menu 16): shops and their settings (`shopList`, `settings/set`),
// the QR code (`readmeQRcode`), the online catalogue (`settings/goods`, `settings/type`), the home page
// (`settings/home`), ads and themes (`settings/ad`, `adEdit`, `theme`, `themeEdit`). Members and orders:
// online-shop-orders.ts. Every endpoint is POST /m/<path>; answers are the `data` of { code, msg, data }.
//
// Codes: 1003 a shop, ad or theme name taken in the merchant; 1004 the store already has a shop; 1005 settings
// without delivery or pickup, or without a way to pay; 1016 deleting a shop with unfinished orders; 20037 a shop,
// ad or theme the caller cannot see (another merchant's, another store's); 20075 a product not sold in the shop's
// store (or not in its online catalogue, for the home page and ads); 20091 a category that does not exist (when
// removing: one not online in the shop); 20105 a bulk change naming nothing; 20094 / 20099 an image of the wrong
// type or content, 1001 on `base64` above 2 MB; 10197 an ad or theme without an image (…/image/get).
import { z } from 'zod';
import { Err } from './errors';
import { id, int4, text } from './fields';
import { Fulfilment } from './online-shop-orders';
import { ListQuery } from './paging';
import { decimal, UPLOAD_LIMITS } from './rules';

function coded(ctx: z.core.$RefinementCtx<unknown>, code: number, message: string, path: PropertyKey[]) {
  ctx.addIssue({ code: 'custom', message, params: { code }, path });
}

// Members and orders are in their own file; the package exports both from here.
export * from './online-shop-orders';

// ── Shops ───────────────────────────────────────────────────────────────────────────────────────────────────

/** What the delivery fee brackets measure: the distance in km or the order amount. */
export const FEE_BASES = ['distance', 'amount'] as const;

const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'a time HH:MM' });

/** A delivery fee bracket: up to `upTo` (km or amount), the fee, and the smallest order delivered. */
export const DeliveryFeeBracket = z.object({
  upTo: decimal(2),
  fee: decimal(2),
  minOrder: decimal(2).default('0'),
});
export type DeliveryFeeBracket = z.infer<typeof DeliveryFeeBracket>;

/** Opening hours of a weekday (0 Sunday … 6 Saturday) in the store's time zone; a day may have several. */
export const OpeningHours = z
  .object({ weekday: int4(0, 6), open: hhmm, close: hhmm })
  .refine((h) => h.open < h.close, { message: 'opens before it closes', path: ['close'] });
export type OpeningHours = z.infer<typeof OpeningHours>;

/** A shop's name: 1-50 characters, unique in the merchant (1003). */
const shopName = text(50).pipe(z.string().min(1));

/** POST /m/online/shop/save — adds a shop for a store (1004 when it has one) or renames one. New shops start closed. */
export const ShopSaveBody = z.object({ id: id.optional(), storeId: id, name: shopName });
export type ShopSaveBody = z.infer<typeof ShopSaveBody>;

export const ShopIdBody = z.object({ id });
export type ShopIdBody = z.infer<typeof ShopIdBody>;

/** POST /m/online/shop/setOpen — opens or closes a shop (§4); a closed shop answers 2003 to shoppers. */
export const ShopOpenBody = z.object({ id, open: z.boolean() });
export type ShopOpenBody = z.infer<typeof ShopOpenBody>;

/**
 * POST /m/online/shop/settings — the settings page (`set`, §3). At least one of delivery or pickup and at least one
 * way to pay (1005); the default order type must be one the shop offers (1001); the brackets' `upTo` distinct
 * (1004) and given in any order (answered ascending); the order type, tax and payment method ids must be the
 * merchant's (20037).
 */
export const ShopSettingsBody = z
  .object({
    id,
    delivery: z.boolean(),
    pickup: z.boolean(),
    payOnDelivery: z.boolean(),
    payInStore: z.boolean(),
    /** Shoppers may order without an account (name and phone); off: they sign in first (401). */
    guestCheckout: z.boolean().default(true),
    /** Largest total of one order; '0' no limit. */
    orderLimit: decimal(2).default('0'),
    defaultOrderType: Fulfilment,
    orderTypeId: id.nullable().default(null),
    taxId: id.nullable().default(null),
    paymentMethodId: id.nullable().default(null),
    feeBasis: z.enum(FEE_BASES).default('amount'),
    deliveryFees: z.array(DeliveryFeeBracket).max(20).default([]),
    freeDeliveryAbove: decimal(2).nullable().default(null),
    backgroundColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: 'a colour #rrggbb' })
      .default('#ffffff'),
    openingHours: z.array(OpeningHours).max(28).default([]),
    preparationMinutes: int4(0, 1440).default(15),
    /** Orders per 15-minute slot; 0 no cap. */
    slotCap: int4(0, 10_000).default(0),
  })
  .superRefine((b, ctx) => {
    if (!b.delivery && !b.pickup) coded(ctx, Err.SAVE_AT_LEAST_ONE, 'delivery or pickup', ['delivery']);
    if (!b.payOnDelivery && !b.payInStore) coded(ctx, Err.SAVE_AT_LEAST_ONE, 'a way to pay', ['payOnDelivery']);
    if ((b.defaultOrderType === 'delivery' && !b.delivery) || (b.defaultOrderType === 'pickup' && !b.pickup))
      ctx.addIssue({ code: 'custom', message: 'not offered by the shop', path: ['defaultOrderType'] });
    const upTo = b.deliveryFees.map((f) => Number(f.upTo));
    if (new Set(upTo).size !== upTo.length) coded(ctx, Err.ADDED_REPEATEDLY, 'a bracket twice', ['deliveryFees']);
  });
export type ShopSettingsBody = z.infer<typeof ShopSettingsBody>;

export type ShopSettings = Omit<ShopSettingsBody, 'id'>;

export const ShopListQuery = ListQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  storeId: id.optional(),
  open: z.boolean().optional(),
  sort: z.enum(['name', '-name', 'createdAt', '-createdAt']).optional(),
});
export type ShopListQuery = z.infer<typeof ShopListQuery>;

/** A shop as lists and details show it: its store, state, public address (`url`) and settings. */
export interface ShopRow extends ShopSettings {
  id: number;
  storeId: number;
  storeName: string;
  storeKind: 'store' | 'truck';
  name: string;
  /** The public code in the shop's address (`<merchant>-<random>`). */
  code: string;
  open: boolean;
  /** The storefront address the QR code opens. */
  url: string;
  createdAt: string;
  updatedAt: string;
}

/** The storefront address of a shop (what its QR code opens), under the server's public address. */
export const shopUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/shop/#/${code}`;

/** POST /m/online/shop/qrPng — the shop's QR code as a PNG, `size` pixels wide. /qrPdf: a printable A4 sheet. */
export const ShopQrPngBody = z.object({ id, size: int4(64, 2048).default(512) });
export type ShopQrPngBody = z.infer<typeof ShopQrPngBody>;

// ── Online catalogue: products (`goods`), categories (`type`), home page (`home`) ────────────────────────────

/** POST /m/online/goods/list — the products of the shop's store, with their online state (§4 on/off sale). */
export const OnlineGoodsListQuery = ListQuery.extend({
  shopId: id,
  keyword: z.string().trim().max(50).optional(),
  categoryId: id.optional(),
  /** true: in the online catalogue only; false: not in it. */
  online: z.boolean().optional(),
  onSale: z.boolean().optional(),
  /** Only these products (a picker naming the ones already chosen). */
  productIds: z.array(id).min(1).max(200).optional(),
  sort: z.enum(['sort', '-sort', 'name', '-name']).optional(),
});
export type OnlineGoodsListQuery = z.infer<typeof OnlineGoodsListQuery>;

export interface OnlineGoodsRow {
  productId: number;
  name: string;
  categoryId: number | null;
  categoryName: string;
  /** The store's price, and the online price when it differs (null: the store's). */
  storePrice: string;
  onlinePrice: string | null;
  /** In the shop's online catalogue. */
  online: boolean;
  onSale: boolean;
  sort: number;
  backorder: boolean;
  /** Place on the home page, null: not on it. */
  homePosition: number | null;
  imageKey: string | null;
  onlineImageKeys: string[];
  trackInventory: boolean;
  /** On hand in the shop's store (all variants). */
  onHand: string;
  /** Tracked stock at 0 or below and no back-orders. */
  soldOut: boolean;
}

export const OnlineGoodsItem = z.object({
  productId: id,
  onSale: z.boolean().default(true),
  sort: int4(0, 1_000_000).default(0),
  onlinePrice: decimal(2).nullable().default(null),
  backorder: z.boolean().default(false),
});

/**
 * POST /m/online/goods/save — puts products in the online catalogue or changes them (bulk). Each must be sold in the
 * shop's store (20075); one twice 1004.
 */
export const OnlineGoodsSaveBody = z
  .object({ shopId: id, items: z.array(OnlineGoodsItem).min(1).max(500) })
  .superRefine((b, ctx) => {
    const ids = b.items.map((i) => i.productId);
    if (new Set(ids).size !== ids.length) coded(ctx, Err.ADDED_REPEATEDLY, 'a product twice', ['items']);
  });
export type OnlineGoodsSaveBody = z.infer<typeof OnlineGoodsSaveBody>;

/** Product ids of a bulk change: none answers 20105 ("select the data"). */
const productIds = z.array(id).max(500);

/** POST /m/online/goods/setSale — puts products of the online catalogue on or off sale (§4). */
export const OnlineGoodsSaleBody = z.object({ shopId: id, productIds, onSale: z.boolean() });
export type OnlineGoodsSaleBody = z.infer<typeof OnlineGoodsSaleBody>;

/** POST /m/online/goods/remove — takes products out of the online catalogue (and off the home page and ads). */
export const OnlineGoodsRemoveBody = z.object({ shopId: id, productIds });
export type OnlineGoodsRemoveBody = z.infer<typeof OnlineGoodsRemoveBody>;

export const ShopRefBody = z.object({ shopId: id });
export type ShopRefBody = z.infer<typeof ShopRefBody>;

/** POST /m/online/category/list — every category of the merchant with its online state in the shop. */
export interface OnlineCategoryRow {
  categoryId: number;
  name: string;
  color: string;
  online: boolean;
  onSale: boolean;
  sort: number;
  /** Products of the category in the online catalogue. */
  products: number;
}

/** POST /m/online/category/save — sets categories' online state and order (20091 unknown category; 1004 twice). */
export const OnlineCategorySaveBody = z
  .object({
    shopId: id,
    items: z
      .array(z.object({ categoryId: id, onSale: z.boolean().default(true), sort: int4(0, 1_000_000).default(0) }))
      .min(1)
      .max(500),
  })
  .superRefine((b, ctx) => {
    const ids = b.items.map((i) => i.categoryId);
    if (new Set(ids).size !== ids.length) coded(ctx, Err.ADDED_REPEATEDLY, 'a category twice', ['items']);
  });
export type OnlineCategorySaveBody = z.infer<typeof OnlineCategorySaveBody>;

/**
 * POST /m/online/category/remove — takes categories out of the shop: the category and its products leave the online
 * catalogue (and so the home page, ads and themes), as if each product were removed. Each must be online in the shop
 * (20091); none named 20105.
 */
export const OnlineCategoryRemoveBody = z.object({ shopId: id, categoryIds: z.array(id).max(500) });
export type OnlineCategoryRemoveBody = z.infer<typeof OnlineCategoryRemoveBody>;

/**
 * POST /m/online/home/save — the home page's products, in order (replacing the list; empty clears it). Each must be
 * in the online catalogue (20075); one twice 1004. /online/home/list answers OnlineGoodsRow[] in that order.
 */
export const OnlineHomeSaveBody = z.object({ shopId: id, productIds: z.array(id).max(100) }).superRefine((b, ctx) => {
  if (new Set(b.productIds).size !== b.productIds.length)
    coded(ctx, Err.ADDED_REPEATEDLY, 'a product twice', ['productIds']);
});
export type OnlineHomeSaveBody = z.infer<typeof OnlineHomeSaveBody>;

// ── Ads and themes ──────────────────────────────────────────────────────────────────────────────────────────

export const PROMO_KINDS = ['ad', 'theme'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export const PROMO_STATUSES = ['normal', 'frozen'] as const;
export const PromoStatus = z.enum(PROMO_STATUSES);
export type PromoStatus = z.infer<typeof PromoStatus>;

/**
 * POST /m/online/ad/save and /m/online/theme/save — adds or edits an ad or theme of a shop: name unique in the
 * merchant (1003), status, sort, its products in order (each in the shop's online catalogue, 20075; twice 1004) and
 * an image uploaded first with …/image (10197 when the key is not an upload of the merchant).
 */
export const PromoSaveBody = z
  .object({
    id: id.optional(),
    shopId: id,
    name: text(50).pipe(z.string().min(1)),
    status: PromoStatus.default('normal'),
    sort: int4(0, 1_000_000).default(0),
    productIds: z.array(id).max(100).default([]),
    imageKey: z.string().max(200).nullable().default(null),
  })
  .superRefine((b, ctx) => {
    if (new Set(b.productIds).size !== b.productIds.length)
      coded(ctx, Err.ADDED_REPEATEDLY, 'a product twice', ['productIds']);
  });
export type PromoSaveBody = z.infer<typeof PromoSaveBody>;

export const PromoIdBody = z.object({ id });
export type PromoIdBody = z.infer<typeof PromoIdBody>;
export const PromoStatusBody = z.object({ id, status: PromoStatus });
export type PromoStatusBody = z.infer<typeof PromoStatusBody>;

export const PromoListQuery = ListQuery.extend({
  shopId: id.optional(),
  name: z.string().trim().max(50).optional(),
  status: PromoStatus.optional(),
  sort: z.enum(['sort', '-sort', 'name', '-name', 'createdAt', '-createdAt']).optional(),
});
export type PromoListQuery = z.infer<typeof PromoListQuery>;

export interface PromoRow {
  id: number;
  kind: PromoKind;
  shopId: number;
  shopName: string;
  name: string;
  status: PromoStatus;
  sort: number;
  imageKey: string | null;
  productIds: number[];
  createdAt: string;
  updatedAt: string;
}

/** POST /m/online/ad/image (and theme) — uploads an image (≤ 2 MB, a type of UPLOAD_LIMITS.image, checked by content). */
export const PromoImageBody = z.object({
  fileName: z.string().trim().max(200).default(''),
  mimeType: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      if (!(UPLOAD_LIMITS.image.types as readonly string[]).includes(v))
        coded(ctx, Err.FILE_FORMAT_WRONG, 'wrong file format', []);
    }),
  /** The file's bytes in base64 (a data: URL prefix is accepted and dropped). */
  base64: z
    .string()
    .max(Math.ceil((UPLOAD_LIMITS.image.maxBytes * 4) / 3) + 64)
    .transform((v) => v.replace(/^data:[^,]*,/, '').replace(/\s/g, '')),
});
export type PromoImageBody = z.infer<typeof PromoImageBody>;

/**
 * An uploaded image (…/image), and the saved image of an ad or theme: POST /m/online/ad/image/get (and theme) with
 * PromoIdBody answers it to anyone who may see the ad (20037 otherwise, or when deleted; a frozen one is still the
 * merchant's to see); 10197 when it has no image or the file is gone.
 */
export interface PromoImage {
  key: string;
  mimeType: string;
  size: number;
  dataUrl: string;
}
