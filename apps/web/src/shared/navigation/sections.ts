import { Menu, type MenuCode, type NamedPermission } from '@tillbook/contract';

/**
 * The page tree of §2: sections, their pages, menu codes and hidden flags. Data only: which code shows a page is
 * the features' business (`features/<domain>/routes.ts`), put together by the app.
 */

export interface PageDef {
  /** Path below its section, as §2 names it (may hold a '/', e.g. 'goodsList/addGoods'). */
  path: string;
  /** Menu permission code (§6); inherited from the section unless the spec gives the page its own. */
  code?: MenuCode;
  /** Hidden pages are sub-pages reached from another page, never listed in the menu. */
  hidden?: boolean;
  /** For hidden pages: the page (path below the section) that owns it in the breadcrumb and menu highlight. */
  parent?: string;
  /** Sub-pages grouped under this entry (a sub-menu, or a hidden layout); the entry redirects to the first. */
  children?: PageDef[];
}

export interface SectionDef {
  /** Also the i18n key of the section in the `menu` namespace. */
  key: string;
  path: string;
  /** Menu permission code of the section; null for pages every logged-in user may open. */
  code: MenuCode | null;
  /** Named permission the spec puts on the section's routes (§6). */
  permissionName?: keyof typeof NamedPermission;
  /** How the section appears in the sidebar. */
  menu: 'submenu' | 'item' | 'settingsIndex' | 'none';
  pages: PageDef[];
}

const p = (path: string, extra: Omit<PageDef, 'path'> = {}): PageDef => ({ path, ...extra });
const h = (path: string, parent?: string, extra: Omit<PageDef, 'path' | 'hidden' | 'parent'> = {}): PageDef => ({
  path,
  hidden: true,
  parent,
  ...extra,
});

