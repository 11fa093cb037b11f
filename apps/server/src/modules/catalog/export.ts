import type { Localized, ProductRow, UiLang } from '@tillbook/contract';
import ExcelJS from 'exceljs';

/** The product list's column names (also used by the composites PDF). */
export const PRODUCT_TEXT = {
  sheet: { zh_CN: '商品', zh_TW: '商品', en_GB: 'Products', es_ES: 'Productos', fr_FR: 'Produits', pt_PT: 'Produtos' },
  name: { zh_CN: '名称', zh_TW: '名稱', en_GB: 'Name', es_ES: 'Nombre', fr_FR: 'Nom', pt_PT: 'Nome' },
  category: {
    zh_CN: '分类',
    zh_TW: '分類',
    en_GB: 'Category',
    es_ES: 'Categoría',
    fr_FR: 'Catégorie',
    pt_PT: 'Categoria',
  },
  sku: { zh_CN: 'SKU', zh_TW: 'SKU', en_GB: 'SKU', es_ES: 'SKU', fr_FR: 'SKU', pt_PT: 'SKU' },
  barcode: {
    zh_CN: '条码',
    zh_TW: '條碼',
    en_GB: 'Barcode',
    es_ES: 'Código de barras',
    fr_FR: 'Code-barres',
    pt_PT: 'Código de barras',
  },
  unit: { zh_CN: '单位', zh_TW: '單位', en_GB: 'Unit', es_ES: 'Unidad', fr_FR: 'Unité', pt_PT: 'Unidade' },
  price: { zh_CN: '价格', zh_TW: '價格', en_GB: 'Price', es_ES: 'Precio', fr_FR: 'Prix', pt_PT: 'Preço' },
  cost: { zh_CN: '成本', zh_TW: '成本', en_GB: 'Cost', es_ES: 'Coste', fr_FR: 'Coût', pt_PT: 'Custo' },
  store: { zh_CN: '门店', zh_TW: '門店', en_GB: 'Store', es_ES: 'Tienda', fr_FR: 'Magasin', pt_PT: 'Loja' },
  storePrice: {
    zh_CN: '门店价格',
    zh_TW: '門店價格',
    en_GB: 'Store price',
    es_ES: 'Precio en tienda',
    fr_FR: 'Prix en magasin',
    pt_PT: 'Preço na loja',
  },
  onHand: { zh_CN: '库存', zh_TW: '庫存', en_GB: 'Stock', es_ES: 'Existencias', fr_FR: 'Stock', pt_PT: 'Stock' },
  minStock: {
    zh_CN: '最低库存',
    zh_TW: '最低庫存',
    en_GB: 'Minimum stock',
    es_ES: 'Existencias mínimas',
    fr_FR: 'Stock minimum',
    pt_PT: 'Stock mínimo',
  },
} satisfies Record<string, Localized>;

export const productExportHeaders = (lang: UiLang) =>
  (
    [
      'name',
      'category',
      'sku',
      'barcode',
      'unit',
      'price',
      'cost',
      'store',
      'storePrice',
      'onHand',
      'minStock',
    ] as const
  ).map((k) => PRODUCT_TEXT[k][lang]);

/** The product list as xlsx: one row per product and store it is sold in (the caller's stores). */
export async function productsWorkbook(lang: UiLang, rows: ProductRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Tillbook';
  const sheet = book.addWorksheet(PRODUCT_TEXT.sheet[lang]);
  const keys = [
    'name',
    'category',
    'sku',
    'barcode',
    'unit',
    'price',
    'cost',
    'store',
    'storePrice',
    'onHand',
    'minStock',
  ];
  sheet.columns = productExportHeaders(lang).map((header, i) => ({ header, key: keys[i], width: i < 2 ? 30 : 14 }));
  sheet.getRow(1).font = { bold: true };
  for (const p of rows) {
    const base = {
      name: p.name,
      category: p.categoryName ?? '',
      sku: p.sku,
      barcode: p.barcode,
      unit: p.unit,
      price: Number(p.price),
      cost: Number(p.cost),
    };
    if (p.stores.length === 0) sheet.addRow(base);
    for (const s of p.stores)
      sheet.addRow({
        ...base,
        store: s.storeName,
        storePrice: Number(s.price),
        onHand: Number(s.onHand),
        minStock: Number(s.minStock),
      });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
