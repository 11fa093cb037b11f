import { z } from 'zod';
import { Err } from './errors';
import { id } from './fields';
import { ListQuery } from './paging';
import { decimal, type RuleIssueParams, UPLOAD_LIMITS } from './rules';

/**
 * The catalogue (issue 7, menu 3 /goodsSetting): categories, products with per-store availability, variants,
 * composite products, modifiers, sort, prices, rewards. Money and quantities are decimal strings (≤ 4 decimals).
 */

function coded(ctx: z.core.$RefinementCtx<unknown>, code: number, message: string, path: (string | number)[] = []) {
  ctx.addIssue({ code: 'custom', message, path, params: { code } satisfies RuleIssueParams });
}

const money = decimal(4);
const name = z.string().trim().min(1).max(50);
/** A SKU or barcode: trimmed, empty means none. */
const code = z.string().trim().max(50).default('');

export const CatalogIdBody = z.object({ id });
export type CatalogIdBody = z.infer<typeof CatalogIdBody>;

/** An uploaded product or modifier image: PNG, JPEG, GIF or WebP up to 2 MB (§9). */
export const CatalogImageBody = z.object({
  fileName: z.string().trim().max(200).default(''),
  mimeType: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      if (!(UPLOAD_LIMITS.image.types as readonly string[]).includes(v))
        coded(ctx, Err.FILE_FORMAT_WRONG, 'wrong file format');
    }),
  base64: z.string().max(Math.ceil((UPLOAD_LIMITS.image.maxBytes * 4) / 3) + 8),
});
export type CatalogImageBody = z.infer<typeof CatalogImageBody>;
/** An image as stored (upload answer, goods/image/get): rows carry the key only. */
export interface CatalogImage {
  key: string;
  mimeType: string;
  size: number;
  dataUrl: string;
}
export const CatalogImageKeyBody = z.object({ key: z.string().max(200) });

// ── Categories ────────────────────────────────────────────────────────────────────────────────────
export const CategoryListQuery = ListQuery.extend({ name: z.string().trim().max(50).optional() });
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;
export const CategorySaveBody = z.object({
  id: id.optional(),
  name,
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#4caf50'),
});
export type CategorySaveBody = z.infer<typeof CategorySaveBody>;
export interface CategoryRow {
  id: number;
  name: string;
  color: string;
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

// ── Products ──────────────────────────────────────────────────────────────────────────────────────
export const PRODUCT_UNITS = ['piece', 'weight', 'volume'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const LOGO_SHAPES = ['square', 'circle', 'hexagon', 'octagon'] as const;
export const MAX_ONLINE_IMAGES = 5;
export const MAX_VARIANT_OPTIONS = 3;

/** A quantity in a unit: whole numbers for 'piece', up to 4 decimals for weight and volume. */
export const isQuantityOf = (unit: ProductUnit, v: string) => unit !== 'piece' || /^[0-9]+(\.0+)?$/.test(v);

export const ProductStoreInput = z.object({
  storeId: id,
  price: money,
  cost: money.default('0'),
  minStock: money.default('0'),
  bestStock: money.default('0'),
});
export const VariantOptionInput = z.object({
  name: z.string().trim().max(20),
  values: z.array(z.string().trim().min(1).max(20)).max(50),
});
/** A variant's price (and cost) in one store where the product is sold; no cost = the variant's cost. */
export const VariantStoreInput = z.object({ storeId: id, price: money, cost: money.optional() });
export const VariantInput = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(100),
  /** One value per option, in the options' order. */
  values: z.array(z.string().trim().max(20)).max(MAX_VARIANT_OPTIONS).default([]),
  price: money,
  /** Empty or missing: the product's cost. */
  cost: z.union([money, z.literal('')]).optional(),
  barcode: code,
  sku: code,
  /**
   * Its price per store, for stores of the product's `stores` only (1001 otherwise); a store of the product not
   * listed sells the variant at the variant's `price` and `cost`.
   */
  stores: z.array(VariantStoreInput).max(500).default([]),
});
export const ComponentInput = z.object({ productId: id, quantity: decimal(4) });

