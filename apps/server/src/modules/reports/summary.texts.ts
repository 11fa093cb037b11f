import type { Localized, ReportGrouping, UiLang } from '@tillbook/contract';

/** One text in the six interface languages (zh_CN, zh_TW, en_GB, es_ES, fr_FR, pt_PT). */
const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

/** Titles of the summary report exports (sheet name and PDF heading). */
export const REPORT_TITLE = {
  sale: L('销售汇总', '銷售彙總', 'Sales summary', 'Resumen de ventas', 'Synthèse des ventes', 'Resumo de vendas'),
  user: L(
    '员工销售',
    '員工銷售',
    'Sales by staff',
    'Ventas por empleado',
    'Ventes par employé',
    'Vendas por funcionário',
  ),
  promoter: L('提成统计', '提成統計', 'Commissions', 'Comisiones', 'Commissions', 'Comissões'),
  pay: L(
    '支付方式统计',
    '支付方式統計',
    'Payment methods',
    'Formas de pago',
    'Moyens de paiement',
    'Formas de pagamento',
  ),
  tax: L('税费统计', '稅費統計', 'Taxes', 'Impuestos', 'Taxes', 'Impostos'),
  rebate: L('折扣统计', '折扣統計', 'Discounts', 'Descuentos', 'Remises', 'Descontos'),
  expend: L(
    '员工支出',
    '員工支出',
    'Staff expenses',
    'Gastos del personal',
    'Dépenses du personnel',
    'Despesas do pessoal',
  ),
} satisfies Record<string, Localized>;

export type SummaryReportName = keyof typeof REPORT_TITLE;

/** The filter lines under the heading and the texts of special rows. */
export const FILTER_TEXT = {
  online: L('线上', '線上', 'Online', 'En línea', 'En ligne', 'Online'),
  period: L('时间', '時間', 'Period', 'Periodo', 'Période', 'Período'),
  stores: L('门店', '門店', 'Stores', 'Tiendas', 'Magasins', 'Lojas'),
  allStores: L('全部门店', '全部門店', 'All stores', 'Todas las tiendas', 'Tous les magasins', 'Todas as lojas'),
  staff: L('员工', '員工', 'Staff', 'Empleado', 'Employé', 'Funcionário'),
  currency: L('币种', '幣種', 'Currency', 'Moneda', 'Devise', 'Moeda'),
  groupBy: L('统计方式', '統計方式', 'Grouped by', 'Agrupado por', 'Regroupé par', 'Agrupado por'),
  total: L('合计', '合計', 'Total', 'Total', 'Total', 'Total'),
  noStaff: L(
    '无（自助点餐 / 扫码 / 线上）',
    '無（自助點餐 / 掃碼 / 線上）',
    'None (kiosk / QR / online)',
    'Ninguno (quiosco / QR / en línea)',
    'Aucun (borne / QR / en ligne)',
    'Nenhum (quiosque / QR / online)',
  ),
  noCostType: L(
    '无费用类型',
    '無費用類型',
    'No cost type',
    'Sin tipo de gasto',
    'Sans type de dépense',
    'Sem tipo de despesa',
  ),
  points: L('积分', '積分', 'Points', 'Puntos', 'Points', 'Pontos'),
  credit: L('挂账', '掛賬', 'On credit', 'A crédito', 'À crédit', 'A crédito'),
  kitchenNoStaff: L(
    '后厨出品数与出餐时间不按员工统计，按员工筛选时留空',
    '後廚出品數與出餐時間不按員工統計，按員工篩選時留空',
    'Kitchen lines and preparation time are not kept per staff member: empty when filtered by staff',
    'Las líneas de cocina y el tiempo de preparación no se registran por empleado: vacíos al filtrar por empleado',
    'Les lignes en cuisine et le temps de préparation ne sont pas suivis par employé : vides avec un filtre par employé',
    'As linhas de cozinha e o tempo de preparação não são registados por funcionário: vazios ao filtrar por funcionário',
  ),
  included: L('价内税', '價內稅', 'Included', 'Incluido', 'Inclus', 'Incluído'),
  added: L('价外税', '價外稅', 'Added', 'Añadido', 'Ajouté', 'Acrescido'),
} satisfies Record<string, Localized>;

export const GROUPING_TEXT: Record<ReportGrouping, Localized> = {
  hour: L('按小时', '按小時', 'Hour', 'Hora', 'Heure', 'Hora'),
  day: L('按天', '按天', 'Day', 'Día', 'Jour', 'Dia'),
  week: L('按周', '按週', 'Week', 'Semana', 'Semaine', 'Semana'),
  month: L('按月', '按月', 'Month', 'Mes', 'Mois', 'Mês'),
  quarter: L('按季度', '按季度', 'Quarter', 'Trimestre', 'Trimestre', 'Trimestre'),
  year: L('按年', '按年', 'Year', 'Año', 'Année', 'Ano'),
};

