import type { Localized } from '@tillbook/contract';
import { COLUMN_TEXT } from './summary.texts';

/** One text in the six interface languages (zh_CN, zh_TW, en_GB, es_ES, fr_FR, pt_PT). */
const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

/** Titles of the ranked reports' exports (store reports and online-shop reports). */
export const RANKED_TITLE = {
  goods: L(
    '单品销售统计',
    '單品銷售統計',
    'Item sales',
    'Ventas por artículo',
    'Ventes par article',
    'Vendas por artigo',
  ),
  type: L(
    '分类销售统计',
    '分類銷售統計',
    'Category sales',
    'Ventas por categoría',
    'Ventes par catégorie',
    'Vendas por categoria',
  ),
  batching: L(
    '加料销售统计',
    '加料銷售統計',
    'Modifier sales',
    'Ventas de complementos',
    'Ventes de suppléments',
    'Vendas de complementos',
  ),
  onlineGoods: L(
    '网店单品销售统计',
    '網店單品銷售統計',
    'Online item sales',
    'Ventas en línea por artículo',
    'Ventes en ligne par article',
    'Vendas online por artigo',
  ),
  onlineType: L(
    '网店分类销售统计',
    '網店分類銷售統計',
    'Online category sales',
    'Ventas en línea por categoría',
    'Ventes en ligne par catégorie',
    'Vendas online por categoria',
  ),
  onlineBatching: L(
    '网店加料销售统计',
    '網店加料銷售統計',
    'Online modifier sales',
    'Ventas en línea de complementos',
    'Ventes en ligne de suppléments',
    'Vendas online de complementos',
  ),
} satisfies Record<string, Localized>;

/** Filter lines under the PDF heading and column headers. */
export const RANKED_TEXT = {
  period: L('时间', '時間', 'Period', 'Periodo', 'Période', 'Período'),
  stores: L('门店', '門店', 'Stores', 'Tiendas', 'Magasins', 'Lojas'),
  allStores: L('全部门店', '全部門店', 'All stores', 'Todas las tiendas', 'Tous les magasins', 'Todas as lojas'),
  keyword: L('关键字', '關鍵字', 'Keyword', 'Palabra clave', 'Mot-clé', 'Palavra-chave'),
  currency: L('货币', '貨幣', 'Currency', 'Moneda', 'Devise', 'Moeda'),
  total: L('合计', '合計', 'Total', 'Total', 'Total', 'Total'),
  item: L('商品', '商品', 'Item', 'Artículo', 'Article', 'Artigo'),
  variant: L('规格', '規格', 'Variant', 'Variante', 'Variante', 'Variante'),
  category: L('分类', '分類', 'Category', 'Categoría', 'Catégorie', 'Categoria'),
  uncategorised: L('未分类', '未分類', 'Uncategorised', 'Sin categoría', 'Sans catégorie', 'Sem categoria'),
  quantity: L('销售数量', '銷售數量', 'Quantity sold', 'Cantidad vendida', 'Quantité vendue', 'Quantidade vendida'),
  refundQuantity: L(
    '退货数量',
    '退貨數量',
    'Quantity refunded',
    'Cantidad devuelta',
    'Quantité remboursée',
    'Quantidade devolvida',
  ),
  gross: L('销售总额', '銷售總額', 'Gross sales', 'Ventas brutas', 'Ventes brutes', 'Vendas brutas'),
  discount: L('折扣', '折扣', 'Discounts', 'Descuentos', 'Remises', 'Descontos'),
  netSales: L('净销售额', '淨銷售額', 'Net sales', 'Ventas netas', 'Ventes nettes', 'Vendas líquidas'),
  taxIncluded: COLUMN_TEXT.taxesIncluded,
  taxAdded: COLUMN_TEXT.taxesAdded,
  netWithoutTax: COLUMN_TEXT.netWithoutTax,
  cost: L('成本', '成本', 'Cost', 'Coste', 'Coût', 'Custo'),
  profit: L('毛利', '毛利', 'Gross profit', 'Beneficio bruto', 'Marge brute', 'Lucro bruto'),
  modifier: L('加料', '加料', 'Modifier', 'Complemento', 'Supplément', 'Complemento'),
  amount: L('金额', '金額', 'Amount', 'Importe', 'Montant', 'Montante'),
  refundAmount: L(
    '退款金额',
    '退款金額',
    'Amount refunded',
    'Importe devuelto',
    'Montant remboursé',
    'Montante devolvido',
  ),
} satisfies Record<string, Localized>;
