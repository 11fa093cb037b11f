import { Err, type Localized } from '@tillbook/contract';
import type { ImportColumn } from '../../platform/imports';

/** The product template's column keys, in the template's order. */
export const IMPORT_KEYS = [
  'name',
  'category',
  'sku',
  'barcode',
  'unit',
  'price',
  'cost',
  'purchaseCost',
  'supplier',
  'trackInventory',
  'stores',
  'taxes',
  'minStock',
  'bestStock',
  'composite',
  'components',
  'description',
] as const;
export type ImportKey = (typeof IMPORT_KEYS)[number];

const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

/** Header texts of the template (an upload may use any of the six languages) and its sheet names. */
export const PRODUCT_IMPORT_TEXT: Record<ImportKey | 'sheet' | 'helpSheet', Localized> = {
  sheet: L('商品导入', '商品匯入', 'Products', 'Productos', 'Produits', 'Produtos'),
  helpSheet: L('填写说明', '填寫說明', 'How to fill in', 'Cómo rellenar', 'Mode d’emploi', 'Como preencher'),
  name: L('名称', '名稱', 'Name', 'Nombre', 'Nom', 'Nome'),
  category: L('分类', '分類', 'Category', 'Categoría', 'Catégorie', 'Categoria'),
  sku: L('SKU', 'SKU', 'SKU', 'SKU', 'SKU', 'SKU'),
  barcode: L('条码', '條碼', 'Barcode', 'Código de barras', 'Code-barres', 'Código de barras'),
  unit: L('单位', '單位', 'Unit', 'Unidad', 'Unité', 'Unidade'),
  price: L('价格', '價格', 'Price', 'Precio', 'Prix', 'Preço'),
  cost: L('成本', '成本', 'Cost', 'Coste', 'Coût', 'Custo'),
  purchaseCost: L(
    '默认进货成本',
    '預設進貨成本',
    'Default purchase cost',
    'Coste de compra predeterminado',
    'Coût d’achat par défaut',
    'Custo de compra predefinido',
  ),
  supplier: L('供应商', '供應商', 'Supplier', 'Proveedor', 'Fournisseur', 'Fornecedor'),
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
  composite: L('组合商品', '組合商品', 'Composite', 'Compuesto', 'Composé', 'Composto'),
  components: L('组件', '組件', 'Components', 'Componentes', 'Composants', 'Componentes'),
  description: L('描述', '描述', 'Description', 'Descripción', 'Description', 'Descrição'),
};

