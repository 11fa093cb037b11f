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

/** How every settings page frames itself: the back arrow's test id and the width of its forms. */
export const SETTINGS_FRAME = { backTestId: 'settings-back', maxWidth: 960 } as const;

/** Every settings list leads back to the settings index. */
export const SETTINGS_LIST = { backTo: SETTINGS_PATHS.index, backTestId: SETTINGS_FRAME.backTestId } as const;
