import type { Localized, UiLang } from '@tillbook/contract';

const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

/** Headings, column headers and values of stock document exports and prints, in the six interface languages. */
export const DOC_TEXT = {
  purchases: L('采购单', '採購單', 'Purchase orders', 'Pedidos de compra', 'Bons de commande', 'Encomendas de compra'),
  purchase: L('采购单', '採購單', 'Purchase order', 'Pedido de compra', 'Bon de commande', 'Encomenda de compra'),
  transfers: L('调拨单', '調撥單', 'Transfers', 'Traspasos', 'Transferts', 'Transferências'),
  transfer: L('调拨单', '調撥單', 'Transfer', 'Traspaso', 'Transfert', 'Transferência'),
  counts: L('盘点单', '盤點單', 'Stock counts', 'Inventarios', 'Inventaires', 'Inventários'),
  count: L('盘点单', '盤點單', 'Stock count', 'Inventario', 'Inventaire', 'Inventário'),
  number: L('单号', '單號', 'Number', 'Número', 'Numéro', 'Número'),
  status: L('状态', '狀態', 'Status', 'Estado', 'Statut', 'Estado'),
  type: L('类型', '類型', 'Type', 'Tipo', 'Type', 'Tipo'),
  store: L('门店', '門店', 'Store', 'Tienda', 'Magasin', 'Loja'),
  fromStore: L('调出门店', '調出門店', 'From store', 'Tienda de origen', 'Magasin source', 'Loja de origem'),
  toStore: L('调入门店', '調入門店', 'To store', 'Tienda de destino', 'Magasin cible', 'Loja de destino'),
  fromArea: L('调出区域', '調出區域', 'From area', 'Zona de origen', 'Zone source', 'Zona de origem'),
  toArea: L('调入区域', '調入區域', 'To area', 'Zona de destino', 'Zone cible', 'Zona de destino'),
  supplier: L('供应商', '供應商', 'Supplier', 'Proveedor', 'Fournisseur', 'Fornecedor'),
  purchaseDate: L('采购日期', '採購日期', 'Purchase date', 'Fecha de compra', 'Date d’achat', 'Data de compra'),
  expectedDate: L('预计到货日期', '預計到貨日期', 'Expected date', 'Fecha prevista', 'Date prévue', 'Data prevista'),
  note: L('备注', '備註', 'Note', 'Nota', 'Remarque', 'Nota'),
  operator: L('操作人', '操作人', 'Operator', 'Operador', 'Opérateur', 'Operador'),
  createdAt: L('创建时间', '建立時間', 'Created', 'Creado', 'Créé le', 'Criado em'),
  receivedAt: L('收货时间', '收貨時間', 'Received', 'Recibido', 'Reçu le', 'Recebido em'),
  completedAt: L('完成时间', '完成時間', 'Completed', 'Completado', 'Terminé le', 'Concluído em'),
  product: L('商品', '商品', 'Product', 'Producto', 'Produit', 'Produto'),
  variant: L('规格', '規格', 'Variant', 'Variante', 'Variante', 'Variante'),
  sku: L('SKU', 'SKU', 'SKU', 'SKU', 'SKU', 'SKU'),
  barcode: L('条码', '條碼', 'Barcode', 'Código de barras', 'Code-barres', 'Código de barras'),
  unit: L('单位', '單位', 'Unit', 'Unidad', 'Unité', 'Unidade'),
  quantity: L('数量', '數量', 'Quantity', 'Cantidad', 'Quantité', 'Quantidade'),
  ordered: L('采购数量', '採購數量', 'Ordered', 'Pedido', 'Commandé', 'Encomendado'),
  sent: L('调出数量', '調出數量', 'Sent', 'Enviado', 'Envoyé', 'Enviado'),
  cost: L('成本', '成本', 'Cost', 'Coste', 'Coût', 'Custo'),
  amount: L('金额', '金額', 'Amount', 'Importe', 'Montant', 'Montante'),
  totalCost: L('总成本', '總成本', 'Total cost', 'Coste total', 'Coût total', 'Custo total'),
  received: L('已收数量', '已收數量', 'Received', 'Recibido', 'Reçu', 'Recebido'),
  returned: L('已退数量', '已退數量', 'Returned', 'Devuelto', 'Retourné', 'Devolvido'),
  expected: L('应有数量', '應有數量', 'Expected', 'Esperado', 'Attendu', 'Esperado'),
  counted: L('盘点数量', '盤點數量', 'Counted', 'Contado', 'Compté', 'Contado'),
  difference: L('差异', '差異', 'Difference', 'Diferencia', 'Écart', 'Diferença'),
  differenceValue: L(
    '差异金额',
    '差異金額',
    'Difference value',
    'Valor de la diferencia',
    'Valeur de l’écart',
    'Valor da diferença',
  ),
  itemCount: L('商品数', '商品數', 'Items', 'Artículos', 'Articles', 'Artigos'),
  countedCount: L('已盘数', '已盤數', 'Counted items', 'Artículos contados', 'Articles comptés', 'Artigos contados'),
  total: L('合计', '合計', 'Total', 'Total', 'Total', 'Total'),
} as const;

/** Names of statuses, count types and units as exports show them. */
export const VALUE_TEXT: Record<string, Localized> = {
  normal: L('正常', '正常', 'Open', 'Abierto', 'Ouvert', 'Aberto'),
  partial: L('部分', '部分', 'Partial', 'Parcial', 'Partiel', 'Parcial'),
  completed: L('已完成', '已完成', 'Completed', 'Completado', 'Terminé', 'Concluído'),
  cancelled: L('已取消', '已取消', 'Cancelled', 'Cancelado', 'Annulé', 'Cancelado'),
  in_transit: L('在途', '在途', 'In transit', 'En tránsito', 'En transit', 'Em trânsito'),
  draft: L('草稿', '草稿', 'Draft', 'Borrador', 'Brouillon', 'Rascunho'),
  counting: L('盘点中', '盤點中', 'Counting', 'Contando', 'En cours', 'Em contagem'),
  full: L('全盘', '全盤', 'Full', 'Completo', 'Complet', 'Completo'),
  piece: L('件', '件', 'Piece', 'Unidad', 'Pièce', 'Unidade'),
  weight: L('重量', '重量', 'Weight', 'Peso', 'Poids', 'Peso'),
  volume: L('体积', '體積', 'Volume', 'Volumen', 'Volume', 'Volume'),
};

/** A status, type or unit in the caller's language (the raw value when unknown). */
export const valueText = (value: string, lang: UiLang) => VALUE_TEXT[value]?.[lang] ?? value;

/** The line columns every document print starts with: product, variant, SKU, barcode, unit. */
export const itemColumns = (lang: UiLang) => [
  { header: DOC_TEXT.product[lang], width: 28 },
  { header: DOC_TEXT.variant[lang], width: 16 },
  { header: DOC_TEXT.sku[lang], width: 16 },
  { header: DOC_TEXT.barcode[lang], width: 16 },
  { header: DOC_TEXT.unit[lang], width: 8 },
];

/** The item cells matching `itemColumns`. */
export const itemCells = (
  l: { productName: string; variantName: string | null; sku: string; barcode: string; unit: string },
  lang: UiLang,
) => [l.productName, l.variantName ?? '', l.sku, l.barcode, valueText(l.unit, lang)];
