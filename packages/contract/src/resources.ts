// Resource descriptors: each plain list-and-edit resource of the back office, as the API serves it. A descriptor names
// the resource plainly (`tax`, not the spec's `revenue`), says where its calls are (the spec's words stay in the
// paths) and which contract schemas its calls take and answer. The web's resource kit (query keys, list / detail /
// save / delete hooks, the list table) is built on these; a new list-and-edit screen starts with one.
import type { z } from 'zod';
import {
  CategoryListQuery,
  type CategoryRow,
  CategorySaveBody,
  ModifierListQuery,
  type ModifierRow,
  ModifierSaveBody,
  type ProductDetail,
  ProductListQuery,
  type ProductRow,
  ProductSaveBody,
  RewardListQuery,
  type RewardRow,
  RewardSaveBody,
} from './catalog';
import { DeviceListQuery, DeviceRow, DeviceSaveBody } from './devices';
import { MemberListQuery, MemberRow, MemberSaveBody } from './members';
import {
  CostTypeListQuery,
  CostTypeRow,
  CostTypeSaveBody,
  OrderTypeListQuery,
  OrderTypeRow,
  OrderTypeSaveBody,
  PaymentMethodListQuery,
  PaymentMethodRow,
  PaymentMethodSaveBody,
  PrinterGroupListQuery,
  PrinterGroupRow,
  PrinterGroupSaveBody,
  RegionListQuery,
  RegionRow,
  RegionSaveBody,
  TaxListQuery,
  TaxRow,
  TaxSaveBody,
} from './settings';
import { RoleListQuery, RoleRow, RoleSaveBody, StaffListQuery, StaffRow, StaffSaveBody } from './staff';
import { PartnerListQuery, PartnerRow, PartnerSaveBody } from './stock-partners';
import {
  AssetListQuery,
  AssetListResult,
  AssetRow,
  AssetSaveBody,
  PlaceListQuery,
  PlaceRow,
  PlaceSaveBody,
  StoreListQuery,
  StoreRow,
  StoreSaveBody,
} from './stores';

/** Something with an output type: a zod schema, or a `TypeOnly` marker where the contract has an interface only. */
export interface Shape {
  readonly _output: unknown;
}

/** A row type the contract declares as a TypeScript interface (no schema): carries the type, holds nothing. */
export interface TypeOnly<T> {
  readonly _output: T;
}

/** Every call of a resource is POST /m<path> with a JSON body. */
export interface ResourcePaths {
  /** The list body (`listQuery`) → `{ list, total }` (or `listResult`). */
  readonly list: string;
  /** `{ [idKey]: id }` → one row (`detail`, else `row`); absent where the list row is all there is. */
  readonly detail?: string;
  /** `saveBody` (no `id`: add, with `id`: edit) → `saved`, else the detail. */
  readonly save: string;
  /** `{ [idKey]: id }` → null; absent where rows are not deleted. The web asks first. */
  readonly delete?: string;
  /** The list's filters without paging (plus `format` where `exportFormats` lists several) → a file. */
  readonly export?: string;
}

export type ExportFileFormat = 'xlsx' | 'pdf';

export interface ResourceDescriptor {
  /** The plain name in code (query keys, messages): `tax`, `paymentMethod`, `storeAsset`. */
  readonly name: string;
  readonly paths: ResourcePaths;
  readonly listQuery: z.ZodType;
  readonly saveBody: z.ZodType;
  /** A row of the list. */
  readonly row: Shape;
  /** The detail, where it differs from the list row. */
  readonly detail?: Shape;
  /** The list's answer, where it carries more than `{ list, total }`. */
  readonly listResult?: Shape;
  /** What a save answers, where it is not the detail. */
  readonly saved?: Shape;
  /** The row field that identifies a row and that detail and delete take: `id` unless said. */
  readonly idKey?: 'id' | 'productId';
  /** The list filter a free-text search fills: `name` (the name only) or `keyword` (name and other fields). */
  readonly search: 'name' | 'keyword';
  /** The file formats of the export when its body takes a `format` (else one xlsx file, no `format`). */
  readonly exportFormats?: readonly ExportFileFormat[];
}

