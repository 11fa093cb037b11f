/** The catalogue pages of §2 (/goodsSetting, menu 3) by full path; edit pages take `?id=` to edit a row. */
export const CATALOG_PATHS = {
  products: '/goodsSetting/goodsList',
  productEdit: '/goodsSetting/goodsList/addGoods',
  productImport: '/goodsSetting/goodsList/importGoodsExcel',
  prices: '/goodsSetting/goodsPrice',
  priceEdit: '/goodsSetting/goodsPriceEdit',
  priceEditMany: '/goodsSetting/goodsPriceEditMulte',
  sort: '/goodsSetting/goodsSort',
  categories: '/goodsSetting/classifySetting',
  categoryEdit: '/goodsSetting/classifySetting/addClassify',
  modifiers: '/goodsSetting/spiceSetting',
  modifierEdit: '/goodsSetting/spiceSetting/addSpice',
  rewards: '/goodsSetting/goodsReward',
  rewardEdit: '/goodsSetting/goodsRewardEdit',
} as const;