export const ProductSaveBody = z
  .object({
    id: id.optional(),
    name: z.string().trim().min(1).max(100),
    categoryId: id.nullable().default(null),
    unit: z.enum(PRODUCT_UNITS).default('piece'),
    trackInventory: z.boolean().default(false),
    price: money,
    cost: money.default('0'),
    barcode: code,
    sku: code,
    description: z.string().trim().max(500).default(''),
    /** A live supplier of the merchant (stock partners of kind 'supplier'); another one answers 1001 on supplierId. */
    supplierId: id.nullable().default(null),
    purchaseCost: money.default('0'),
    taxIds: z.array(id).max(20).default([]),
    logoColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .nullable()
      .default(null),
    logoShape: z.enum(LOGO_SHAPES).default('square'),
    /** An uploaded image key (goods/image/upload) shown instead of colour and shape. */
    imageKey: z.string().max(200).nullable().default(null),
    /** Up to 5 uploaded image keys for the online shop, in display order (more → 1001, one twice → 1004). */
    onlineImageKeys: z.array(z.string().min(1).max(200)).max(MAX_ONLINE_IMAGES).default([]),
    /** Where the product is sold, with its price and stock levels there (at least one, 20076). */
    stores: z.array(ProductStoreInput).max(500),
    modifierIds: z.array(id).max(50).default([]),
    composite: z.boolean().default(false),
    components: z.array(ComponentInput).max(100).default([]),
    variantOptions: z.array(VariantOptionInput).max(MAX_VARIANT_OPTIONS).default([]),
    variants: z.array(VariantInput).max(300).default([]),
  })
  .superRefine((b, ctx) => {
    if (b.stores.length === 0) coded(ctx, Err.STORE_EMPTY, 'sold in at least one store', ['stores']);
    if (new Set(b.stores.map((s) => s.storeId)).size !== b.stores.length)
      coded(ctx, Err.ADDED_REPEATEDLY, 'a store twice', ['stores']);
    for (const [i, s] of b.stores.entries()) {
      for (const f of ['minStock', 'bestStock'] as const)
        if (!isQuantityOf(b.unit, s[f])) coded(ctx, Err.PARAM, 'whole pieces only', ['stores', i, f]);
    }
    if (b.composite) {
      if (b.components.length === 0) coded(ctx, Err.COMPONENTS_EMPTY, 'at least one component', ['components']);
      if (new Set(b.components.map((c) => c.productId)).size !== b.components.length)
        coded(ctx, Err.INGREDIENT_REPEATED, 'a component twice', ['components']);
      for (const [i, c] of b.components.entries())
        if (Number(c.quantity) <= 0) coded(ctx, Err.PARAM, 'quantity above 0', ['components', i, 'quantity']);
    }
    const names = b.variantOptions.map((o) => o.name.toLowerCase());
    for (const [i, o] of b.variantOptions.entries()) {
      if (o.name === '' || o.values.length === 0)
        coded(ctx, Err.VARIANT_INCOMPLETE, 'an option needs a name and a value', ['variantOptions', i]);
      if (new Set(o.values.map((v) => v.toLowerCase())).size !== o.values.length)
        coded(ctx, Err.VARIANT_NAME_DUPLICATE, 'option values unique', ['variantOptions', i, 'values']);
    }
    if (new Set(names).size !== names.length)
      coded(ctx, Err.VARIANT_NAME_DUPLICATE, 'option names unique', ['variantOptions']);
    if (b.variants.length > 0 && b.variantOptions.length === 0)
      coded(ctx, Err.VARIANT_INCOMPLETE, 'variants need options', ['variantOptions']);
    for (const [i, v] of b.variants.entries()) {
      if (v.values.length !== b.variantOptions.length) {
        coded(ctx, Err.VARIANT_INCOMPLETE, 'one value per option', ['variants', i, 'values']);
        continue;
      }
      v.values.forEach((val, j) => {
        if (!b.variantOptions[j]?.values.some((x) => x.toLowerCase() === val.toLowerCase()))
          coded(ctx, Err.VARIANT_INCOMPLETE, 'value not among the option values', ['variants', i, 'values', j]);
      });
    }
    const combos = b.variants.map((v) => v.values.join('\u0000').toLowerCase());
    if (new Set(combos).size !== combos.length) coded(ctx, Err.VARIANT_NAME_DUPLICATE, 'variant twice', ['variants']);
    if (b.variants.length > 1 && !b.imageKey)
      coded(ctx, Err.VARIANT_IMAGE_REQUIRED, 'several variants need an image', ['imageKey']);
    if (b.composite && b.variants.length > 0) coded(ctx, Err.PARAM, 'a composite has no variants', ['variants']);
    if (new Set(b.onlineImageKeys).size !== b.onlineImageKeys.length)
      coded(ctx, Err.ADDED_REPEATEDLY, 'an image twice', ['onlineImageKeys']);
    const sold = new Set(b.stores.map((s) => s.storeId));
    for (const [i, v] of b.variants.entries()) {
      if (new Set(v.stores.map((s) => s.storeId)).size !== v.stores.length)
        coded(ctx, Err.ADDED_REPEATEDLY, 'a store twice', ['variants', i, 'stores']);
      for (const [j, s] of v.stores.entries())
        if (!sold.has(s.storeId))
          coded(ctx, Err.PARAM, 'not a store of the product', ['variants', i, 'stores', j, 'storeId']);
    }
  });
