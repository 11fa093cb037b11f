// Tables of the online shop, back-office side (/readmeApp, menu 16): one shop per store or food truck that sells
// online with its settings, the shop's online catalogue (products and categories on or off sale, their online order
// and price, the home page), ads and themes, online members (shoppers, apart from the POS members unless linked) and
// online orders. An online order is a receipt of the sales tables (channel 'online'); `online_orders` holds what only
// the shop knows about it (the shop, the shopper, delivery or pickup, the time slot) and `online_order_events` who
// moved it from which state to which and when.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';
import { at, createdAt, idColumn, money, ref, updatedAt } from './columns';
import { orders } from './sales';
import { stores } from './stores';
import { tenantRef } from './tenancy';

/** One delivery fee bracket: orders up to `upTo` (km or order amount, by the shop's basis) pay `fee`. */
export interface DeliveryFeeBracket {
  upTo: string;
  fee: string;
  minOrder: string;
}

/** Opening hours of one weekday (0 Sunday … 6 Saturday), local times 'HH:MM' in the store's time zone. */
export interface OpeningHours {
  weekday: number;
  open: string;
  close: string;
}

/** A shopper's saved address. */
export interface MemberAddress {
  name: string;
  areaCode: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
}

/**
 * An online shop: one per store (or food truck), with a public code carrying the merchant (`<tenant>-<random>`), so
 * a shopper's link names its merchant and the code stays unique within it. Settings (§3) live on the row.
 */
export const onlineShops = pgTable(
  'online_shops',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    storeId: ref('store_id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    open: boolean('open').notNull().default(false),
    delivery: boolean('delivery').notNull().default(false),
    pickup: boolean('pickup').notNull().default(true),
    payOnDelivery: boolean('pay_on_delivery').notNull().default(false),
    payInStore: boolean('pay_in_store').notNull().default(true),
    /** Whether shoppers may order without an account (name and phone). */
    guestCheckout: boolean('guest_checkout').notNull().default(true),
    /** Largest total of one order; 0: no limit. */
    orderLimit: money('order_limit').notNull().default('0'),
    defaultOrderType: text('default_order_type', { enum: ['delivery', 'pickup'] })
      .notNull()
      .default('pickup'),
    /** The order type (settings) the receipts of the shop are written with. */
    orderTypeId: ref('order_type_id'),
    /** The tax charged on the delivery fee. */
    taxId: ref('tax_id'),
    /** The payment method a completed order is booked with unless the merchant names another. */
    paymentMethodId: ref('payment_method_id'),
    feeBasis: text('fee_basis', { enum: ['distance', 'amount'] })
      .notNull()
      .default('amount'),
    deliveryFees: jsonb('delivery_fees').$type<DeliveryFeeBracket[]>().notNull().default([]),
    /** Orders of at least this amount are delivered free; null: never. */
    freeDeliveryAbove: money('free_delivery_above'),
    backgroundColor: text('background_color').notNull().default('#ffffff'),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
    preparationMinutes: integer('preparation_minutes').notNull().default(15),
    /** Orders taken per 15-minute slot; 0: no cap. */
    slotCap: integer('slot_cap').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('online_shops_store_uq').on(t.tenantId, t.storeId),
    uniqueIndex('online_shops_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('online_shops_code_uq').on(t.tenantId, t.code),
    // No cascade: a store with an online shop is in use (the stores module asks first).
    foreignKey({ columns: [t.tenantId, t.storeId], foreignColumns: [stores.tenantId, stores.id] }),
  ],
);

/** A product of a shop's online catalogue; absent: not sold online. `homePosition` set: shown on the home page. */
export const onlineProducts = pgTable(
  'online_products',
  {
    tenantId: tenantRef(),
    shopId: ref('shop_id').notNull(),
    productId: ref('product_id').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** The online price when it differs from the store's; null: the store's price. */
    onlinePrice: money('online_price'),
    /** Sold while tracked stock is 0 or less. */
    backorder: boolean('backorder').notNull().default(false),
    homePosition: integer('home_position'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.shopId, t.productId] }),
    index('online_products_product_idx').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.shopId], foreignColumns: [onlineShops.tenantId, onlineShops.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A category of a shop's online catalogue, on or off sale, in its online order. */
export const onlineCategories = pgTable(
  'online_categories',
  {
    tenantId: tenantRef(),
    shopId: ref('shop_id').notNull(),
    categoryId: ref('category_id').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.shopId, t.categoryId] }),
    index('online_categories_category_idx').on(t.tenantId, t.categoryId),
    foreignKey({ columns: [t.tenantId, t.shopId], foreignColumns: [onlineShops.tenantId, onlineShops.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
    }).onDelete('cascade'),
  ],
);

