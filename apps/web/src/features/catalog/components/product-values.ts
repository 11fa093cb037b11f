import type { ProductDetail, ProductSaveBody, ProductUnit } from '@tillbook/contract';
import type { BodyOf } from '../../../shared/api/schema-types';

/** The product form's values (money and quantities as decimal strings). */
export interface ProductValues {
  name: string;
  categoryId: number | null;
  unit: ProductUnit;
  trackInventory: boolean;
  price: string;
  cost: string;
  purchaseCost: string;
  barcode: string;
  sku: string;
  description: string;
  taxIds: number[];
  logoColor: string | null;
  logoShape: 'square' | 'circle' | 'hexagon' | 'octagon';
  imageKey: string | null;
  stores: { storeId?: number; price: string; cost: string; minStock: string; bestStock: string }[];
  modifierIds: number[];
  composite: boolean;
  components: { productId?: number; quantity: string }[];
  variantOptions: { name: string; values: string[] }[];
  supplierId: number | null;
  onlineImageKeys: string[];
  variants: VariantValues[];
}

/**
 * A variant in the form. `storePrices` / `storeCosts` (keyed `s<storeId>`: a number would make the form see an
 * array) hold the stores where it sells at its own price or cost; a store missing there follows the variant's.
 */
export interface VariantValues {
  id?: number;
  name: string;
  values: string[];
  price: string;
  cost: string;
  barcode: string;
  sku: string;
  storePrices?: Record<string, string | undefined>;
  storeCosts?: Record<string, string | undefined>;
}

export const storeKey = (storeId: number) => `s${storeId}`;

export const emptyStoreRow = (storeId?: number) => ({ storeId, price: '', cost: '', minStock: '0', bestStock: '0' });

/** The values of a new product (sold in every visible store) or of a loaded one. */
export function initialValues(p: ProductDetail | undefined, storeIds: number[]): ProductValues {
  if (!p)
    return {
      name: '',
      categoryId: null,
      unit: 'piece',
      trackInventory: false,
      price: '',
      cost: '',
      purchaseCost: '',
      barcode: '',
      sku: '',
      description: '',
      taxIds: [],
      logoColor: '#4caf50',
      logoShape: 'square',
      imageKey: null,
      stores: storeIds.map((id) => emptyStoreRow(id)),
      modifierIds: [],
      composite: false,
      components: [],
      variantOptions: [],
      variants: [],
      supplierId: null,
      onlineImageKeys: [],
    };
  const differing = (rows: { storeId: number; value: string }[], own: string) =>
    Object.fromEntries(rows.filter((r) => r.value !== own).map((r) => [storeKey(r.storeId), r.value]));
  return {
    name: p.name,
    categoryId: p.categoryId,
    unit: p.unit,
    trackInventory: p.trackInventory,
    price: p.price,
    cost: p.cost,
    purchaseCost: p.purchaseCost,
    barcode: p.barcode,
    sku: p.sku,
    description: p.description,
    taxIds: p.taxIds,
    logoColor: p.logoColor,
    logoShape: p.logoShape as ProductValues['logoShape'],
    imageKey: p.imageKey,
    stores: p.stores.map((s) => ({
      storeId: s.storeId,
      price: s.price,
      cost: s.cost,
      minStock: s.minStock,
      bestStock: s.bestStock,
    })),
    modifierIds: p.modifierIds,
    composite: p.composite,
    components: p.components.map((c) => ({ productId: c.productId, quantity: c.quantity })),
    variantOptions: p.variantOptions,
    variants: p.variants.map(({ stores, ...v }) => ({
      ...v,
      storePrices: differing(
        stores.map((s) => ({ storeId: s.storeId, value: s.price })),
        v.price,
      ),
      storeCosts: differing(
        stores.map((s) => ({ storeId: s.storeId, value: s.cost })),
        v.cost,
      ),
    })),
    // A supplier deleted since is dropped (saving it would be refused).
    supplierId: p.supplierName === null ? null : p.supplierId,
    onlineImageKeys: p.onlineImageKeys,
  };
}

