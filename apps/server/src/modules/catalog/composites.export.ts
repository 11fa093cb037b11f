import type { Localized, ProductComponentRow, ProductExportBody } from '@tillbook/contract';
import { categories } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { PdfRenderer } from '../../platform/pdf';
import { ownRow, visibleStoreName } from '../../platform/scope';
import { tablePdf } from '../../platform/table-export';
import { PRODUCT_TEXT } from './export';
import { allProducts, componentsOf } from './products.read';

const BATCH = 1000;

const TEXT = {
  title: {
    zh_CN: '组合商品',
    zh_TW: '組合商品',
    en_GB: 'Composite products',
    es_ES: 'Productos compuestos',
    fr_FR: 'Produits composés',
    pt_PT: 'Produtos compostos',
  },
  product: { zh_CN: '商品', zh_TW: '商品', en_GB: 'Product', es_ES: 'Producto', fr_FR: 'Produit', pt_PT: 'Produto' },
  sku: PRODUCT_TEXT.sku,
  price: PRODUCT_TEXT.price,
  cost: PRODUCT_TEXT.cost,
  component: {
    zh_CN: '组件',
    zh_TW: '組件',
    en_GB: 'Component',
    es_ES: 'Componente',
    fr_FR: 'Composant',
    pt_PT: 'Componente',
  },
  quantity: {
    zh_CN: '数量',
    zh_TW: '數量',
    en_GB: 'Quantity',
    es_ES: 'Cantidad',
    fr_FR: 'Quantité',
    pt_PT: 'Quantidade',
  },
  componentCost: {
    zh_CN: '组件成本',
    zh_TW: '組件成本',
    en_GB: 'Component cost',
    es_ES: 'Coste del componente',
    fr_FR: 'Coût du composant',
    pt_PT: 'Custo do componente',
  },
  store: PRODUCT_TEXT.store,
  allStores: {
    zh_CN: '全部门店',
    zh_TW: '全部門店',
    en_GB: 'All stores',
    es_ES: 'Todas las tiendas',
    fr_FR: 'Tous les magasins',
    pt_PT: 'Todas as lojas',
  },
  category: PRODUCT_TEXT.category,
  keyword: {
    zh_CN: '关键词',
    zh_TW: '關鍵詞',
    en_GB: 'Keyword',
    es_ES: 'Palabra clave',
    fr_FR: 'Mot-clé',
    pt_PT: 'Palavra-chave',
  },
  lowStock: {
    zh_CN: '仅库存不足',
    zh_TW: '僅庫存不足',
    en_GB: 'Low stock only',
    es_ES: 'Solo existencias bajas',
    fr_FR: 'Stock bas uniquement',
    pt_PT: 'Apenas stock baixo',
  },
} satisfies Record<string, Localized>;

/** The lines under the heading: the list filters the file was made with. */
async function filterLines(ctx: TenantCtx, f: ProductExportBody): Promise<string[]> {
  const lang = ctx.lang;
  let storeName = TEXT.allStores[lang];
  if (f.storeId) storeName = await visibleStoreName(ctx, f.storeId);
  const lines = [`${TEXT.store[lang]}: ${storeName}`];
  if (f.categoryId) {
    const [c] = await ctx.db
      .select({ name: categories.name })
      .from(categories)
      .where(ownRow(categories, ctx, f.categoryId));
    lines.push(`${TEXT.category[lang]}: ${c?.name ?? ''}`);
  }
  if (f.keyword) lines.push(`${TEXT.keyword[lang]}: ${f.keyword}`);
  if (f.lowStock) lines.push(TEXT.lowStock[lang]);
  return lines;
}

/**
 * POST /m/subProduct/exportPdf — the composite products the product list shows for these filters (by name), each
 * with its components, quantities and costs, as a PDF in the caller's language (Chinese names need the CJK font).
 * A composite's first line carries its name, SKU, price and cost; its other components follow on lines of their own.
 */
export async function compositesPdf(pdf: PdfRenderer, ctx: TenantCtx, f: ProductExportBody): Promise<Buffer> {
  const lang = ctx.lang;
  const composites = await allProducts(ctx, f, true);
  const components = new Map<number, ProductComponentRow[]>();
  for (let i = 0; i < composites.length; i += BATCH) {
    const batch = await componentsOf(
      ctx,
      composites.slice(i, i + BATCH).map((p) => p.id),
    );
    for (const [id, list] of batch) components.set(id, list);
  }
  const rows = composites.flatMap((p) =>
    (components.get(p.id) ?? []).map((c, i) => [
      ...(i === 0 ? [p.name, p.sku, Number(p.price), Number(p.cost)] : ['', '', '', '']),
      c.name,
      Number(c.quantity),
      Number(c.cost),
    ]),
  );
  const right = { align: 'right' as const };
  return tablePdf(pdf, {
    lang,
    title: TEXT.title[lang],
    subtitle: await filterLines(ctx, f),
    columns: [
      { header: TEXT.product[lang] },
      { header: TEXT.sku[lang] },
      { header: TEXT.price[lang], ...right },
      { header: TEXT.cost[lang], ...right },
      { header: TEXT.component[lang] },
      { header: TEXT.quantity[lang], ...right },
      { header: TEXT.componentCost[lang], ...right },
    ],
    rows,
  });
}
