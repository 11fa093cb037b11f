/** The settings pages of §2 by full path (hidden edit pages take `?id=` to edit an existing row). */
export const SETTINGS_PATHS = {
  index: '/setting',
  orderingFeatures: '/setting/order',
  paymentMethods: '/setting/payway',
  paymentMethodEdit: '/setting/paywayEdit',
  orderTypes: '/setting/orderClassify',
  orderTypeEdit: '/setting/orderClassifyEdit',
  printerGroups: '/setting/printSetting',
  printerGroupEdit: '/setting/printGroupEdit',
  taxes: '/setting/revenueSetting',
  taxEdit: '/setting/revenueEdit',
  costTypes: '/setting/costType',
  costTypeEdit: '/setting/costTypeEdit',
  regions: '/setting/areaSet',
  points: '/setting/Integral',
  orderDuration: '/setting/orderDuration',
} as const;

/** The `id` query parameter of an edit page, or undefined for a new row. */
export function idParam(search: URLSearchParams): number | undefined {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