export type ProductSaveBody = z.infer<typeof ProductSaveBody>;

export const PRODUCT_SORTS = ['name', 'price', 'sku', 'createdAt', 'sort'] as const;
export const ProductListQuery = ListQuery.extend({
  /** Name, SKU or barcode contains (SKU and barcode also of a variant). */
  keyword: z.string().trim().max(50).optional(),
  categoryId: id.optional(),
  storeId: id.optional(),
  /** Only products with a store where on hand < minimum stock (in the chosen store, or any visible one). */
  lowStock: z.boolean().optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export interface ProductStoreRow {
  storeId: number;
  storeName: string;
  price: string;
  cost: string;
  /** Stock on hand: 0 until the stock module (stock_movements ledger) maintains it; read-only here. */
  onHand: string;
  minStock: string;
  bestStock: string;
}
/** A variant's price and cost in one store where the product is sold (the caller's stores only). */
export interface VariantStoreRow {
  storeId: number;
  storeName: string;
  price: string;
  cost: string;
}
export interface ProductVariantRow {
  id: number;
  name: string;
  values: string[];
  price: string;
  cost: string;
  barcode: string;
  sku: string;
  stores: VariantStoreRow[];
}
export interface ProductComponentRow {
  productId: number;
  name: string;
  quantity: string;
  /** Component cost × quantity. */
  cost: string;
}
export interface ProductRow {
  id: number;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
  unit: ProductUnit;
  trackInventory: boolean;
  price: string;
  cost: string;
  barcode: string;
  sku: string;
  description: string;
  supplierId: number | null;
  purchaseCost: string;
  logoColor: string | null;
  logoShape: string;
  imageKey: string | null;
  composite: boolean;
  sort: number;
  stores: ProductStoreRow[];
  createdAt: string;
  updatedAt: string;
}
export interface ProductDetail extends ProductRow {
  /** The supplier's name while it is a live supplier, else null. */
  supplierName: string | null;
  taxIds: number[];
  onlineImageKeys: string[];
  modifierIds: number[];
  components: ProductComponentRow[];
  variantOptions: { name: string; values: string[] }[];
  variants: ProductVariantRow[];
}

// ── Sort ──────────────────────────────────────────────────────────────────────────────────────────
export const SortListQuery = z.object({ categoryId: id.nullable().default(null) });
export type SortListQuery = z.infer<typeof SortListQuery>;
export const SortSaveBody = z.object({
  categoryId: id.nullable().default(null),
  productIds: z.array(id).min(1).max(5000),
});
export type SortSaveBody = z.infer<typeof SortSaveBody>;
export interface SortRow {
  id: number;
  name: string;
  sort: number;
}

// ── Prices ────────────────────────────────────────────────────────────────────────────────────────
export const PriceListQuery = ListQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  categoryId: id.optional(),
  storeId: id.optional(),
});
export type PriceListQuery = z.infer<typeof PriceListQuery>;
/** A variant's price and cost in the store of its price row. */
export interface PriceVariantRow {
  variantId: number;
  name: string;
  price: string;
  cost: string;
}
export interface PriceRow {
  productId: number;
  productName: string;
  storeId: number;
  storeName: string;
  price: string;
  cost: string;
  /** The product's variants in that store (empty for a product without variants). */
  variants: PriceVariantRow[];
}
const atLeastOne = <T extends z.ZodType>(item: T) =>
  z.array(item).superRefine((a, ctx) => {
    if (a.length === 0) coded(ctx, Err.SAVE_AT_LEAST_ONE, 'at least one item');
    if (a.length > 2000) coded(ctx, Err.PARAM, 'too many items');
  });
