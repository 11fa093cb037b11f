// Request and response schemas of the stores domain: stores and food trucks, their zones and tables with QR codes,
// food-truck places, assets and the invoice (receipt) format. Shared by the server and the web.
//
// Paths: every store call is `POST /m/store/…` (menu code 7, rows of kind 'store'); the food-truck calls are the
// same calls under `POST /m/diningCar/…` (menu code 127, rows of kind 'truck'). A truck has no zones or tables.
//
// Codes answered by this domain (§8):
// - 20037 NO_DATA: the row does not exist, belongs to another tenant, is of the other kind (a truck id on a store
//   path), or the caller is not bound to its store. Also for a `storeId`/`truckId` in a body that the caller cannot see.
// - 1004 ADDED_REPEATEDLY: a zone name already used in the store, or a table number twice in a zone ("duplicate area
//   or table name"). 1005 SAVE_AT_LEAST_ONE: a zone without tables.
// - 1003 CODE_REPEATED: an asset number/code already used in the same store.
// - 1016 SHOP_IN_USE: a store or truck cannot be deleted; `data.usedBy` says why: 'staff', a reference registered by
//   another module (e.g. 'devices', 'purchase orders'), 'place' (one of a truck's places is in use) or 'lastStore'
//   (the tenant's last store: a merchant keeps at least one).
// - 20079 AREA_IN_USE: a food-truck place is in use (`data.usedBy` as above).
// - 20094 FILE_FORMAT_WRONG: a logo of a type other than UPLOAD_LIMITS.logo.types, or whose bytes are not of the type
//   it claims. 1001 PARAM with an issue on `base64`: a logo over 200 KB (UPLOAD_LIMITS.logo.maxBytes); 20099
//   FILE_CONTENT_ERROR: an empty or undecodable file.
// - Scanning a table QR code (`/m/scan/table`): 2000 TABLE_MISSING (unknown token or the table was deleted),
//   2001 QR_CODE_EXPIRED (a token replaced by a refresh), 2002 QR_ORDERING_CLOSED (scan-to-order is off for the
//   store), 2003 STORE_NOT_OPEN (the store is closed). Checked in that order.
import { z } from 'zod';
import { countryById } from './countries';
import { currencyById } from './currencies';
import { Err } from './errors';
import { id, text } from './fields';
import { LANGUAGES } from './languages';
import { ListQuery } from './paging';
import { decimal, stripPhone, UPLOAD_LIMITS } from './rules';

function issue(ctx: z.core.$RefinementCtx<unknown>, code: number, message: string, path?: PropertyKey[]) {
  ctx.addIssue({ code: 'custom', message, params: { code }, ...(path ? { path } : {}) });
}

// ── Enumerations ───────────────────────────────────────────────────────────────────────────────────────────

