import { Err, type ImportCellError, type Localized } from '@tillbook/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { catalogCodes, categories, productStores, products, productTaxes } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { ImportColumn, Importer, ImportRow } from '../../platform/imports';
import { canSeeStore } from '../../platform/scope';

type Key =
  | 'name'
  | 'category'
  | 'sku'
  | 'barcode'
  | 'unit'
  | 'price'
  | 'cost'
  | 'trackInventory'
  | 'stores'
  | 'taxes'
  | 'minStock'
  | 'bestStock'
  | 'description';

const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

export const PRODUCT_IMPORT_TEXT = {
  sheet: L('商品导入', '商品匯入', 'Products', 'Productos', 'Produits', 'Produtos'),
  name: L('名称', '名稱', 'Name', 'Nombre', 'Nom', 'Nome'),
  category: L('分类', '分類', 'Category', 'Categoría', 'Catégorie', 'Categoria'),
  sku: L('SKU', 'SKU', 'SKU', 'SKU', 'SKU', 'SKU'),
  barcode: L('条码', '條碼', 'Barcode', 'Código de barras', 'Code-barres', 'Código de barras'),
  unit: L('单位', '單位', 'Unit', 'Unidad', 'Unité', 'Unidade'),
  price: L('价格', '價格', 'Price', 'Precio', 'Prix', 'Preço'),
  cost: L('成本', '成本', 'Cost', 'Coste', 'Coût', 'Custo'),
  trackInventory: L(
    '追踪库存',
    '追蹤庫存',
    'Track inventory',
    'Controlar existencias',
    'Suivre le stock',
    'Controlar stock',
  ),
  stores: L('门店', '門店', 'Stores', 'Tiendas', 'Magasins', 'Lojas'),
  taxes: L('税', '稅', 'Taxes', 'Impuestos', 'Taxes', 'Impostos'),
  minStock: L('最低库存', '最低庫存', 'Minimum stock', 'Existencias mínimas', 'Stock minimum', 'Stock mínimo'),
  bestStock: L('最佳库存', '最佳庫存', 'Best stock', 'Existencias óptimas', 'Stock optimal', 'Stock ideal'),
  description: L('描述', '描述', 'Description', 'Descripción', 'Description', 'Descrição'),
};

/** Unit words accepted in the unit column (any case), in the six languages. */
const UNIT_WORDS: Record<string, 'piece' | 'weight' | 'volume'> = {
  piece: 'piece',
  pcs: 'piece',
  件: 'piece',
  个: 'piece',
  個: 'piece',
  pieza: 'piece',
  pièce: 'piece',
  peça: 'piece',
  weight: 'weight',
  kg: 'weight',
  重量: 'weight',
  peso: 'weight',
  poids: 'weight',
  volume: 'volume',
  l: 'volume',
  体积: 'volume',
  體積: 'volume',
  volumen: 'volume',
};

const money = (v: string) => (/^[0-9]{1,14}(\.[0-9]{1,4})?$/.test(v) ? null : Err.CELL_DATA_WRONG);
/** Store and tax names are separated by commas, semicolons or '|'. */
const namesOf = (v: string) =>
  v
    .split(/[,;|，；]/)
    .map((s) => s.trim())
    .filter(Boolean);

const T = PRODUCT_IMPORT_TEXT;
/**
 * The product template's columns. Lengths follow §5's import lengths (name 1-50 → 40198, SKU and barcode 0-50 →
 * 40203, description 0-100 → 40200). Prices and stock levels: decimals with ≤ 4 places (40005; not a number 40000).
 * SKU and barcode must differ within the file (40016).
 */
