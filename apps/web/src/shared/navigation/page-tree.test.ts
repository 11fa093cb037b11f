import { NamedPermission } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import zhMenu from '../../locales/zh_CN/menu.json';
import { ALL_PAGES, findPage, pageTitleKey, sectionTitleKey } from './page-tree';
import { SECTIONS } from './sections';

// §2's table, transcribed independently of the page tree: [section, code, visible pages, hidden pages].
// 'page:code' marks a page whose code differs from its section's.
const SPEC: [string, number | null, string[], string[]][] = [
  [
    '/report',
    1,
    [
      'saleCount',
      'singleGoodsCount',
      'classifyCount',
      'staffCount',
      'promotionCount',
      'payWayCount',
      'spiceCount',
      'notPayment',
      'payment',
      'paymentException',
      'discount',
      'revenueCount',
      'staffExpend',
      'staffDuty',
      'reservation',
    ],
    ['staffDuty/info'],
  ],
  [
    '/onlineReport',
    129,
    ['saleCount', 'singleGoodsCount', 'classifyCount', 'payWayCount', 'spiceCount', 'revenueCount'],
    [],
  ],
  ['/deposit', 2, ['index'], []],
  [
    '/goodsSetting',
    3,
    ['goodsList', 'goodsPrice', 'goodsSort', 'classifySetting', 'spiceSetting', 'goodsReward'],
    [
      'goodsList/addGoods',
      'goodsList/importGoodsExcel',
      'goodsPriceEdit',
      'goodsPriceEditMulte',
      'spiceSetting/addSpice',
      'classifySetting/addClassify',
      'goodsRewardEdit',
    ],
  ],
  [
    '/stockManage',
    4,
    [
      'orderList',
      'transfer',
      'modifier',
      'modifier/increase',
      'modifier/damage',
      'modifier/loss',
      'inventoryList',
      'produceList',
      'providerMsg',
      'factoryMsg',
      'history',
      'stockValue',
      'damageGoods',
    ],
    [
      'addOrder',
      'orderInfo',
      'receiveOrder',
      'returnOrder',
      'addTransfer',
      'transferInfo',
      'receiveTransfer',
      'addIncrease',
      'increaseInfo',
      'addDamage',
      'damageInfo',
      'addLoss',
      'lossInfo',
      'selectGoodsForInventory',
      'inventoryInfo',
      'saveInventory',
      'addProduce',
      'produceInfo',
      'editProvider',
      'editFactory',
    ],
  ],
  [
    '/staffManage',
    5,
    ['staffManage', 'roleManage', 'timeCard:6', 'staffWorkCount:6'],
    ['staffEdit', 'roleManage/addRole', 'timeCardEdit:6'],
  ],
  [
    '/deviceManage',
    123,
    ['index', 'deviceKitchen', 'deviceCustomer', 'adList'],
    ['edit', 'deviceKitchenEdit', 'deviceCustomerEdit', 'adEdit'],
  ],
  [
    '/storeManage',
    7,
    ['storeManage', 'storeAsset', 'invoiceSetting'],
    ['storeManage/addStore', 'storeAsset/addAsset', 'shopAreaEdit'],
  ],
  ['/diningCar', 127, ['list', 'assetList', 'invoiceSetting', 'placeList'], ['edit', 'assetEdit', 'placeEdit']],
  [
    '/readmeApp',
    16,
    ['shopList', 'vipList', 'readmeQRcode', 'orderList'],
    [
      'settings',
      'settings/home',
      'settings/ad',
      'settings/adEdit',
      'settings/goods',
      'settings/set',
      'settings/theme',
      'settings/themeEdit',
      'settings/type',
      'vipEdit',
    ],
  ],
  ['/vipManage', 8, ['vipManage'], ['vipEdit', 'vipInfo', 'importVipExcel']],
  [
    '/setting',
    9,
    [],
    [
      'order:9',
      'payway:10',
      'paywayEdit:10',
      'orderClassify:11',
      'orderClassifyEdit:11',
      'printSetting:12',
      'printGroupEdit:12',
      'revenueSetting:13',
      'revenueEdit:13',
      'costType:14',
      'costTypeEdit:14',
      'areaSet:15',
      'Integral:9',
      'orderDuration:9',
    ],
  ],
  ['/user', null, [], ['userMsg', 'billing']],
];

const expected = SPEC.flatMap(([section, code, visible, hidden]) =>
  [...visible.map((p) => [p, false] as const), ...hidden.map((p) => [p, true] as const)].map(([entry, isHidden]) => {
    const [path, own] = entry.split(':');
    return { fullPath: `${section}/${path}`, code: own ? Number(own) : code, hidden: isHidden };
  }),
);

describe('page tree against §2', () => {
  it('holds every page of §2 with its menu code and hidden flag, and nothing else', () => {
    const actual = ALL_PAGES.map((p) => ({ fullPath: p.fullPath, code: p.code, hidden: p.hidden }));
    expect(actual.sort((a, b) => a.fullPath.localeCompare(b.fullPath))).toEqual(
      [...expected].sort((a, b) => a.fullPath.localeCompare(b.fullPath)),
    );
  });

  it('holds the sections of §2 in order, with their codes', () => {
    expect(SECTIONS.map((s) => [s.path, s.code])).toEqual(SPEC.map(([path, code]) => [path, code]));
  });

  it('puts the named permissions of §6 on their sections', () => {
    const named = SECTIONS.filter((s) => s.permissionName).map((s) => [s.permissionName, s.code]);
    expect(named).toEqual(Object.entries(NamedPermission));
  });

  it('redirects stock adjustments to increase, and the shop settings layout to its first page', () => {
    expect(findPage('/stockManage/modifier')?.redirectTo).toBe('/stockManage/modifier/increase');
    expect(findPage('/readmeApp/settings')?.redirectTo).toBe('/readmeApp/settings/home');
  });

  it('links every hidden page to an existing owner', () => {
    for (const page of ALL_PAGES.filter((p) => p.parentPath)) {
      expect(findPage(page.parentPath ?? ''), page.fullPath).toBeDefined();
    }
  });

  it('titles every section and page in the default locale', () => {
    const menu = zhMenu as Record<string, Record<string, unknown>>;
    const lookup = (key: string) => menu[key.slice(0, key.indexOf('.'))]?.[key.slice(key.indexOf('.') + 1)];
    for (const s of SECTIONS) expect(lookup(sectionTitleKey(s)), s.path).toBeTypeOf('string');
    for (const p of ALL_PAGES) expect(lookup(pageTitleKey(p)), p.fullPath).toBeTypeOf('string');
  });
});