/** Column headers of the summary exports. */
export const COLUMN_TEXT = {
  period: L('时间', '時間', 'Period', 'Periodo', 'Période', 'Período'),
  receipts: L('单数', '單數', 'Receipts', 'Tickets', 'Tickets', 'Talões'),
  refunds: L('退款单数', '退款單數', 'Refunds', 'Devoluciones', 'Remboursements', 'Reembolsos'),
  gross: L('销售额', '銷售額', 'Gross sales', 'Ventas brutas', 'Ventes brutes', 'Vendas brutas'),
  discounts: L('折扣', '折扣', 'Discounts', 'Descuentos', 'Remises', 'Descontos'),
  refundAmount: L('退款金额', '退款金額', 'Refunded', 'Importe devuelto', 'Montant remboursé', 'Valor reembolsado'),
  netSales: L('净销售额', '淨銷售額', 'Net sales', 'Ventas netas', 'Ventes nettes', 'Vendas líquidas'),
  taxesIncluded: L('价内税', '價內稅', 'Taxes included', 'Impuestos incluidos', 'Taxes incluses', 'Impostos incluídos'),
  taxesAdded: L('价外税', '價外稅', 'Taxes added', 'Impuestos añadidos', 'Taxes ajoutées', 'Impostos acrescidos'),
  netWithoutTax: L(
    '不含税净销售额',
    '不含稅淨銷售額',
    'Net sales without tax',
    'Ventas netas sin impuestos',
    'Ventes nettes hors taxes',
    'Vendas líquidas sem impostos',
  ),
  deliveryFees: L('配送费', '配送費', 'Delivery fees', 'Gastos de envío', 'Frais de livraison', 'Taxas de entrega'),
  totalCollected: L('实收总额', '實收總額', 'Total collected', 'Total cobrado', 'Total encaissé', 'Total cobrado'),
  cost: L('成本', '成本', 'Cost', 'Coste', 'Coût', 'Custo'),
  grossProfit: L('毛利', '毛利', 'Gross profit', 'Beneficio bruto', 'Marge brute', 'Lucro bruto'),
  margin: L('毛利率 %', '毛利率 %', 'Margin %', 'Margen %', 'Taux de marge %', 'Margem %'),
  averageReceipt: L('客单价', '客單價', 'Average receipt', 'Ticket medio', 'Panier moyen', 'Talão médio'),
  staff: L('员工', '員工', 'Staff', 'Empleado', 'Employé', 'Funcionário'),
  commission: L('提成', '提成', 'Commission', 'Comisión', 'Commission', 'Comissão'),
  payment: L('支付方式', '支付方式', 'Payment method', 'Forma de pago', 'Moyen de paiement', 'Forma de pagamento'),
  payments: L('支付笔数', '支付筆數', 'Payments', 'Pagos', 'Paiements', 'Pagamentos'),
  amount: L('金额', '金額', 'Amount', 'Importe', 'Montant', 'Valor'),
  fee: L('手续费', '手續費', 'Fees', 'Comisiones de cobro', 'Frais', 'Taxas de cobrança'),
  net: L('净收款', '淨收款', 'Net received', 'Neto cobrado', 'Net encaissé', 'Líquido recebido'),
  tax: L('税种', '稅種', 'Tax', 'Impuesto', 'Taxe', 'Imposto'),
  rate: L('税率 %', '稅率 %', 'Rate %', 'Tipo %', 'Taux %', 'Taxa %'),
  calculation: L('计税方式', '計稅方式', 'Calculation', 'Cálculo', 'Calcul', 'Cálculo'),
  taxable: L('应税金额', '應稅金額', 'Taxable', 'Base imponible', 'Base imposable', 'Base tributável'),
  taxAmount: L('税额', '稅額', 'Tax', 'Cuota', 'Montant de taxe', 'Valor do imposto'),
  refundTaxable: L(
    '退款应税金额',
    '退款應稅金額',
    'Refunded taxable',
    'Base devuelta',
    'Base remboursée',
    'Base reembolsada',
  ),
  refundTax: L('退款税额', '退款稅額', 'Refunded tax', 'Cuota devuelta', 'Taxe remboursée', 'Imposto reembolsado'),
  netTax: L('净税额', '淨稅額', 'Net tax', 'Cuota neta', 'Taxe nette', 'Imposto líquido'),
  lineDiscount: L(
    '单品折扣',
    '單品折扣',
    'Line discounts',
    'Descuentos de línea',
    'Remises sur article',
    'Descontos de linha',
  ),
  orderDiscount: L(
    '整单折扣',
    '整單折扣',
    'Order discounts',
    'Descuentos de pedido',
    'Remises sur commande',
    'Descontos de pedido',
  ),
  discountTotal: L(
    '折扣合计',
    '折扣合計',
    'Total discounts',
    'Total de descuentos',
    'Total des remises',
    'Total de descontos',
  ),
  discountRate: L(
    '折扣率 %',
    '折扣率 %',
    'Discount rate %',
    'Tasa de descuento %',
    'Taux de remise %',
    'Taxa de desconto %',
  ),
  costType: L('费用类型', '費用類型', 'Cost type', 'Tipo de gasto', 'Type de dépense', 'Tipo de despesa'),
  entries: L('笔数', '筆數', 'Entries', 'Movimientos', 'Opérations', 'Movimentos'),
  kitchenLines: L(
    '后厨出品数',
    '後廚出品數',
    'Kitchen lines',
    'Líneas de cocina',
    'Lignes en cuisine',
    'Linhas de cozinha',
  ),
  averagePrep: L(
    '平均出餐时间',
    '平均出餐時間',
    'Average preparation time',
    'Tiempo medio de preparación',
    'Temps moyen de préparation',
    'Tempo médio de preparação',
  ),
} satisfies Record<string, Localized>;

/** A preparation time in whole seconds as people read it: '4 min 05 s', '4分05秒'; hours only when there are some. */
export function durationText(seconds: number, lang: UiLang): string {
  const sign = seconds < 0 ? '-' : '';
  const whole = Math.abs(Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  const mm = h ? String(m).padStart(2, '0') : String(m);
  if (lang === 'zh_CN' || lang === 'zh_TW') {
    const hour = lang === 'zh_CN' ? '小时' : '小時';
    return `${sign}${h ? `${h}${hour}` : ''}${mm}分${s}秒`;
  }
  return `${sign}${h ? `${h} h ` : ''}${mm} min ${s} s`;
}