/** What each column takes, on the template's second sheet. */
export const PRODUCT_IMPORT_HELP: Record<ImportKey, Localized> = {
  name: L(
    '必填，1–50 个字符。',
    '必填，1–50 個字元。',
    'Required, 1–50 characters.',
    'Obligatorio, de 1 a 50 caracteres.',
    'Obligatoire, de 1 à 50 caractères.',
    'Obrigatório, de 1 a 50 caracteres.',
  ),
  category: L(
    '可选：已有分类的名称。',
    '可選：已有分類的名稱。',
    'Optional: the name of an existing category.',
    'Opcional: el nombre de una categoría existente.',
    'Facultatif : le nom d’une catégorie existante.',
    'Opcional: o nome de uma categoria existente.',
  ),
  sku: L(
    '可选，最多 50 个字符；在文件和商品库中唯一。组合商品按 SKU 引用组件。',
    '可選，最多 50 個字元；在檔案和商品庫中唯一。組合商品依 SKU 引用組件。',
    'Optional, up to 50 characters; unique in the file and in the catalogue. Composite products name their components by SKU.',
    'Opcional, hasta 50 caracteres; único en el archivo y en el catálogo. Los productos compuestos nombran sus componentes por SKU.',
    'Facultatif, 50 caractères au plus ; unique dans le fichier et le catalogue. Les produits composés désignent leurs composants par leur SKU.',
    'Opcional, até 50 caracteres; único no ficheiro e no catálogo. Os produtos compostos indicam os componentes pelo SKU.',
  ),
  barcode: L(
    '可选，最多 50 个字符；唯一，且不能与其他商品的 SKU 相同。',
    '可選，最多 50 個字元；唯一，且不能與其他商品的 SKU 相同。',
    'Optional, up to 50 characters; unique, and not another product’s SKU.',
    'Opcional, hasta 50 caracteres; único y distinto del SKU de otro producto.',
    'Facultatif, 50 caractères au plus ; unique, et différent du SKU d’un autre produit.',
    'Opcional, até 50 caracteres; único e diferente do SKU de outro produto.',
  ),
  unit: L(
    '件、重量或体积（空 = 件）。按件的库存与数量须为整数。',
    '件、重量或體積（空 = 件）。按件的庫存與數量須為整數。',
    'piece, weight or volume (empty = piece). Stock and quantities of pieces are whole numbers.',
    'pieza, peso o volumen (vacío = pieza). Las existencias y cantidades por pieza son números enteros.',
    'pièce, poids ou volume (vide = pièce). Les stocks et quantités à la pièce sont des nombres entiers.',
    'peça, peso ou volume (vazio = peça). O stock e as quantidades à peça são números inteiros.',
  ),
  price: L(
    '必填，数字，最多 4 位小数。',
    '必填，數字，最多 4 位小數。',
    'Required, a number with up to 4 decimals.',
    'Obligatorio, un número con hasta 4 decimales.',
    'Obligatoire, un nombre avec 4 décimales au plus.',
    'Obrigatório, um número com até 4 casas decimais.',
  ),
  cost: L(
    '可选，数字。组合商品的成本由组件计算。',
    '可選，數字。組合商品的成本由組件計算。',
    'Optional, a number. A composite’s cost is computed from its components.',
    'Opcional, un número. El coste de un compuesto se calcula a partir de sus componentes.',
    'Facultatif, un nombre. Le coût d’un produit composé est calculé à partir de ses composants.',
    'Opcional, um número. O custo de um composto é calculado a partir dos componentes.',
  ),
  purchaseCost: L(
    '可选，数字：向供应商采购的默认成本。',
    '可選，數字：向供應商採購的預設成本。',
    'Optional, a number: the default cost of buying it from the supplier.',
    'Opcional, un número: el coste predeterminado de compra al proveedor.',
    'Facultatif, un nombre : le coût d’achat par défaut auprès du fournisseur.',
    'Opcional, um número: o custo predefinido de compra ao fornecedor.',
  ),
  supplier: L(
    '可选：已有供应商的名称。',
    '可選：已有供應商的名稱。',
    'Optional: the name of an existing supplier.',
    'Opcional: el nombre de un proveedor existente.',
    'Facultatif : le nom d’un fournisseur existant.',
    'Opcional: o nome de um fornecedor existente.',
  ),
  trackInventory: L(
    '是 / 否（空 = 否）。',
    '是 / 否（空 = 否）。',
    'yes / no (empty = no).',
    'sí / no (vacío = no).',
    'oui / non (vide = non).',
    'sim / não (vazio = não).',
  ),
  stores: L(
    '必填：销售门店的名称，用逗号分隔；每家门店按本行价格与成本销售。',
    '必填：銷售門店的名稱，以逗號分隔；每家門店按本列價格與成本銷售。',
    'Required: the names of the stores selling it, separated by commas; each sells it at the row’s price and cost.',
    'Obligatorio: los nombres de las tiendas que lo venden, separados por comas; cada una al precio y coste de la fila.',
    'Obligatoire : les noms des magasins qui le vendent, séparés par des virgules ; chacun au prix et au coût de la ligne.',
    'Obrigatório: os nomes das lojas que o vendem, separados por vírgulas; cada uma ao preço e custo da linha.',
  ),
  taxes: L(
    '可选：已有税项的名称，用逗号分隔。',
    '可選：已有稅項的名稱，以逗號分隔。',
    'Optional: names of existing taxes, separated by commas.',
    'Opcional: nombres de impuestos existentes, separados por comas.',
    'Facultatif : noms de taxes existantes, séparés par des virgules.',
    'Opcional: nomes de impostos existentes, separados por vírgulas.',
  ),
  minStock: L(
    '可选，数字（空 = 0）。',
    '可選，數字（空 = 0）。',
    'Optional, a number (empty = 0).',
    'Opcional, un número (vacío = 0).',
    'Facultatif, un nombre (vide = 0).',
    'Opcional, um número (vazio = 0).',
  ),
  bestStock: L(
    '可选，数字（空 = 0）。',
    '可選，數字（空 = 0）。',
    'Optional, a number (empty = 0).',
    'Opcional, un número (vacío = 0).',
    'Facultatif, un nombre (vide = 0).',
    'Opcional, um número (vazio = 0).',
  ),
  composite: L(
    '是 / 否（空 = 否）。组合商品需要至少一个组件。',
    '是 / 否（空 = 否）。組合商品需要至少一個組件。',
    'yes / no (empty = no). A composite needs at least one component.',
    'sí / no (vacío = no). Un compuesto necesita al menos un componente.',
    'oui / non (vide = non). Un produit composé a au moins un composant.',
    'sim / não (vazio = não). Um composto precisa de pelo menos um componente.',
  ),
  components: L(
    '组合商品的组件：SKU*数量，用分号分隔，例如 A-1*2; B-7（无数量 = 1）。组件须已在商品库中或在本文件的前面几行，且本身不是组合商品。',
    '組合商品的組件：SKU*數量，以分號分隔，例如 A-1*2; B-7（無數量 = 1）。組件須已在商品庫中或在本檔案前面的列，且本身不是組合商品。',
    'A composite’s components: SKU*quantity, separated by semicolons, e.g. A-1*2; B-7 (no quantity = 1). Each must be in the catalogue or on an earlier row of this file, and not itself composite.',
    'Componentes de un compuesto: SKU*cantidad, separados por punto y coma, p. ej. A-1*2; B-7 (sin cantidad = 1). Cada uno debe estar en el catálogo o en una fila anterior de este archivo, y no ser compuesto.',
    'Composants d’un produit composé : SKU*quantité, séparés par des points-virgules, p. ex. A-1*2; B-7 (sans quantité = 1). Chacun doit exister dans le catalogue ou sur une ligne précédente du fichier, et ne pas être composé.',
    'Componentes de um composto: SKU*quantidade, separados por ponto e vírgula, p. ex. A-1*2; B-7 (sem quantidade = 1). Cada um deve estar no catálogo ou numa linha anterior deste ficheiro, e não ser composto.',
  ),
  description: L(
    '可选，最多 100 个字符。',
    '可選，最多 100 個字元。',
    'Optional, up to 100 characters.',
    'Opcional, hasta 100 caracteres.',
    'Facultatif, 100 caractères au plus.',
    'Opcional, até 100 caracteres.',
  ),
};

