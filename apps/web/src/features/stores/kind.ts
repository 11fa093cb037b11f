/** Stores and food trucks share their pages: a truck is a store of kind 'truck' under other paths. */
export type StoreKind = 'store' | 'truck';

interface KindPaths {
  /** API prefix: `/m/store/…` or `/m/diningCar/…`. */
  api: '/store' | '/diningCar';
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

/** A positive integer from a query-string value, or undefined. */
export function idParam(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
