import type { AdjustmentKind, Localized, ProductionKind, StockReason } from '@tillbook/contract';
import { DOC_TEXT } from './documents.texts';

/**
 * Column headers, titles and labels of the partner exports, the ledger's views and the adjustment and production
 * documents, in the six interface languages (zh_CN, zh_TW, en_GB, es_ES, fr_FR, pt_PT), on top of the document texts.
 */
const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

export const STOCK_TEXT = {
  ...DOC_TEXT,
  // Titles (sheet names and PDF headings)
  suppliers: L('供应商', '供應商', 'Suppliers', 'Proveedores', 'Fournisseurs', 'Fornecedores'),
  manufacturers: L('生产商', '製造商', 'Manufacturers', 'Fabricantes', 'Fabricants', 'Fabricantes'),
  increase: L('入库', '入庫', 'Stock increase', 'Entrada de stock', 'Entrée de stock', 'Entrada de stock'),
  damage: L('报损', '報損', 'Damage', 'Daños', 'Casse', 'Danos'),
  loss: L('报失', '報失', 'Loss', 'Pérdidas', 'Pertes', 'Perdas'),
  production: L('生产', '生產', 'Production', 'Producción', 'Production', 'Produção'),
  disassembly: L('拆分', '拆分', 'Disassembly', 'Desmontaje', 'Désassemblage', 'Desmontagem'),
  history: L(
    '库存历史',
    '庫存歷史',
    'Stock history',
    'Historial de stock',
    'Historique du stock',
    'Histórico de stock',
  ),
  stockValue: L('库存价值', '庫存價值', 'Stock value', 'Valor del stock', 'Valeur du stock', 'Valor do stock'),
  damageGoods: L(
    '报损价值',
    '報損價值',
    'Damaged goods value',
    'Valor de daños',
    'Valeur des pertes',
    'Valor de danos',
  ),
  components: L('组件', '組件', 'Components', 'Componentes', 'Composants', 'Componentes'),
  // Partner columns
  name: L('名称', '名稱', 'Name', 'Nombre', 'Nom', 'Nome'),
  contact: L('联系人', '聯絡人', 'Contact', 'Contacto', 'Contact', 'Contacto'),
  areaCode: L('区号', '區碼', 'Area code', 'Prefijo', 'Indicatif', 'Indicativo'),
  phone: L('电话', '電話', 'Phone', 'Teléfono', 'Téléphone', 'Telefone'),
  email: L('邮箱', '電子郵件', 'E-mail', 'Correo electrónico', 'E-mail', 'E-mail'),
  website: L('网址', '網址', 'Website', 'Sitio web', 'Site web', 'Sítio web'),
  address: L('地址', '地址', 'Address', 'Dirección', 'Adresse', 'Morada'),
  city: L('城市', '城市', 'City', 'Ciudad', 'Ville', 'Cidade'),
  postalCode: L('邮政编码', '郵遞區號', 'Postcode', 'Código postal', 'Code postal', 'Código postal'),
  province: L('省份', '省份', 'County / province', 'Provincia', 'Région / province', 'Província'),
  country: L('国家', '國家', 'Country', 'País', 'Pays', 'País'),
  // Document and ledger columns
  forProduct: L('所属商品', '所屬商品', 'For', 'Para', 'Pour', 'Para'),
  totalQuantity: L('总数量', '總數量', 'Total quantity', 'Cantidad total', 'Quantité totale', 'Quantidade total'),
  time: L('时间', '時間', 'Time', 'Hora', 'Heure', 'Hora'),
  reason: L('原因', '原因', 'Reason', 'Motivo', 'Motif', 'Motivo'),
  unitCost: L('单位成本', '單位成本', 'Unit cost', 'Coste unitario', 'Coût unitaire', 'Custo unitário'),
  onHandAfter: L('结存', '結存', 'On hand after', 'Existencias después', 'Stock après', 'Stock após'),
  averageCost: L('平均成本', '平均成本', 'Average cost', 'Coste medio', 'Coût moyen', 'Custo médio'),
  inventoryValue: L(
    '库存价值',
    '庫存價值',
    'Inventory value',
    'Valor de inventario',
    "Valeur d'inventaire",
    'Valor de inventário',
  ),
  retailValue: L('零售价值', '零售價值', 'Retail value', 'Valor de venta', 'Valeur de vente', 'Valor de venda'),
  potentialProfit: L(
    '潜在利润',
    '潛在利潤',
    'Potential profit',
    'Beneficio potencial',
    'Bénéfice potentiel',
    'Lucro potencial',
  ),
  margin: L('利润率 %', '利潤率 %', 'Margin %', 'Margen %', 'Marge %', 'Margem %'),
  damagedQuantity: L('报损数量', '報損數量', 'Damaged', 'Dañado', 'Cassé', 'Danificado'),
  damagedValue: L('报损金额', '報損金額', 'Damaged value', 'Valor dañado', 'Valeur cassée', 'Valor danificado'),
  lostQuantity: L('报失数量', '報失數量', 'Lost', 'Perdido', 'Perdu', 'Perdido'),
  lostValue: L('报失金额', '報失金額', 'Lost value', 'Valor perdido', 'Valeur perdue', 'Valor perdido'),
  totalValue: L('总金额', '總金額', 'Total value', 'Valor total', 'Valeur totale', 'Valor total'),
  // Subtitle labels
  allStores: L('全部门店', '全部門市', 'All stores', 'Todas las tiendas', 'Tous les magasins', 'Todas as lojas'),
  period: L('期间', '期間', 'Period', 'Periodo', 'Période', 'Período'),
  date: L('日期', '日期', 'Date', 'Fecha', 'Date', 'Data'),
} satisfies Record<string, Localized>;

/** The history's reasons (§4 stock history reasons, plus the inbound adjustment). */
export const REASON_TEXT: Record<StockReason, Localized> = {
  sale: L('销售', '銷售', 'Sale', 'Venta', 'Vente', 'Venda'),
  customer_return: L(
    '顾客退货',
    '顧客退貨',
    'Customer return',
    'Devolución de cliente',
    'Retour client',
    'Devolução de cliente',
  ),
  purchase_arrival: L(
    '采购到货',
    '採購到貨',
    'Purchase arrival',
    'Llegada de compra',
    "Réception d'achat",
    'Chegada de compra',
  ),
  purchase_return: L(
    '采购退货',
    '採購退貨',
    'Purchase return',
    'Devolución de compra',
    "Retour d'achat",
    'Devolução de compra',
  ),
  transfer_out: L(
    '调拨出库',
    '調撥出庫',
    'Transfer out',
    'Traspaso salida',
    'Transfert sortant',
    'Transferência saída',
  ),
  transfer_in: L(
    '调拨入库',
    '調撥入庫',
    'Transfer in',
    'Traspaso entrada',
    'Transfert entrant',
    'Transferência entrada',
  ),
  increase: STOCK_TEXT.increase,
  damage: STOCK_TEXT.damage,
  loss: STOCK_TEXT.loss,
  count: L('盘点', '盤點', 'Stock count', 'Recuento', 'Inventaire', 'Contagem'),
  production: STOCK_TEXT.production,
  disassembly: STOCK_TEXT.disassembly,
};

/** The kinds of the documents applied at once (adjustments, production), as titles and list values. */
export const KIND_TEXT: Record<AdjustmentKind | ProductionKind, Localized> = {
  increase: STOCK_TEXT.increase,
  damage: STOCK_TEXT.damage,
  loss: STOCK_TEXT.loss,
  production: STOCK_TEXT.production,
  disassembly: STOCK_TEXT.disassembly,
};
