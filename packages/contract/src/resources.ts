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
  type OnlineMemberDetail,
  OnlineMemberListQuery,
  type OnlineMemberRow,
  OnlineMemberSaveBody,
  PromoListQuery,
  type PromoRow,
  PromoSaveBody,
  ShopListQuery,
  type ShopRow,
  ShopSaveBody,
} from './online-shop';
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

/** The four calls of a resource served under one prefix: `<base>/list`, `/detail`, `/save`, `/delete`. */
const crudPaths = (base: string) =>
  ({ list: `${base}/list`, detail: `${base}/detail`, save: `${base}/save`, delete: `${base}/delete` }) as const;

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
  paths: crudPaths('/goods/spice'),
  listQuery: ModifierListQuery,
  saveBody: ModifierSaveBody,
  row: {} as TypeOnly<ModifierRow>,
  search: 'name',
} as const satisfies ResourceDescriptor;

/** Products: the detail carries stores, variants and components; the export is the list as xlsx. */
export const productResource = {
  name: 'product',
  paths: { ...crudPaths('/goods'), export: '/goods/export' },
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
  paths: crudPaths('/setting/revenue'),
  listQuery: TaxListQuery,
  saveBody: TaxSaveBody,
  row: TaxRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const paymentMethodResource = {
  name: 'paymentMethod',
  paths: crudPaths('/setting/payway'),
  listQuery: PaymentMethodListQuery,
  saveBody: PaymentMethodSaveBody,
  row: PaymentMethodRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const orderTypeResource = {
  name: 'orderType',
  paths: crudPaths('/setting/orderClassify'),
  listQuery: OrderTypeListQuery,
  saveBody: OrderTypeSaveBody,
  row: OrderTypeRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const costTypeResource = {
  name: 'costType',
  paths: crudPaths('/setting/costType'),
  listQuery: CostTypeListQuery,
  saveBody: CostTypeSaveBody,
  row: CostTypeRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

export const printerGroupResource = {
  name: 'printerGroup',
  paths: crudPaths('/setting/printGroup'),
  listQuery: PrinterGroupListQuery,
  saveBody: PrinterGroupSaveBody,
  row: PrinterGroupRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

/** A sales region (country, currency, exchange rates); the spec calls it an area, which dining areas also are. */
export const regionResource = {
  name: 'region',
  paths: crudPaths('/setting/area'),
  listQuery: RegionListQuery,
  saveBody: RegionSaveBody,
  row: RegionRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

// ── Members ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const memberResource = {
  name: 'member',
  paths: { ...crudPaths('/member'), export: '/member/export' },
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
  paths: crudPaths('/role'),
  listQuery: RoleListQuery,
  saveBody: RoleSaveBody,
  row: RoleRow,
  search: 'name',
} as const satisfies ResourceDescriptor;

/** Staff accounts (a save answers 20074 as a result code when the account name is taken). */
export const staffResource = {
  name: 'staff',
  paths: crudPaths('/staff'),
  listQuery: StaffListQuery,
  saveBody: StaffSaveBody,
  row: StaffRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

// ── Devices ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Kiosks, kitchen and customer displays: one resource, the list filtered by `kind` (20074 as for staff). */
export const deviceResource = {
  name: 'device',
  paths: crudPaths('/device'),
  listQuery: DeviceListQuery,
  saveBody: DeviceSaveBody,
  row: DeviceRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

// ── Stores, food trucks and what belongs to them ────────────────────────────────────────────────────────────────

export const storeResource = {
  name: 'store',
  paths: crudPaths('/store'),
  listQuery: StoreListQuery,
  saveBody: StoreSaveBody,
  row: StoreRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

export const truckResource = {
  name: 'truck',
  paths: crudPaths('/diningCar'),
  listQuery: StoreListQuery,
  saveBody: StoreSaveBody,
  row: StoreRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

/** The operating places of the food trucks. */
export const placeResource = {
  name: 'place',
  paths: crudPaths('/diningCar/place'),
  listQuery: PlaceListQuery,
  saveBody: PlaceSaveBody,
  row: PlaceRow,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

export const storeAssetResource = {
  name: 'storeAsset',
  paths: crudPaths('/store/asset'),
  listQuery: AssetListQuery,
  saveBody: AssetSaveBody,
  row: AssetRow,
  listResult: AssetListResult,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

export const truckAssetResource = {
  name: 'truckAsset',
  paths: crudPaths('/diningCar/asset'),
  listQuery: AssetListQuery,
  saveBody: AssetSaveBody,
  row: AssetRow,
  listResult: AssetListResult,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

// ── Online shop (`/online/…`, menu 16) ──────────────────────────────────────────────────────────────────────────

/** The online shops: one per store or food truck; the settings page saves with its own call (`/online/shop/settings`). */
export const onlineShopResource = {
  name: 'onlineShop',
  paths: crudPaths('/online/shop'),
  listQuery: ShopListQuery,
  saveBody: ShopSaveBody,
  row: {} as TypeOnly<ShopRow>,
  search: 'keyword',
} as const satisfies ResourceDescriptor;

/** The banners (ads) of the shops' home pages. */
export const onlineAdResource = {
  name: 'onlineAd',
  paths: crudPaths('/online/ad'),
  listQuery: PromoListQuery,
  saveBody: PromoSaveBody,
  row: {} as TypeOnly<PromoRow>,
  search: 'name',
} as const satisfies ResourceDescriptor;

/** The themes (product groups) of the shops. */
export const onlineThemeResource = {
  name: 'onlineTheme',
  paths: crudPaths('/online/theme'),
  listQuery: PromoListQuery,
  saveBody: PromoSaveBody,
  row: {} as TypeOnly<PromoRow>,
  search: 'name',
} as const satisfies ResourceDescriptor;

/** The shoppers registered on the storefront; not deleted (frozen instead), the detail adds the POS members to link. */
export const onlineMemberResource = {
  name: 'onlineMember',
  paths: { list: '/online/member/list', detail: '/online/member/detail', save: '/online/member/save' },
  listQuery: OnlineMemberListQuery,
  saveBody: OnlineMemberSaveBody,
  row: {} as TypeOnly<OnlineMemberRow>,
  detail: {} as TypeOnly<OnlineMemberDetail>,
  search: 'keyword',
} as const satisfies ResourceDescriptor;
