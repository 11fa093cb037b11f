/** The pages of /readmeApp (§2, menu 16). The settings pages take the shop as `?shopId=`; edit pages `?id=`. */
export const ONLINE_PATHS = {
  shops: '/readmeApp/shopList',
  members: '/readmeApp/vipList',
  memberEdit: '/readmeApp/vipEdit',
  qr: '/readmeApp/readmeQRcode',
  orders: '/readmeApp/orderList',
} as const;

/** The tabs of a shop's settings, in the order they are shown, and the two hidden edit pages. */
export const SETTINGS_TABS = ['set', 'goods', 'type', 'home', 'ad', 'theme'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export type SettingsPage = SettingsTab | 'adEdit' | 'themeEdit';

/** A settings page of one shop: `/readmeApp/settings/set?shopId=3` (plus `&id=` for an ad or theme). */
export function settingsPath(page: SettingsPage, shopId: number | undefined, id?: number): string {
  const query = new URLSearchParams();
  if (shopId !== undefined) query.set('shopId', String(shopId));
  if (id !== undefined) query.set('id', String(id));
  const q = query.toString();
  return `/readmeApp/settings/${page}${q ? `?${q}` : ''}`;
}
