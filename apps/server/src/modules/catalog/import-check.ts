import { Err, type ImportCellError } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { catalogCodes, categories, partners, products } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { ImportRow } from '../../platform/imports';
import { canSeeStore } from '../../platform/scope';
import { anyOf } from './bulk-insert';
import { componentsOf, type ImportKey, isWhole, namesOf, type Unit } from './import-columns';

/** The merchant's names a row may use (lower case → id): stores are the caller's only, suppliers the live ones. */
export interface Lookups {
  categories: Map<string, number>;
  suppliers: Map<string, number>;
  stores: Map<string, number>;
  taxes: Map<string, number>;
}

export async function loadLookups(ctx: TenantCtx): Promise<Lookups> {
  const byName = (list: { id: string | number; name: string }[], keep: (id: number) => boolean = () => true) =>
    new Map(list.filter((r) => keep(Number(r.id))).map((r) => [r.name.trim().toLowerCase(), Number(r.id)]));
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(q)) as unknown as { rows: { id: string | number; name: string }[] }).rows;
  const cats = await ctx.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.tenantId, ctx.tenantId));
  const suppliers = await ctx.db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(and(eq(partners.tenantId, ctx.tenantId), eq(partners.kind, 'supplier'), isNull(partners.deletedAt)));
  return {
    categories: byName(cats),
    suppliers: byName(suppliers),
    stores: byName(await rows(sql`select id, name from stores where tenant_id = ${ctx.tenantId}`), (id) =>
      canSeeStore(ctx, id),
    ),
    taxes: byName(await rows(sql`select id, name from taxes where tenant_id = ${ctx.tenantId}`)),
  };
}

/** What a checked row becomes: its references by id and its components. */
export interface Resolved {
  categoryId: number | null;
  supplierId: number | null;
  unit: Unit;
  storeIds: number[];
  taxIds: number[];
  composite: boolean;
  components: { sku: string; quantity: string }[];
}

/** The row's references against the lookups, or its cell errors (categories 40001/40002, suppliers 40006/40007…). */
export function resolveRow(l: Lookups, r: ImportRow<ImportKey>): { errors: ImportCellError[]; ref: Resolved } {
  const errors: ImportCellError[] = [];
  const err = (column: ImportKey, code: number) => errors.push({ row: r.row, column, code });
  const v = r.values;
  const named = (key: ImportKey, map: Map<string, number>, none: number, missing: number): number | null => {
    if (!v[key]) return null;
    if (map.size === 0) {
      err(key, none);
      return null;
    }
    const id = map.get(v[key].toLowerCase());
    if (id === undefined) err(key, missing);
    return id ?? null;
  };
  const categoryId = named('category', l.categories, Err.CELL_NO_CATEGORIES, Err.CELL_CATEGORY_MISSING);
  const supplierId = named('supplier', l.suppliers, Err.CELL_NO_SUPPLIERS, Err.CELL_SUPPLIER_MISSING);
  const storeNames = namesOf(v.stores);
  if (storeNames.length === 0) err('stores', Err.CELL_STORE_EMPTY);
  const storeIds = storeNames.map((n) => l.stores.get(n.toLowerCase()));
  if (storeIds.some((s) => s === undefined)) err('stores', Err.CELL_STORE_MISSING);
  // A taxes cell of separators only names no tax (40012); a name that is not a tax → 40013.
  const taxNames = namesOf(v.taxes);
  if (v.taxes && taxNames.length === 0) err('taxes', Err.CELL_TAX_EMPTY);
  const taxIds = taxNames.map((n) => l.taxes.get(n.toLowerCase()));
  if (taxIds.some((s) => s === undefined)) err('taxes', Err.CELL_TAX_MISSING);
  const unit = (v.unit || 'piece') as Unit;
  for (const k of ['minStock', 'bestStock'] as const)
    if (unit === 'piece' && v[k] && !isWhole(v[k])) err(k, Err.CELL_NOT_INTEGER);
  const composite = v.composite === 'true';
  const components: Resolved['components'] = [];
  if (composite) {
    const entries = componentsOf(v.components);
    const bad = entries.find((e) => 'code' in e);
    if (entries.length === 0) err('components', Err.CELL_INGREDIENT_EMPTY);
    else if (bad && 'code' in bad) err('components', bad.code);
    else {
      for (const e of entries) if ('sku' in e) components.push(e);
      if (new Set(components.map((c) => c.sku)).size !== components.length)
        err('components', Err.CELL_INGREDIENT_SKU_DUPLICATE);
    }
  } else if (v.components) {
    // Components on a row that is not a composite: say so rather than drop them.
    err('components', Err.CELL_DATA_WRONG);
  }
  return {
    errors,
    ref: {
      categoryId,
      supplierId,
      unit,
      storeIds: [...new Set(storeIds as number[])],
      taxIds: [...new Set(taxIds as number[])],
      composite,
      components,
    },
  };
}

/** A product a components cell may name: a simple product of the catalogue or of an earlier row. */
export interface ComponentTarget {
  id?: number;
  composite: boolean;
  unit: Unit;
  cost: string;
  /** A variant's SKU (a component is a product, never one of its variants). */
  variant?: boolean;
}

/** The catalogue's products and variants behind some SKUs (exact match), by SKU. */
export async function catalogSkus(ctx: TenantCtx, skus: string[]): Promise<Map<string, ComponentTarget>> {
  if (skus.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      code: catalogCodes.code,
      variantId: catalogCodes.variantId,
      id: products.id,
      composite: products.composite,
      unit: products.unit,
      cost: products.cost,
    })
    .from(catalogCodes)
    .innerJoin(products, and(eq(products.tenantId, catalogCodes.tenantId), eq(products.id, catalogCodes.productId)))
    .where(
      and(
        eq(catalogCodes.tenantId, ctx.tenantId),
        eq(catalogCodes.kind, 'sku'),
        anyOf(catalogCodes.code, [...new Set(skus)]),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.code,
      { id: r.id, composite: r.composite, unit: r.unit, cost: r.cost, variant: r.variantId !== 0 },
    ]),
  );
}

/** The largest cost a product can hold (numeric(18, 4)). */
const MAX_COST = new Decimal('99999999999999.9999');

/**
 * Checks a component list: each SKU must be a product (40011 unknown; 40017 its own SKU, a variant's, or a
 * composite's), a quantity of pieces must be whole (40022), and the composite's cost (Σ cost × quantity) must fit
 * (40020). Answers the first problem's code, or null.
 */
export function componentProblem(
  components: Resolved['components'],
  ownSku: string,
  target: (sku: string) => ComponentTarget | undefined,
): number | null {
  let cost = new Decimal(0);
  for (const c of components) {
    if (ownSku !== '' && c.sku === ownSku) return Err.CELL_INGREDIENT_SKU_WRONG;
    const t = target(c.sku);
    if (!t) return Err.CELL_INGREDIENT_MISSING;
    if (t.variant || t.composite) return Err.CELL_INGREDIENT_SKU_WRONG;
    if (t.unit === 'piece' && !isWhole(c.quantity)) return Err.CELL_NOT_INTEGER;
    cost = cost.add(new Decimal(t.cost).mul(c.quantity));
  }
  return cost.gt(MAX_COST) ? Err.CELL_OUT_OF_RANGE : null;
}
