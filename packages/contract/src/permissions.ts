/** Back-office menu permission codes (§6). */
export const Menu = {
  REPORTS: 1,
  DEPOSIT: 2,
  GOODS: 3,
  STOCK: 4,
  STAFF: 5,
  TIME_CARDS: 6,
  STORES: 7,
  MEMBERS: 8,
  ORDERING_SETTINGS: 9,
  PAYMENT_METHODS: 10,
  ORDER_TYPES: 11,
  PRINTER_GROUPS: 12,
  TAXES: 13,
  COST_TYPES: 14,
  REGIONS: 15,
  ONLINE_SHOP: 16,
  DEVICES: 123,
  FOOD_TRUCKS: 127,
  ONLINE_REPORTS: 129,
} as const;
export type MenuCode = (typeof Menu)[keyof typeof Menu];
export const ALL_MENU_CODES: readonly MenuCode[] = Object.values(Menu);

/** Named permissions the spec puts on routes (§6), mapped to their menu code. */
export const NamedPermission = {
  report: Menu.REPORTS,
  deposit: Menu.DEPOSIT,
  goodsSetup: Menu.GOODS,
  stock: Menu.STOCK,
  storeManage: Menu.STORES,
  vipManage: Menu.MEMBERS,
} as const satisfies Record<string, MenuCode>;

/** POS app permissions (§6), granted per role; staff log in with their personal PIN. */
export const APP_PERMISSIONS = [
  'sale',
  'onCredit',
  'approveDiscount',
  'viewAllData',
  'refund',
  'revokeUnpaidOrders',
  'deposit',
  'members',
  'productManagement',
  'stockManagement',
  'cashInOut',
  'productDiscount',
  'discountAtCharge',
  'order',
  'reservation',
  'ticketCheck',
  'deliveryManagement',
] as const;
export type AppPermission = (typeof APP_PERMISSIONS)[number];

/** App permissions that carry discount limits (max amount, max percentage). */
export const APP_DISCOUNT_PERMISSIONS = [
  'productDiscount',
  'discountAtCharge',
] as const satisfies readonly AppPermission[];

/** Reporting app permissions: product discount limits only (§6). */
export const REPORTING_APP_PERMISSIONS = ['productDiscount'] as const;