/** Every menu section and page of §2, with menu codes and hidden flags. */
export const SECTIONS: readonly SectionDef[] = [
  {
    key: 'report',
    path: '/report',
    code: Menu.REPORTS,
    permissionName: 'report',
    menu: 'submenu',
    pages: [
      p('saleCount'),
      p('singleGoodsCount'),
      p('classifyCount'),
      p('staffCount'),
      p('promotionCount'),
      p('payWayCount'),
      p('spiceCount'),
      p('notPayment'),
      p('payment'),
      p('paymentException'),
      p('discount'),
      p('revenueCount'),
      p('staffExpend'),
      p('staffDuty'),
      p('reservation'),
      h('staffDuty/info', 'staffDuty'),
    ],
  },
  {
    key: 'onlineReport',
    path: '/onlineReport',
    code: Menu.ONLINE_REPORTS,
    menu: 'submenu',
    pages: [
      p('saleCount'),
      p('singleGoodsCount'),
      p('classifyCount'),
      p('payWayCount'),
      p('spiceCount'),
      p('revenueCount'),
    ],
  },
  {
    key: 'deposit',
    path: '/deposit',
    code: Menu.DEPOSIT,
    permissionName: 'deposit',
    menu: 'item',
    pages: [p('index')],
  },
  {
    key: 'goodsSetting',
    path: '/goodsSetting',
    code: Menu.GOODS,
    permissionName: 'goodsSetup',
    menu: 'submenu',
    pages: [
      p('goodsList'),
      p('goodsPrice'),
      p('goodsSort'),
      p('classifySetting'),
      p('spiceSetting'),
      p('goodsReward'),
      h('goodsList/addGoods', 'goodsList'),
      h('goodsList/importGoodsExcel', 'goodsList'),
      h('goodsPriceEdit', 'goodsPrice'),
      h('goodsPriceEditMulte', 'goodsPrice'),
      h('spiceSetting/addSpice', 'spiceSetting'),
      h('classifySetting/addClassify', 'classifySetting'),
      h('goodsRewardEdit', 'goodsReward'),
    ],
  },
  {
    key: 'stockManage',
    path: '/stockManage',
    code: Menu.STOCK,
    permissionName: 'stock',
    menu: 'submenu',
    pages: [
      p('orderList'),
      p('transfer'),
      p('modifier', { children: [p('increase'), p('damage'), p('loss')] }),
      p('inventoryList'),
      p('produceList'),
      p('providerMsg'),
      p('factoryMsg'),
      p('history'),
      p('stockValue'),
      p('damageGoods'),
      h('addOrder', 'orderList'),
      h('orderInfo', 'orderList'),
      h('receiveOrder', 'orderList'),
      h('returnOrder', 'orderList'),
      h('addTransfer', 'transfer'),
      h('transferInfo', 'transfer'),
      h('receiveTransfer', 'transfer'),
      h('addIncrease', 'modifier/increase'),
      h('increaseInfo', 'modifier/increase'),
      h('addDamage', 'modifier/damage'),
      h('damageInfo', 'modifier/damage'),
      h('addLoss', 'modifier/loss'),
      h('lossInfo', 'modifier/loss'),
      h('selectGoodsForInventory', 'inventoryList'),
      h('inventoryInfo', 'inventoryList'),
      h('saveInventory', 'inventoryList'),
      h('addProduce', 'produceList'),
      h('produceInfo', 'produceList'),
      h('editProvider', 'providerMsg'),
      h('editFactory', 'factoryMsg'),
    ],
  },
  {
    key: 'staffManage',
    path: '/staffManage',
    code: Menu.STAFF,
    menu: 'submenu',
    pages: [
      p('staffManage'),
      p('roleManage', { code: Menu.STAFF }),
      p('timeCard', { code: Menu.TIME_CARDS }),
      p('staffWorkCount', { code: Menu.TIME_CARDS }),
      h('staffEdit', 'staffManage'),
      h('roleManage/addRole', 'roleManage'),
      h('timeCardEdit', 'timeCard', { code: Menu.TIME_CARDS }),
    ],
  },
  {
    key: 'deviceManage',
    path: '/deviceManage',
    code: Menu.DEVICES,
    menu: 'submenu',
    pages: [
      p('index'),
      p('deviceKitchen'),
      p('deviceCustomer'),
      p('adList'),
      h('edit', 'index'),
      h('deviceKitchenEdit', 'deviceKitchen'),
      h('deviceCustomerEdit', 'deviceCustomer'),
      h('adEdit', 'adList'),
    ],
  },
  {
    key: 'storeManage',
    path: '/storeManage',
    code: Menu.STORES,
    permissionName: 'storeManage',
    menu: 'submenu',
    pages: [
      p('storeManage'),
      p('storeAsset'),
      p('invoiceSetting'),
      h('storeManage/addStore', 'storeManage'),
      h('storeAsset/addAsset', 'storeAsset'),
      h('shopAreaEdit', 'storeManage'),
    ],
  },
  {
    key: 'diningCar',
    path: '/diningCar',
    code: Menu.FOOD_TRUCKS,
    menu: 'submenu',
    pages: [
      p('list'),
      p('assetList'),
      p('invoiceSetting'),
      p('placeList'),
      h('edit', 'list'),
      h('assetEdit', 'assetList'),
      h('placeEdit', 'placeList'),
    ],
  },
  {
    key: 'readmeApp',
    path: '/readmeApp',
    code: Menu.ONLINE_SHOP,
    menu: 'submenu',
    pages: [
      p('shopList'),
      p('vipList'),
      p('readmeQRcode'),
      p('orderList'),
      h('settings', 'shopList', {
        children: ['home', 'ad', 'adEdit', 'goods', 'set', 'theme', 'themeEdit', 'type'].map((c) => h(c)),
      }),
      h('vipEdit', 'vipList'),
    ],
  },
  {
    key: 'vipManage',
    path: '/vipManage',
    code: Menu.MEMBERS,
    permissionName: 'vipManage',
    menu: 'item',
    pages: [p('vipManage'), h('vipEdit', 'vipManage'), h('vipInfo', 'vipManage'), h('importVipExcel', 'vipManage')],
  },
  {
    key: 'setting',
    path: '/setting',
    code: Menu.ORDERING_SETTINGS,
    // Every settings page is hidden (§2): the section's entry opens an index of the pages the user may open.
    menu: 'settingsIndex',
    pages: [
      h('order', undefined, { code: Menu.ORDERING_SETTINGS }),
      h('payway', undefined, { code: Menu.PAYMENT_METHODS }),
      h('paywayEdit', 'payway', { code: Menu.PAYMENT_METHODS }),
      h('orderClassify', undefined, { code: Menu.ORDER_TYPES }),
      h('orderClassifyEdit', 'orderClassify', { code: Menu.ORDER_TYPES }),
      h('printSetting', undefined, { code: Menu.PRINTER_GROUPS }),
      h('printGroupEdit', 'printSetting', { code: Menu.PRINTER_GROUPS }),
      h('revenueSetting', undefined, { code: Menu.TAXES }),
      h('revenueEdit', 'revenueSetting', { code: Menu.TAXES }),
      h('costType', undefined, { code: Menu.COST_TYPES }),
      h('costTypeEdit', 'costType', { code: Menu.COST_TYPES }),
      h('areaSet', undefined, { code: Menu.REGIONS }),
      // The spec gives points and order duration no code of their own: they belong to the ordering settings (9).
      h('Integral', undefined, { code: Menu.ORDERING_SETTINGS }),
      h('orderDuration', undefined, { code: Menu.ORDERING_SETTINGS }),
    ],
  },
  {
    key: 'user',
    path: '/user',
    code: null,
    // Reached from the user dropdown ('account'), not from the menu. The subscription and billing screen (§2, §6) is
    // the account owner's: the page itself tells anyone else so (no menu code carries the permission).
    menu: 'none',
    pages: [h('userMsg'), h('billing')],
  },
];