export type Unit = 'piece' | 'weight' | 'volume';

/** Unit words accepted in the unit column (any case), in the six languages. */
const UNIT_WORDS: Record<string, Unit> = {
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

/**
 * Money and stock levels: ≥ 0 (40020 when negative) with at most 4 decimals (40005). The cell type already refused
 * what is not a number (40000) and more than 14 integer digits.
 */
export const moneyCheck = (v: string) =>
  v.startsWith('-') ? Err.CELL_OUT_OF_RANGE : /^[0-9]{1,14}(\.[0-9]{1,4})?$/.test(v) ? null : Err.CELL_DATA_WRONG;

const T = PRODUCT_IMPORT_TEXT;
const money = (key: ImportKey, required = false): ImportColumn<ImportKey> => ({
  key,
  header: T[key],
  required,
  type: 'decimal',
  check: moneyCheck,
  width: 12,
});

/**
 * The columns and their cell rules. Lengths follow §5's import lengths (name 1-50 → 40198; SKU, barcode, category and
 * supplier 0-50 → 40203; unit 0-20 → 40201; description 0-100 → 40200); lists (stores, taxes, components) up to 2,000
 * characters (40019). Barcodes twice in the file → 40016 (the SKU's own file check answers 40015).
 */
export const PRODUCT_IMPORT_COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: 'name', header: T.name, required: true, length: '1-50', width: 28 },
  { key: 'category', header: T.category, length: '0-50', width: 18 },
  { key: 'sku', header: T.sku, length: '0-50', width: 16 },
  { key: 'barcode', header: T.barcode, length: '0-50', uniqueInFile: true, width: 16 },
  {
    key: 'unit',
    header: T.unit,
    length: '0-20',
    normalise: (v) => UNIT_WORDS[v.toLowerCase()] ?? v,
    check: (v) => (UNIT_WORDS[v] ? null : Err.CELL_DATA_WRONG),
    width: 10,
  },
  money('price', true),
  money('cost'),
  money('purchaseCost'),
  { key: 'supplier', header: T.supplier, length: '0-50', width: 18 },
  { key: 'trackInventory', header: T.trackInventory, type: 'boolean', width: 12 },
  { key: 'stores', header: T.stores, maxLength: 2000, width: 30 },
  { key: 'taxes', header: T.taxes, maxLength: 2000, width: 20 },
  money('minStock'),
  money('bestStock'),
  { key: 'composite', header: T.composite, type: 'boolean', width: 12 },
  { key: 'components', header: T.components, maxLength: 2000, width: 30 },
  { key: 'description', header: T.description, length: '0-100', width: 30 },
];

/** Store and tax names are separated by commas, semicolons or '|' (also the full-width ones). */
export const namesOf = (v: string) =>
  v
    .split(/[,;|，；]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** One entry of a components cell: `SKU*quantity` (or `SKU×quantity`; no quantity = 1), or why it is wrong. */
export type ComponentEntry = { sku: string; quantity: string } | { code: number };

/**
 * A components cell: entries separated by ';', '|' or new lines (not commas: some write decimals with them). A bad entry (no SKU, quantity not a number) →
 * 40017; a quantity of 0, below or beyond 999,999 → 40020. Quantities keep up to 4 decimals.
 */
export function componentsOf(v: string): ComponentEntry[] {
  return v
    .split(/[;|；\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const m = /^(.*?)\s*(?:[*×]\s*([^*×]*))?$/.exec(entry);
      const sku = m?.[1]?.trim() ?? '';
      const q = m?.[2]?.trim();
      if (!sku || sku.length > 50) return { code: Err.CELL_INGREDIENT_SKU_WRONG };
      if (q === undefined) return { sku, quantity: '1' };
      if (!/^-?[0-9]{1,14}(\.[0-9]{1,4})?$/.test(q)) return { code: Err.CELL_INGREDIENT_SKU_WRONG };
      const n = Number(q);
      if (n <= 0 || n > 999_999) return { code: Err.CELL_OUT_OF_RANGE };
      return { sku, quantity: q };
    });
}

/** Whole numbers for pieces. */
export const isWhole = (v: string) => /^[0-9]+(\.0+)?$/.test(v);
