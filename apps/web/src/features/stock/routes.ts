import type { PageLoader } from '../../app/route-table';

// The full paths of §2 written out: importing paths.ts here would put it (with its helpers) on the first page.
const S = '/stockManage';
const PATHS = [
  'orderList',
  'addOrder',
  'orderInfo',
  'receiveOrder',
  'returnOrder',
  'transfer',
  'addTransfer',
  'transferInfo',
  'receiveTransfer',
  'modifier/increase',
  'modifier/damage',
  'modifier/loss',
  'addIncrease',
  'addDamage',
  'addLoss',
  'increaseInfo',
  'damageInfo',
  'lossInfo',
  'inventoryList',
  'selectGoodsForInventory',
  'saveInventory',
  'inventoryInfo',
  'produceList',
  'addProduce',
  'produceInfo',
  'providerMsg',
  'editProvider',
  'factoryMsg',
  'editFactory',
  'history',
  'stockValue',
  'damageGoods',
].map((p) => `${S}/${p}`);

/**
 * Pages of the stock feature by their full path in the route table (/stockManage/modifier redirects to increase).
 * Each goes through loaders.ts, one small chunk: 30 dynamic imports here would each carry their list of
 * chunks into the entry, which the login route loads (web-conventions: the first page's weight).
 */
export const pages: Record<string, PageLoader> = Object.fromEntries(
  PATHS.map((path) => [path, () => import('./loaders').then((m) => m.default(path))]),
);