const columns: ImportColumn<Key>[] = [
  { key: 'name', header: T.name, required: true, length: '1-50', width: 28 },
  { key: 'category', header: T.category, length: '0-50', width: 18 },
  { key: 'sku', header: T.sku, length: '0-50', uniqueInFile: true, width: 16 },
  { key: 'barcode', header: T.barcode, length: '0-50', uniqueInFile: true, width: 16 },
  {
    key: 'unit',
    header: T.unit,
    length: '0-20',
    normalise: (v) => UNIT_WORDS[v.toLowerCase()] ?? v,
    check: (v) => (UNIT_WORDS[v] ? null : Err.CELL_DATA_WRONG),
    width: 10,
  },
  { key: 'price', header: T.price, required: true, type: 'decimal', check: money, width: 12 },
  { key: 'cost', header: T.cost, type: 'decimal', check: money, width: 12 },
  { key: 'trackInventory', header: T.trackInventory, type: 'boolean', width: 12 },
  { key: 'stores', header: T.stores, maxLength: 2000, width: 30 },
  { key: 'taxes', header: T.taxes, maxLength: 2000, width: 20 },
  { key: 'minStock', header: T.minStock, type: 'decimal', check: money, width: 12 },
  { key: 'bestStock', header: T.bestStock, type: 'decimal', check: money, width: 12 },
  { key: 'description', header: T.description, length: '0-100', width: 30 },
];

interface Lookups {
  categories: Map<string, number>;
  stores: Map<string, number>;
  taxes: Map<string, number>;
}

async function lookups(ctx: TenantCtx): Promise<Lookups> {
  const cats = await ctx.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.tenantId, ctx.tenantId));
  const rows = (q: ReturnType<typeof sql>) =>
    ctx.db.execute(q) as unknown as Promise<{ rows: { id: string | number; name: string }[] }>;
  const st = await rows(sql`select id, name from stores where tenant_id = ${ctx.tenantId}`);
  const tx = await rows(sql`select id, name from taxes where tenant_id = ${ctx.tenantId}`);
  const byName = (list: { id: string | number; name: string }[], keep: (id: number) => boolean = () => true) =>
    new Map(list.filter((r) => keep(Number(r.id))).map((r) => [r.name.trim().toLowerCase(), Number(r.id)]));
  return {
    categories: byName(cats),
    stores: byName(st.rows, (id) => canSeeStore(ctx, id)),
    taxes: byName(tx.rows),
  };
}

/** The row's references, or its cell errors. */
function resolve(l: Lookups, r: ImportRow<Key>) {
  const errors: ImportCellError[] = [];
  const err = (column: Key, code: number) => errors.push({ row: r.row, column, code });
  const v = r.values;
  let categoryId: number | null = null;
  if (v.category) {
    if (l.categories.size === 0) err('category', Err.CELL_NO_CATEGORIES);
    else {
      categoryId = l.categories.get(v.category.toLowerCase()) ?? null;
      if (categoryId === null) err('category', Err.CELL_CATEGORY_MISSING);
    }
  }
  const storeNames = namesOf(v.stores);
  if (storeNames.length === 0) err('stores', Err.CELL_STORE_EMPTY);
  const storeIds = storeNames.map((n) => l.stores.get(n.toLowerCase()));
  if (storeIds.some((s) => s === undefined)) err('stores', Err.CELL_STORE_MISSING);
  const taxIds = namesOf(v.taxes).map((n) => l.taxes.get(n.toLowerCase()));
  if (taxIds.some((s) => s === undefined)) err('taxes', Err.CELL_TAX_MISSING);
  const unit = (v.unit || 'piece') as 'piece' | 'weight' | 'volume';
  for (const k of ['minStock', 'bestStock'] as const)
    if (unit === 'piece' && v[k] && !/^[0-9]+(\.0+)?$/.test(v[k])) err(k, Err.CELL_NOT_INTEGER);
  return {
    errors,
    categoryId,
    unit,
    storeIds: [...new Set(storeIds as number[])],
    taxIds: [...new Set(taxIds as number[])],
  };
}