/** Store type (§3). */
export const STORE_TYPES = ['convenience', 'restaurant', 'bar'] as const;
export type StoreType = (typeof STORE_TYPES)[number];
/** Sales modes (§9); a store has at least one. */
export const SALES_MODES = ['retail', 'wholesale'] as const;
export type SalesMode = (typeof SALES_MODES)[number];
/** Price strategies (§9). */
export const PRICE_STRATEGIES = ['fixed', 'floating', 'tiered'] as const;
export type PriceStrategy = (typeof PRICE_STRATEGIES)[number];
/** Table features of a store, switched on and off with a confirmation (§4). All off for a new store. */
export const TABLE_FEATURES = ['reservation', 'scanOrder', 'payFirst'] as const;
export type TableFeature = (typeof TABLE_FEATURES)[number];
/** Store/truck asset status (§4). */
export const ASSET_STATUSES = ['used', 'idle', 'damaged'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

// ── Field rules ────────────────────────────────────────────────────────────────────────────────────────────

/** True for an IANA time-zone name this runtime knows (`Intl.supportedValuesOf('timeZone')`, plus 'UTC'). */
export function isTimeZone(name: string): boolean {
  return name === 'UTC' || Intl.supportedValuesOf('timeZone').includes(name);
}

/** An IANA time-zone name such as 'Asia/Shanghai' or 'Europe/London'. */
export const timeZone = z.string().trim().refine(isTimeZone, { message: 'unknown time zone' });

/** An optional phone: empty, or digits with leading zeros stripped (20006 when malformed). */
const optionalPhone = z
  .string()
  .trim()
  .default('')
  .transform(stripPhone)
  .superRefine((v, ctx) => {
    if (v !== '' && !/^[0-9]{4,15}$/.test(v)) issue(ctx, Err.MOBILE_FORMAT, 'mobile format wrong');
  });

/** An optional dialling code without the plus sign (20035 when malformed). */
const optionalAreaCode = z
  .string()
  .trim()
  .default('')
  .transform((v) => v.replace(/^\+/, ''))
  .superRefine((v, ctx) => {
    if (v !== '' && !/^[0-9]{1,4}(-[0-9]{1,4})?$/.test(v)) issue(ctx, Err.AREA_CODE_WRONG, 'area code wrong');
  });

/** A country of the built-in list, by sysCountryId; null when not chosen. */
const countryId = id.refine((v) => Boolean(countryById(v)), { message: 'unknown country' }).nullable();

/** The address block shared by stores, trucks and places. */
const addressFields = {
  areaCode: optionalAreaCode,
  phone: optionalPhone,
  address: text(200).default(''),
  city: text(50).default(''),
  province: text(50).default(''),
  postalCode: text(20).default(''),
  sysCountryId: countryId.default(null),
};

// ── Stores and food trucks ─────────────────────────────────────────────────────────────────────────────────

/**
 * POST /m/store/save and /m/diningCar/save — adds (no `id`) or edits a store or food truck. Answers its StoreRow.
 * `timeZone` defaults to the server's zone, `sysCurrencyId` to the tenant's currency (regions will set it later);
 * on an edit, leaving them out keeps the stored values.
 */
export const StoreSaveBody = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(50),
  contactPerson: text(50).default(''),
  ...addressFields,
  type: z.enum(STORE_TYPES).default('restaurant'),
  /** Open status: a closed store answers 2003 to a table QR scan. */
  open: z.boolean().default(true),
  /** Retail and/or wholesale; at least one. */
  salesModes: z
    .array(z.enum(SALES_MODES))
    .min(1)
    .default(['retail'])
    .transform((v) => [...new Set(v)]),
  priceStrategy: z.enum(PRICE_STRATEGIES).default('fixed'),
  timeZone: timeZone.optional(),
  sysCurrencyId: id.refine((v) => Boolean(currencyById(v)), { message: 'unknown currency' }).optional(),
});
export type StoreSaveBody = z.infer<typeof StoreSaveBody>;
/** The same body for a food truck. */
export const TruckSaveBody = StoreSaveBody;
export type TruckSaveBody = StoreSaveBody;

/**
 * POST /m/store/list and /m/diningCar/list → `{ list: StoreRow[], total }`. `keyword` matches name, contact person,
 * phone, address and city. Sorts by 'name', 'createdAt' (default) or 'id', '-' in front for descending.
 */
export const StoreListQuery = ListQuery.extend({
  keyword: text(50).optional(),
  type: z.enum(STORE_TYPES).optional(),
  open: z.boolean().optional(),
  salesMode: z.enum(SALES_MODES).optional(),
  priceStrategy: z.enum(PRICE_STRATEGIES).optional(),
});
export type StoreListQuery = z.infer<typeof StoreListQuery>;
export const TruckListQuery = StoreListQuery;
export type TruckListQuery = StoreListQuery;

/** POST /m/store/detail, /m/store/delete (and /m/diningCar/detail, /m/diningCar/delete). */
export const StoreIdBody = z.object({ id });
export type StoreIdBody = z.infer<typeof StoreIdBody>;

/** On/off state of the table features of a store. */
export const StoreFeatures = z.object({ reservation: z.boolean(), scanOrder: z.boolean(), payFirst: z.boolean() });
export type StoreFeatures = z.infer<typeof StoreFeatures>;