/** A variant's own prices in the product's stores (the others follow the variant's price and cost). */
function variantStores(x: VariantValues, storeIds: number[]) {
  return storeIds.flatMap((storeId) => {
    const price = x.storePrices?.[storeKey(storeId)];
    const cost = x.storeCosts?.[storeKey(storeId)];
    if (!price && !cost) return [];
    return [{ storeId, price: price || x.price, ...(cost ? { cost } : {}) }];
  });
}

/** The save body: a store row without its own price or cost takes the product's, a variant's the variant's. */
export function toSaveBody(v: ProductValues, id: number | undefined): BodyOf<typeof ProductSaveBody> {
  const cost = v.cost || '0';
  const storeIds = (v.stores ?? []).map((s) => s.storeId).filter((s): s is number => s !== undefined);
  return {
    id,
    name: v.name,
    categoryId: v.categoryId ?? null,
    unit: v.unit,
    trackInventory: v.trackInventory,
    price: v.price,
    cost,
    purchaseCost: v.purchaseCost || '0',
    barcode: v.barcode ?? '',
    sku: v.sku ?? '',
    description: v.description ?? '',
    supplierId: v.supplierId ?? null,
    taxIds: v.taxIds ?? [],
    logoColor: v.logoColor ?? null,
    logoShape: v.logoShape,
    imageKey: v.imageKey ?? null,
    onlineImageKeys: v.onlineImageKeys ?? [],
    stores: (v.stores ?? []).map((s) => ({
      storeId: s.storeId as number,
      price: s.price || v.price,
      cost: s.cost || cost,
      minStock: s.minStock || '0',
      bestStock: s.bestStock || '0',
    })),
    modifierIds: v.modifierIds ?? [],
    composite: v.composite,
    components: v.composite
      ? (v.components ?? []).map((c) => ({ productId: c.productId as number, quantity: c.quantity }))
      : [],
    variantOptions: v.composite ? [] : (v.variantOptions ?? []),
    variants: v.composite
      ? []
      : (v.variants ?? []).map(({ storePrices, storeCosts, ...x }) => {
          // A blank cost is the product's (the server says the same).
          const own = { ...x, cost: x.cost || cost, price: x.price || v.price };
          return { ...own, stores: variantStores({ ...own, storePrices, storeCosts }, storeIds) };
        }),
  };
}

/** Every combination of the options' values, one value per option in the options' order. */
export function combinations(options: { values: string[] }[]): string[][] {
  return options.reduce<string[][]>(
    (acc, o) => acc.flatMap((combo) => o.values.map((value) => [...combo, value])),
    options.length ? [[]] : [],
  );
}

/**
 * The variants for the options: one per combination, named by its values (the product's name is shown next to
 * it wherever both are), keeping what was typed for a combination that already had a variant (matched
 * case-insensitively).
 */
export function generateVariants(
  options: { name: string; values: string[] }[],
  existing: VariantValues[],
  price: string,
): VariantValues[] {
  const keyOf = (values: string[]) => values.join('\u0000').toLowerCase();
  const byKey = new Map(existing.map((v) => [keyOf(v.values), v]));
  return combinations(options.filter((o) => o.values.length > 0)).map((values) => {
    const old = byKey.get(keyOf(values));
    return (
      old ?? {
        name: values.join(' / '),
        values,
        price,
        cost: '',
        barcode: '',
        sku: '',
      }
    );
  });
}

/** Several variants need the product's image (20063); a composite has none. */
export const variantImageMissing = (v: Pick<ProductValues, 'variants' | 'imageKey' | 'composite'>) =>
  !v.composite && (v.variants ?? []).length > 1 && !v.imageKey;

/**
 * The SKU of variant `index` is also the product's or another variant's (20059; case does not tell codes
 * apart).
 */
export function variantSkuRepeated(v: Pick<ProductValues, 'variants' | 'sku'>, index: number): boolean {
  const sku = (v.variants?.[index]?.sku ?? '').trim().toLowerCase();
  if (sku === '') return false;
  const others = [v.sku, ...(v.variants ?? []).filter((_, i) => i !== index).map((x) => x?.sku)];
  return others.some((o) => (o ?? '').trim().toLowerCase() === sku);
}