/**
 * Product import (importGoodsExcel): one new simple product per row, sold in the listed stores (names, the caller's
 * stores only) at the row's price and cost. Codes already used by a product or variant: SKU → 40015, barcode →
 * 40016, or a value used as the other kind (40016). Variants, components and modifiers are set on the product page.
 */
export const productImporter: Importer<Key> = {
  kind: 'products',
  sheetName: T.sheet,
  columns,
  async checkBatch(ctx, rows) {
    const l = await lookups(ctx);
    const errors: ImportCellError[] = [];
    for (const r of rows) errors.push(...resolve(l, r).errors);
    const codes = rows.flatMap((r) => [r.values.sku, r.values.barcode].filter(Boolean));
    if (codes.length) {
      const taken = await ctx.db
        .select({ kind: catalogCodes.kind, code: catalogCodes.code })
        .from(catalogCodes)
        .where(and(eq(catalogCodes.tenantId, ctx.tenantId), inArray(catalogCodes.code, codes)));
      for (const r of rows) {
        for (const kind of ['sku', 'barcode'] as const) {
          const value = r.values[kind];
          const clash = value ? taken.filter((x) => x.code === value) : [];
          if (clash.length === 0) continue;
          const sameKind = clash.some((x) => x.kind === kind);
          errors.push({
            row: r.row,
            column: kind,
            code: sameKind && kind === 'sku' ? Err.CELL_SKU_DUPLICATE : Err.CELL_CODE_DUPLICATE,
          });
        }
      }
    }
    // A value used as SKU on one row and as barcode on another row of the file.
    const skus = new Map(rows.filter((r) => r.values.sku).map((r) => [r.values.sku, r.row]));
    for (const r of rows) {
      const other = r.values.barcode ? skus.get(r.values.barcode) : undefined;
      if (other !== undefined && other !== r.row)
        errors.push({ row: r.row, column: 'barcode', code: Err.CELL_CODE_DUPLICATE });
    }
    return errors;
  },
  async writeBatch(tx, rows) {
    try {
      await writeRows(tx, rows);
    } catch (e) {
      // A code taken by a save racing the import: the whole import fails with 20059, nothing saved.
      if (isUniqueViolation(e)) throw new AppError(Err.SKU_REPEATED);
      throw e;
    }
  },
};

async function writeRows(tx: TenantCtx, rows: ImportRow<Key>[]) {
  const l = await lookups(tx);
  const [{ next }] = await tx.db
    .select({ next: sql<number>`coalesce(max(${products.sort}), 0) + 1` })
    .from(products)
    .where(eq(products.tenantId, tx.tenantId));
  let sort = Number(next);
  for (const r of rows) {
    const v = r.values;
    const ref = resolve(l, r);
    const [created] = await tx.db
      .insert(products)
      .values({
        tenantId: tx.tenantId,
        name: v.name,
        categoryId: ref.categoryId,
        unit: ref.unit,
        trackInventory: v.trackInventory === 'true',
        price: v.price,
        cost: v.cost || '0',
        sku: v.sku,
        barcode: v.barcode,
        description: v.description,
        sort: sort++,
      })
      .returning({ id: products.id });
    const productId = created.id;
    await tx.db.insert(productStores).values(
      ref.storeIds.map((storeId) => ({
        tenantId: tx.tenantId,
        productId,
        storeId,
        price: v.price,
        cost: v.cost || '0',
        minStock: v.minStock || '0',
        bestStock: v.bestStock || '0',
      })),
    );
    if (ref.taxIds.length)
      await tx.db.insert(productTaxes).values(ref.taxIds.map((taxId) => ({ tenantId: tx.tenantId, productId, taxId })));
    const codes = (['sku', 'barcode'] as const).filter((k) => v[k]);
    if (codes.length)
      await tx.db
        .insert(catalogCodes)
        .values(codes.map((kind) => ({ tenantId: tx.tenantId, kind, code: v[kind], productId, variantId: 0 })));
  }
}