/** A store or food truck as answered by list, detail and save. Dates are ISO strings. */
export const StoreRow = z.object({
  id: z.number(),
  kind: z.enum(['store', 'truck']),
  name: z.string(),
  contactPerson: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  sysCountryId: z.number().nullable(),
  type: z.enum(STORE_TYPES),
  open: z.boolean(),
  salesModes: z.array(z.enum(SALES_MODES)),
  priceStrategy: z.enum(PRICE_STRATEGIES),
  timeZone: z.string(),
  sysCurrencyId: z.number(),
  features: StoreFeatures,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreRow = z.infer<typeof StoreRow>;

/** POST /m/store/delete and /m/diningCar/delete answer null; refusals 1016 with `data.usedBy` (see top). */
export const StoreInUseData = z.object({ usedBy: z.string() });
export type StoreInUseData = z.infer<typeof StoreInUseData>;

// ── Zones (areas) and tables ───────────────────────────────────────────────────────────────────────────────

/** A table as answered inside its zone. `qrUrl` is what its QR code holds; it changes when the code is refreshed. */
export const TableRow = z.object({
  id: z.number(),
  zoneId: z.number(),
  number: z.string(),
  seats: z.number(),
  qrUrl: z.string(),
  qrIssuedAt: z.string(),
});
export type TableRow = z.infer<typeof TableRow>;

/** A zone (dining area) of a store with its tables, in their saved order. */
export const ZoneRow = z.object({
  id: z.number(),
  storeId: z.number(),
  name: z.string(),
  sort: z.number(),
  tables: z.array(TableRow),
});
export type ZoneRow = z.infer<typeof ZoneRow>;

/** POST /m/store/area/list → `{ list: ZoneRow[], total }`: every zone of the store (not paged), by sort then id. */
export const ZoneListBody = z.object({ storeId: id });
export type ZoneListBody = z.infer<typeof ZoneListBody>;

/** One table in a zone save. `id` keeps an existing table (and its QR code); without it a table of the same number is kept. */
export const ZoneTableInput = z.object({
  id: id.optional(),
  number: z.string().trim().min(1).max(20),
  seats: z.coerce.number().int().min(1).max(999),
});
export type ZoneTableInput = z.infer<typeof ZoneTableInput>;

/**
 * POST /m/store/area/save — adds (no `id`) or replaces a zone with its full table list, in one transaction; answers
 * the ZoneRow. Tables left out are deleted (their QR codes stop working: 2000). Zone names are unique in a store and
 * table numbers in a zone (1004); at least one table (1005).
 */
export const ZoneSaveBody = z
  .object({
    id: id.optional(),
    storeId: id,
    name: z.string().trim().min(1).max(30),
    sort: z.coerce.number().int().min(0).max(9999).default(0),
    tables: z.array(ZoneTableInput).max(500),
  })
  .superRefine((v, ctx) => {
    if (v.tables.length === 0) return issue(ctx, Err.SAVE_AT_LEAST_ONE, 'at least one table', ['tables']);
    const seen = new Set<string>();
    v.tables.forEach((t, i) => {
      if (seen.has(t.number)) issue(ctx, Err.ADDED_REPEATEDLY, 'table number repeated', ['tables', i, 'number']);
      seen.add(t.number);
    });
  });
export type ZoneSaveBody = z.infer<typeof ZoneSaveBody>;

/** POST /m/store/area/delete — deletes a zone and its tables. */
export const ZoneIdBody = z.object({ id });
export type ZoneIdBody = z.infer<typeof ZoneIdBody>;

/** POST /m/store/table/feature — switches one table feature of a store; answers the store's StoreFeatures. */
export const TableFeatureBody = z.object({ storeId: id, feature: z.enum(TABLE_FEATURES), enabled: z.boolean() });
export type TableFeatureBody = z.infer<typeof TableFeatureBody>;

/** POST /m/store/table/refreshQr — gives the table a new QR code (the old one then answers 2001); answers its TableRow. */
export const TableIdBody = z.object({ id });
export type TableIdBody = z.infer<typeof TableIdBody>;

/** POST /m/store/table/qrPng — answers the table's QR code as image/png (a file, not JSON), `size` pixels wide. */
export const TableQrPngBody = z.object({ id, size: z.coerce.number().int().min(128).max(2048).default(512) });
export type TableQrPngBody = z.infer<typeof TableQrPngBody>;

/** POST /m/store/area/qrPdf — answers an A4 application/pdf sheet: every table's QR code with its number under it. */
export const ZoneQrPdfBody = z.object({ id });
export type ZoneQrPdfBody = z.infer<typeof ZoneQrPdfBody>;

/** POST /m/scan/table (public) — resolves a scanned QR token for the table-ordering page. */
export const ScanTableBody = z.object({ token: z.string().trim().min(1).max(100) });
export type ScanTableBody = z.infer<typeof ScanTableBody>;

/** The answer of /m/scan/table: where the guest sits and how the store takes orders. */
export const ScanTableResult = z.object({
  store: z.object({
    id: z.number(),
    name: z.string(),
    sysCurrencyId: z.number(),
    timeZone: z.string(),
    features: StoreFeatures,
  }),
  zone: z.object({ id: z.number(), name: z.string() }),
  table: z.object({ id: z.number(), number: z.string(), seats: z.number() }),
});
export type ScanTableResult = z.infer<typeof ScanTableResult>;

// ── Food-truck places ──────────────────────────────────────────────────────────────────────────────────────

/** POST /m/diningCar/place/save — adds (no `id`) or edits an operating place of a truck; answers its PlaceRow. */
export const PlaceSaveBody = z.object({
  id: id.optional(),
  truckId: id,
  name: z.string().trim().min(1).max(50),
  ...addressFields,
});
export type PlaceSaveBody = z.infer<typeof PlaceSaveBody>;

/** POST /m/diningCar/place/list → `{ list: PlaceRow[], total }`. Sorts by 'name', 'createdAt' (default) or 'id'. */
export const PlaceListQuery = ListQuery.extend({ truckId: id.optional(), keyword: text(50).optional() });
export type PlaceListQuery = z.infer<typeof PlaceListQuery>;

/** POST /m/diningCar/place/detail and /m/diningCar/place/delete (refused with 20079 while the place is in use). */
export const PlaceIdBody = z.object({ id });
export type PlaceIdBody = z.infer<typeof PlaceIdBody>;

export const PlaceRow = z.object({
  id: z.number(),
  truckId: z.number(),
  truckName: z.string(),
  name: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  sysCountryId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlaceRow = z.infer<typeof PlaceRow>;

// ── Assets ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /m/store/asset/save (and /m/diningCar/asset/save) — adds (no `id`) or edits an asset of a store or truck;
 * answers its AssetRow. `value` is the value of one unit; `code` (number or code) is unique in its store (1003).
 */
export const AssetSaveBody = z.object({
  id: id.optional(),
  storeId: id,
  name: z.string().trim().min(1).max(50),
  code: text(30).default(''),
  quantity: decimal(4),
  value: decimal(4),
  status: z.enum(ASSET_STATUSES).default('used'),
});
export type AssetSaveBody = z.infer<typeof AssetSaveBody>;

/**
 * POST /m/store/asset/list (and /m/diningCar/asset/list) → AssetListResult. Without `storeId`, the assets of every
 * store (or truck) the caller sees. `keyword` matches name and code. Sorts by 'name', 'code', 'value', 'quantity',
 * 'createdAt' (default) or 'id'.
 */
export const AssetListQuery = ListQuery.extend({
  storeId: id.optional(),
  status: z.enum(ASSET_STATUSES).optional(),
  keyword: text(50).optional(),
});
export type AssetListQuery = z.infer<typeof AssetListQuery>;

/** POST /m/store/asset/detail, /m/store/asset/delete (and the /m/diningCar/asset/… twins). */
export const AssetIdBody = z.object({ id });
export type AssetIdBody = z.infer<typeof AssetIdBody>;

/** An asset. `amount` = quantity × value. Decimals are strings with 4 places. */
export const AssetRow = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  name: z.string(),
  code: z.string(),
  quantity: z.string(),
  value: z.string(),
  amount: z.string(),
  status: z.enum(ASSET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssetRow = z.infer<typeof AssetRow>;

/** Sum of `amount` per status and overall, over the list's filters except `status` and paging. */
export const AssetTotals = z.object({ used: z.string(), idle: z.string(), damaged: z.string(), all: z.string() });
export type AssetTotals = z.infer<typeof AssetTotals>;

export const AssetListResult = z.object({ list: z.array(AssetRow), total: z.number(), totals: AssetTotals });
export type AssetListResult = z.infer<typeof AssetListResult>;

// ── Invoice format (receipt template) ──────────────────────────────────────────────────────────────────────

/** A language of the language list (§1), by sysLanguageId. */
const languageId = id.refine((v) => LANGUAGES.some((l) => l.sysLanguageId === v), { message: 'unknown language' });

/** POST /m/store/invoice/get (and /m/diningCar/invoice/get) → InvoiceSetting (defaults when never saved). */
export const InvoiceGetBody = z.object({ storeId: id });
export type InvoiceGetBody = z.infer<typeof InvoiceGetBody>;

/**
 * POST /m/store/invoice/save (and /m/diningCar/invoice/save) — saves the receipt template of a store; answers the
 * InvoiceSetting. `logoKey` is a key answered by …/invoice/logo, or null for no logo.
 */
export const InvoiceSaveBody = z.object({
  storeId: id,
  logoKey: z.string().max(100).nullable().default(null),
  title: text(50).default(''),
  footer: text(200).default(''),
  sysLanguageId: languageId,
  showCustomer: z.boolean().default(true),
  showNotes: z.boolean().default(true),
});
export type InvoiceSaveBody = z.infer<typeof InvoiceSaveBody>;

/** An uploaded logo: `dataUrl` can be put straight into an <img>. */
export const InvoiceLogo = z.object({ key: z.string(), mimeType: z.string(), size: z.number(), dataUrl: z.string() });
export type InvoiceLogo = z.infer<typeof InvoiceLogo>;

export const InvoiceSetting = z.object({
  storeId: z.number(),
  logo: InvoiceLogo.nullable(),
  title: z.string(),
  footer: z.string(),
  sysLanguageId: z.number(),
  showCustomer: z.boolean(),
  showNotes: z.boolean(),
});
export type InvoiceSetting = z.infer<typeof InvoiceSetting>;

/** Base64 length of the largest logo. */
const LOGO_BASE64_MAX = Math.ceil(UPLOAD_LIMITS.logo.maxBytes / 3) * 4;

/**
 * POST /m/store/invoice/logo (and /m/diningCar/invoice/logo) — uploads a receipt logo (≤ 200 KB, a type of
 * UPLOAD_LIMITS.logo); answers InvoiceLogo. It becomes the store's logo when its `key` is saved with …/invoice/save.
 */
export const InvoiceLogoBody = z.object({
  fileName: z.string().trim().max(200).default(''),
  mimeType: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      if (!(UPLOAD_LIMITS.logo.types as readonly string[]).includes(v))
        issue(ctx, Err.FILE_FORMAT_WRONG, 'wrong file format');
    }),
  /** The file's bytes in base64 (a data: URL prefix is accepted and dropped). */
  base64: z
    .string()
    .transform((v) => v.replace(/^data:[^,]*,/, '').replace(/\s/g, ''))
    .refine((v) => v.length <= LOGO_BASE64_MAX, { message: `file larger than ${UPLOAD_LIMITS.logo.maxBytes} bytes` }),
});
export type InvoiceLogoBody = z.infer<typeof InvoiceLogoBody>;

/**
 * POST /m/store/invoice/preview (and /m/diningCar/invoice/preview) — takes the (unsaved) form values and answers a
 * sample receipt: what a printed receipt holds, without labels (the web writes those in `languageCode`).
 */
export const InvoicePreviewBody = InvoiceSaveBody;
export type InvoicePreviewBody = InvoiceSaveBody;

export const ReceiptPreview = z.object({
  /** Language code of the receipt (e.g. 'en_GB'); labels and the sample items' names are the web's to write. */
  languageCode: z.string(),
  logo: InvoiceLogo.nullable(),
  /** The template title, or the store's name when the title is empty. */
  title: z.string(),
  store: z.object({
    name: z.string(),
    areaCode: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
  }),
  currency: z.object({ sysCurrencyId: z.number(), code: z.string(), symbol: z.string(), minorUnits: z.number() }),
  /** Sample receipt number and the current time in the store's time zone (ISO with offset). */
  receiptNo: z.string(),
  issuedAt: z.string(),
  lines: z.array(z.object({ quantity: z.string(), unitPrice: z.string(), amount: z.string() })),
  subtotal: z.string(),
  total: z.string(),
  /** Whether the receipt has the customer block and the order notes (the web fills them with sample text). */
  showCustomer: z.boolean(),
  showNotes: z.boolean(),
  footer: z.string(),
});
export type ReceiptPreview = z.infer<typeof ReceiptPreview>;