// ── Catalog ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const categoryResource = {
  name: 'category',
  paths: { list: '/goods/category/list', save: '/goods/category/save', delete: '/goods/category/delete' },
  listQuery: CategoryListQuery,
  saveBody: CategorySaveBody,
  row: {} as TypeOnly<CategoryRow>,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const modifierResource = {
  name: 'modifier',
  paths: {
    list: '/goods/spice/list',
    detail: '/goods/spice/detail',
    save: '/goods/spice/save',
    delete: '/goods/spice/delete',
  },
  listQuery: ModifierListQuery,
  saveBody: ModifierSaveBody,
  row: {} as TypeOnly<ModifierRow>,
  search: 'name',
} as const satisfies ResourceDescriptor;

/** Products: the detail carries stores, variants and components; the export is the list as xlsx. */
export const productResource = {
  name: 'product',
  paths: {
    list: '/goods/list',
    detail: '/goods/detail',
    save: '/goods/save',
    delete: '/goods/delete',
    export: '/goods/export',
  },
  listQuery: ProductListQuery,
  saveBody: ProductSaveBody,
  row: {} as TypeOnly<ProductRow>,
  detail: {} as TypeOnly<ProductDetail>,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

/** A product's commission: rows are products, saved several at once, deleted by product. */
export const rewardResource = {
  name: 'reward',
  paths: { list: '/goods/reward/list', save: '/goods/reward/save', delete: '/goods/reward/delete' },
  listQuery: RewardListQuery,
  saveBody: RewardSaveBody,
  row: {} as TypeOnly<RewardRow>,
  saved: {} as TypeOnly<null>,
  idKey: 'productId',
  search: 'keyword',
} as const satisfies ResourceDescriptor;

// ── Settings (`/setting/<spec word>/…`) ─────────────────────────────────────────────────────────────────────────

export const taxResource = {
  name: 'tax',
  paths: {
    list: '/setting/revenue/list',
    detail: '/setting/revenue/detail',
    save: '/setting/revenue/save',
    delete: '/setting/revenue/delete',
  },
  listQuery: TaxListQuery,
  saveBody: TaxSaveBody,
  row: TaxRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const paymentMethodResource = {
  name: 'paymentMethod',
  paths: {
    list: '/setting/payway/list',
    detail: '/setting/payway/detail',
    save: '/setting/payway/save',
    delete: '/setting/payway/delete',
  },
  listQuery: PaymentMethodListQuery,
  saveBody: PaymentMethodSaveBody,
  row: PaymentMethodRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const orderTypeResource = {
  name: 'orderType',
  paths: {
    list: '/setting/orderClassify/list',
    detail: '/setting/orderClassify/detail',
    save: '/setting/orderClassify/save',
    delete: '/setting/orderClassify/delete',
  },
  listQuery: OrderTypeListQuery,
  saveBody: OrderTypeSaveBody,
  row: OrderTypeRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const costTypeResource = {
  name: 'costType',
  paths: {
    list: '/setting/costType/list',
    detail: '/setting/costType/detail',
    save: '/setting/costType/save',
    delete: '/setting/costType/delete',
  },
  listQuery: CostTypeListQuery,
  saveBody: CostTypeSaveBody,
  row: CostTypeRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const printerGroupResource = {
  name: 'printerGroup',
  paths: {
    list: '/setting/printGroup/list',
    detail: '/setting/printGroup/detail',
    save: '/setting/printGroup/save',
    delete: '/setting/printGroup/delete',
  },
  listQuery: PrinterGroupListQuery,
  saveBody: PrinterGroupSaveBody,
  row: PrinterGroupRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

/** A sales region (country, currency, exchange rates); the spec calls it an area, which dining areas also are. */
export const regionResource = {
  name: 'region',
  paths: {
    list: '/setting/area/list',
    detail: '/setting/area/detail',
    save: '/setting/area/save',
    delete: '/setting/area/delete',
  },
  listQuery: RegionListQuery,
  saveBody: RegionSaveBody,
  row: RegionRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

// ── Members ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const memberResource = {
  name: 'member',
  paths: {
    list: '/member/list',
    detail: '/member/detail',
    save: '/member/save',
    delete: '/member/delete',
    export: '/member/export',
  },
  listQuery: MemberListQuery,
  saveBody: MemberSaveBody,
  row: MemberRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

// ── Stock partners (one shape, two lists) ───────────────────────────────────────────────────────────────────────

export const supplierResource = {
  name: 'supplier',
  paths: {
    list: '/stock/supplier/list',
    detail: '/stock/supplier/get',
    save: '/stock/supplier/save',
    delete: '/stock/supplier/delete',
    export: '/stock/supplier/export',
  },
  listQuery: PartnerListQuery,
  saveBody: PartnerSaveBody,
  row: PartnerRow,
  search: 'keyword',
  exportFormats: ['xlsx', 'pdf'],
} as const satisfies ResourceDescriptor;

export const manufacturerResource = {
  name: 'manufacturer',
  paths: {
    list: '/stock/manufacturer/list',
    detail: '/stock/manufacturer/get',
    save: '/stock/manufacturer/save',
    delete: '/stock/manufacturer/delete',
    export: '/stock/manufacturer/export',
  },
  listQuery: PartnerListQuery,
  saveBody: PartnerSaveBody,
  row: PartnerRow,
  search: 'keyword',
  exportFormats: ['xlsx', 'pdf'],
} as const satisfies ResourceDescriptor;

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const roleResource = {
  name: 'role',
  paths: { list: '/role/list', detail: '/role/detail', save: '/role/save', delete: '/role/delete' },
  listQuery: RoleListQuery,
  saveBody: RoleSaveBody,
  row: RoleRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

/** Staff accounts (a save answers 20074 as a result code when the account name is taken). */
export const staffResource = {
  name: 'staff',
  paths: { list: '/staff/list', detail: '/staff/detail', save: '/staff/save', delete: '/staff/delete' },
  listQuery: StaffListQuery,
  saveBody: StaffSaveBody,
  row: StaffRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

// ── Devices ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Kiosks, kitchen and customer displays: one resource, the list filtered by `kind` (20074 as for staff). */
export const deviceResource = {
  name: 'device',
  paths: { list: '/device/list', detail: '/device/detail', save: '/device/save', delete: '/device/delete' },
  listQuery: DeviceListQuery,
  saveBody: DeviceSaveBody,
  row: DeviceRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

// ── Stores, food trucks and what belongs to them ────────────────────────────────────────────────────────────────

export const storeResource = {
  name: 'store',
  paths: { list: '/store/list', detail: '/store/detail', save: '/store/save', delete: '/store/delete' },
  listQuery: StoreListQuery,
  saveBody: StoreSaveBody,
  row: StoreRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

export const truckResource = {
  name: 'truck',
  paths: { list: '/diningCar/list', detail: '/diningCar/detail', save: '/diningCar/save', delete: '/diningCar/delete' },
  listQuery: StoreListQuery,
  saveBody: StoreSaveBody,
  row: StoreRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

/** The operating places of the food trucks. */
export const placeResource = {
  name: 'place',
  paths: {
    list: '/diningCar/place/list',
    detail: '/diningCar/place/detail',
    save: '/diningCar/place/save',
    delete: '/diningCar/place/delete',
  },
  listQuery: PlaceListQuery,
  saveBody: PlaceSaveBody,
  row: PlaceRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

export const storeAssetResource = {
  name: 'storeAsset',
  paths: {
    list: '/store/asset/list',
    detail: '/store/asset/detail',
    save: '/store/asset/save',
    delete: '/store/asset/delete',
  },
  listQuery: AssetListQuery,
  saveBody: AssetSaveBody,
  row: AssetRow,
  listResult: AssetListResult,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

export const truckAssetResource = {
  name: 'truckAsset',
  paths: {
    list: '/diningCar/asset/list',
    detail: '/diningCar/asset/detail',
    save: '/diningCar/asset/save',
    delete: '/diningCar/asset/delete',
  },
  listQuery: AssetListQuery,
  saveBody: AssetSaveBody,
  row: AssetRow,
  listResult: AssetListResult,
  search: 'keyword',
} as const satisfies ResourceDescriptor;