/** Ads and themes of a shop (one shape, `kind` apart); names unique per merchant and kind. */
export const onlinePromos = pgTable(
  'online_promos',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    shopId: ref('shop_id').notNull(),
    kind: text('kind', { enum: ['ad', 'theme'] }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['normal', 'frozen'] })
      .notNull()
      .default('normal'),
    sort: integer('sort').notNull().default(0),
    imageKey: text('image_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('online_promos_name_uq').on(t.tenantId, t.kind, sql`lower(${t.name})`),
    index('online_promos_shop_idx').on(t.tenantId, t.shopId, t.kind, t.sort),
    foreignKey({ columns: [t.tenantId, t.shopId], foreignColumns: [onlineShops.tenantId, onlineShops.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The products of an ad or theme, in order. */
export const onlinePromoProducts = pgTable(
  'online_promo_products',
  {
    tenantId: tenantRef(),
    promoId: ref('promo_id').notNull(),
    productId: ref('product_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.promoId, t.productId] }),
    index('online_promo_products_product_idx').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.promoId], foreignColumns: [onlinePromos.tenantId, onlinePromos.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * Online members: shoppers registered on the storefront, apart from the POS members unless linked (`member_id`, a
 * POS member with the same phone or e-mail), so points are shared. A frozen member cannot order. No foreign key to
 * members (as receipts: deleting a POS member must not touch the shop's history); a link to a deleted one is ignored.
 */
export const onlineMembers = pgTable(
  'online_members',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    addresses: jsonb('addresses').$type<MemberAddress[]>().notNull().default([]),
    payOnDelivery: boolean('pay_on_delivery').notNull().default(true),
    payInStore: boolean('pay_in_store').notNull().default(true),
    /** Unfinished orders the member may have at once; 0: no limit. */
    orderLimit: integer('order_limit').notNull().default(0),
    frozen: boolean('frozen').notNull().default(false),
    memberId: ref('member_id'),
    /** The storefront password (§5 online shop password), set by the shopper. */
    passwordHash: text('password_hash'),
    /** When the shopper proved the e-mail address (code or link); null: not yet (no storefront sign-in). */
    emailVerifiedAt: at('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('online_members_email_uq').on(t.tenantId, t.email).where(sql`${t.email} <> ''`),
    uniqueIndex('online_members_phone_uq').on(t.tenantId, t.phone).where(sql`${t.phone} <> ''`),
    index('online_members_member_idx').on(t.tenantId, t.memberId),
  ],
);

/** What the shop knows of an online order; the receipt (`order_id`) holds lines, amounts and payment. */
export const onlineOrders = pgTable(
  'online_orders',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    orderId: ref('order_id').notNull(),
    shopId: ref('shop_id').notNull(),
    storeId: ref('store_id').notNull(),
    onlineMemberId: ref('online_member_id'),
    fulfilment: text('fulfilment', { enum: ['delivery', 'pickup'] }).notNull(),
    payWay: text('pay_way', { enum: ['delivery', 'store'] }).notNull(),
    state: text('state', { enum: ['unpaid', 'preparing', 'delivering', 'completed', 'refunded'] })
      .notNull()
      .default('unpaid'),
    contactName: text('contact_name').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    deliveryFee: money('delivery_fee').notNull().default('0'),
    /** Receipt total plus delivery fee: what the shopper pays. */
    amount: money('amount').notNull().default('0'),
    /** The 15-minute slot asked for; null: as soon as possible. */
    slotStart: at('slot_start'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('online_orders_order_uq').on(t.tenantId, t.orderId),
    index('online_orders_shop_time_idx').on(t.tenantId, t.shopId, t.createdAt),
    index('online_orders_store_time_idx').on(t.tenantId, t.storeId, t.createdAt),
    index('online_orders_member_idx').on(t.tenantId, t.onlineMemberId),
    index('online_orders_open_idx').on(t.tenantId, t.shopId).where(sql`state in ('unpaid', 'preparing', 'delivering')`),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    // A shop with unfinished orders cannot be deleted (1016, checked under the shop's lock); finished ones go with it
    // (their receipts stay in the sales tables).
    foreignKey({ columns: [t.tenantId, t.shopId], foreignColumns: [onlineShops.tenantId, onlineShops.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.onlineMemberId],
      foreignColumns: [onlineMembers.tenantId, onlineMembers.id],
    }),
  ],
);

/** Every state change of an online order: from, to, who (null: the shopper) and when. */
export const onlineOrderEvents = pgTable(
  'online_order_events',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    onlineOrderId: ref('online_order_id').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    userId: ref('user_id'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('online_order_events_order_idx').on(t.tenantId, t.onlineOrderId),
    foreignKey({
      columns: [t.tenantId, t.onlineOrderId],
      foreignColumns: [onlineOrders.tenantId, onlineOrders.id],
    }).onDelete('cascade'),
  ],
);

/** Orders taken per shop and 15-minute slot, counted in one statement against the shop's cap. */
export const onlineSlotCounts = pgTable(
  'online_slot_counts',
  {
    tenantId: tenantRef(),
    shopId: ref('shop_id').notNull(),
    slotStart: at('slot_start').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.shopId, t.slotStart] }),
    foreignKey({ columns: [t.tenantId, t.shopId], foreignColumns: [onlineShops.tenantId, onlineShops.id] }).onDelete(
      'cascade',
    ),
  ],
);
