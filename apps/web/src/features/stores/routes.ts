import type { PageLoader } from '../../shared/navigation/page-tree';

/** Pages of the stores feature by their full path in the route table (e.g. '/storeManage/storeManage'). */
export const pages: Record<string, PageLoader> = {
  '/storeManage/storeManage': () => import('./pages/store-list-page'),
  '/storeManage/storeManage/addStore': () => import('./pages/store-edit-page'),
  '/storeManage/shopAreaEdit': () => import('./pages/shop-area-page'),
  '/storeManage/storeAsset': () => import('./pages/store-asset-page'),
  '/storeManage/storeAsset/addAsset': () => import('./pages/store-asset-edit-page'),
  '/storeManage/invoiceSetting': () => import('./pages/store-invoice-page'),
  '/diningCar/list': () => import('./pages/truck-list-page'),
  '/diningCar/edit': () => import('./pages/truck-edit-page'),
  '/diningCar/placeList': () => import('./pages/place-list-page'),
  '/diningCar/placeEdit': () => import('./pages/place-edit-page'),
  '/diningCar/assetList': () => import('./pages/truck-asset-page'),
  '/diningCar/assetEdit': () => import('./pages/truck-asset-edit-page'),
  '/diningCar/invoiceSetting': () => import('./pages/truck-invoice-page'),
};