/** A store's price (and cost) of a product, and of any of its variants there (variants of the product, 20037). */
const priceInput = {
  storeId: id,
  price: money,
  cost: money.optional(),
  variants: z
    .array(z.object({ variantId: id, price: money, cost: money.optional() }))
    .max(300)
    .optional(),
};
const variantsOnce = (p: { variants?: { variantId: number }[] }, ctx: z.core.$RefinementCtx<unknown>) => {
  const ids = (p.variants ?? []).map((v) => v.variantId);
  if (new Set(ids).size !== ids.length) coded(ctx, Err.ADDED_REPEATEDLY, 'a variant twice', ['variants']);
};
export const PriceSaveBody = z.object({
  productId: id,
  prices: atLeastOne(z.object(priceInput).superRefine(variantsOnce)),
});
export type PriceSaveBody = z.infer<typeof PriceSaveBody>;
export const PriceSaveManyBody = z.object({
  prices: atLeastOne(z.object({ ...priceInput, productId: id }).superRefine(variantsOnce)),
});
export type PriceSaveManyBody = z.infer<typeof PriceSaveManyBody>;

// ── Modifiers ─────────────────────────────────────────────────────────────────────────────────────
export const ModifierListQuery = ListQuery.extend({ name: z.string().trim().max(50).optional() });
export type ModifierListQuery = z.infer<typeof ModifierListQuery>;
export const ModifierItemInput = z.object({
  name,
  price: money,
  imageKey: z.string().max(200),
  stores: z.array(z.object({ storeId: id, price: money })).max(500),
});
export const ModifierSaveBody = z
  .object({ id: id.optional(), name, items: z.array(ModifierItemInput).max(100) })
  .superRefine((b, ctx) => {
    if (b.items.length === 0) coded(ctx, Err.SAVE_AT_LEAST_ONE, 'at least one item', ['items']);
    const names = b.items.map((i) => i.name.toLowerCase());
    if (new Set(names).size !== names.length) coded(ctx, Err.ADDED_REPEATEDLY, 'item names unique', ['items']);
    b.items.forEach((it, i) => {
      if (it.imageKey === '') coded(ctx, Err.PARAM, 'image needed', ['items', i, 'imageKey']);
      if (new Set(it.stores.map((s) => s.storeId)).size !== it.stores.length)
        coded(ctx, Err.ADDED_REPEATEDLY, 'a store twice', ['items', i, 'stores']);
    });
  });
export type ModifierSaveBody = z.infer<typeof ModifierSaveBody>;
export interface ModifierItemRow {
  id: number;
  name: string;
  price: string;
  imageKey: string | null;
  stores: { storeId: number; price: string }[];
}
export interface ModifierRow {
  id: number;
  name: string;
  items: ModifierItemRow[];
  productCount: number;
}

// ── Rewards ───────────────────────────────────────────────────────────────────────────────────────
export const REWARD_MODES = ['fixed', 'percent'] as const;
export const RewardListQuery = ListQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  categoryId: id.optional(),
});
export type RewardListQuery = z.infer<typeof RewardListQuery>;
export const RewardInput = z
  .object({ productId: id, mode: z.enum(REWARD_MODES), value: money })
  .refine((r) => r.mode !== 'percent' || Number(r.value) <= 100, { message: 'percentage 0-100', path: ['value'] });
export const RewardSaveBody = z.object({ rewards: atLeastOne(RewardInput) });
export type RewardSaveBody = z.infer<typeof RewardSaveBody>;
export const RewardDeleteBody = z.object({ productId: id });
export interface RewardRow {
  productId: number;
  productName: string;
  categoryName: string | null;
  price: string;
  mode: (typeof REWARD_MODES)[number];
  /** An amount per piece, or a percentage of the line amount. */
  value: string;
}

// ── Export ────────────────────────────────────────────────────────────────────────────────────────
export const ProductExportBody = ProductListQuery.omit({ page: true, pageSize: true });
export type ProductExportBody = z.infer<typeof ProductExportBody>;
