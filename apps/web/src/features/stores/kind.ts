import { storeAssetResource, storeResource, truckAssetResource, truckResource } from '@tillbook/contract';

/** Stores and food trucks share their pages: a truck is a store of kind 'truck' under other paths. */
export type StoreKind = 'store' | 'truck';

interface KindPaths {
  /** API prefix: `/m/store/…` or `/m/diningCar/…`. */
  api: '/store' | '/diningCar';
  /** The kind's resource (list, detail, save, delete) and its assets'. */
  resource: typeof storeResource | typeof truckResource;
  assetResource: typeof storeAssetResource | typeof truckAssetResource;
  list: string;
  edit: string;
  assets: string;
  assetEdit: string;
  invoice: string;
  /** Prefix of the test ids, so a spec can tell the two apart. */
  testId: 'store' | 'truck';
  /** Key of the kind's texts in the stores namespace. */
  texts: 'store' | 'truck';
}

export const KIND: Record<StoreKind, KindPaths> = {
  store: {
    api: '/store',
    resource: storeResource,
    assetResource: storeAssetResource,
    list: '/storeManage/storeManage',
    edit: '/storeManage/storeManage/addStore',
    assets: '/storeManage/storeAsset',
    assetEdit: '/storeManage/storeAsset/addAsset',
    invoice: '/storeManage/invoiceSetting',
    testId: 'store',
    texts: 'store',
  },
  truck: {
    api: '/diningCar',
    resource: truckResource,
    assetResource: truckAssetResource,
    list: '/diningCar/list',
    edit: '/diningCar/edit',
    assets: '/diningCar/assetList',
    assetEdit: '/diningCar/assetEdit',
    invoice: '/diningCar/invoiceSetting',
    testId: 'truck',
    texts: 'truck',
  },
};

export const ZONES_PATH = '/storeManage/shopAreaEdit';
export const PLACES_PATH = '/diningCar/placeList';
export const PLACE_EDIT_PATH = '/diningCar/placeEdit';
