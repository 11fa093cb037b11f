import type { ExceptionState, Localized, OrderChannel, ReservationState, ShiftEntryType } from '@tillbook/contract';

/** One text in the six interface languages (zh_CN, zh_TW, en_GB, es_ES, fr_FR, pt_PT). */
const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

/** Titles of the list-report exports. */
export const EXPORT_TITLE = {
  paid: L('已付款单据', '已付款單據', 'Paid receipts', 'Tickets pagados', 'Tickets payés', 'Talões pagos'),
  unpaid: L('未付款单据', '未付款單據', 'Unpaid receipts', 'Tickets sin pagar', 'Tickets impayés', 'Talões por pagar'),
  receipts: L('单据', '單據', 'Receipts', 'Tickets', 'Tickets', 'Talões'),
  exceptions: L(
    '付款异常单据',
    '付款異常單據',
    'Payment exceptions',
    'Excepciones de pago',
    'Anomalies de paiement',
    'Exceções de pagamento',
  ),
  shifts: L('交班记录', '交班記錄', 'Shifts', 'Turnos', 'Services', 'Turnos'),
  flow: L(
    '交班流水',
    '交班流水',
    'Shift cash flow',
    'Movimientos del turno',
    'Mouvements du service',
    'Movimentos do turno',
  ),
  reservations: L('预订', '預訂', 'Reservations', 'Reservas', 'Réservations', 'Reservas'),
} satisfies Record<string, Localized>;

/** Filter lines and column headers. */
export const EXPORT_TEXT = {
  period: L('时间', '時間', 'Period', 'Periodo', 'Période', 'Período'),
  store: L('门店', '門店', 'Store', 'Tienda', 'Magasin', 'Loja'),
  allStores: L('全部门店', '全部門店', 'All stores', 'Todas las tiendas', 'Tous les magasins', 'Todas as lojas'),
  keyword: L('关键字', '關鍵字', 'Keyword', 'Palabra clave', 'Mot-clé', 'Palavra-chave'),
  number: L('单号', '單號', 'Number', 'Número', 'Numéro', 'Número'),
  time: L('时间', '時間', 'Time', 'Hora', 'Heure', 'Hora'),
  staff: L('员工', '員工', 'Staff', 'Empleado', 'Employé', 'Funcionário'),
  member: L('会员', '會員', 'Member', 'Socio', 'Membre', 'Membro'),
  orderType: L('订单类型', '訂單類型', 'Order type', 'Tipo de pedido', 'Type de commande', 'Tipo de pedido'),
  table: L('桌台', '桌台', 'Table', 'Mesa', 'Table', 'Mesa'),
  goods: L('商品金额', '商品金額', 'Goods', 'Artículos', 'Articles', 'Artigos'),
  discount: L('折扣', '折扣', 'Discount', 'Descuento', 'Remise', 'Desconto'),
  tax: L('税额', '稅額', 'Tax', 'Impuestos', 'Taxes', 'Impostos'),
  total: L('应收', '應收', 'Total', 'Total', 'Total', 'Total'),
  paid: L('实收', '實收', 'Paid', 'Pagado', 'Payé', 'Pago'),
  channel: L('渠道', '渠道', 'Channel', 'Canal', 'Canal', 'Canal'),
  kind: L('类型', '類型', 'Kind', 'Clase', 'Nature', 'Natureza'),
  sale: L('销售', '銷售', 'Sale', 'Venta', 'Vente', 'Venda'),
  refund: L('退款', '退款', 'Refund', 'Devolución', 'Remboursement', 'Reembolso'),
  exception: L('异常状态', '異常狀態', 'Review', 'Revisión', 'Vérification', 'Revisão'),
  shiftNumber: L('交班单号', '交班單號', 'Shift no.', 'N.º de turno', 'N° de service', 'N.º de turno'),
  openedAt: L('开班时间', '開班時間', 'Opened', 'Apertura', 'Ouverture', 'Abertura'),
  closedAt: L('交班时间', '交班時間', 'Closed', 'Cierre', 'Clôture', 'Fecho'),
  initialCash: L('备用金', '備用金', 'Initial cash', 'Fondo inicial', 'Fond de caisse', 'Fundo inicial'),
  expectedCash: L(
    '应有现金',
    '應有現金',
    'Expected cash',
    'Efectivo esperado',
    'Espèces attendues',
    'Numerário esperado',
  ),
  actualCash: L('实际现金', '實際現金', 'Actual cash', 'Efectivo real', 'Espèces réelles', 'Numerário real'),
  difference: L('差额', '差額', 'Difference', 'Diferencia', 'Écart', 'Diferença'),
  entryType: L('类型', '類型', 'Type', 'Tipo', 'Type', 'Tipo'),
  amount: L('金额', '金額', 'Amount', 'Importe', 'Montant', 'Montante'),
  costType: L('费用类型', '費用類型', 'Cost type', 'Tipo de gasto', 'Type de dépense', 'Tipo de despesa'),
  receipt: L('单据号', '單據號', 'Receipt no.', 'N.º de ticket', 'N° de ticket', 'N.º de talão'),
  note: L('备注', '備註', 'Note', 'Nota', 'Remarque', 'Nota'),
  revoked: L('已撤销', '已撤銷', 'Revoked', 'Anulado', 'Annulé', 'Anulado'),
  yes: L('是', '是', 'Yes', 'Sí', 'Oui', 'Sim'),
  no: L('否', '否', 'No', 'No', 'Non', 'Não'),
  reservedAt: L('预订时间', '預訂時間', 'Reserved for', 'Reservado para', 'Réservé pour', 'Reservado para'),
  guests: L('人数', '人數', 'Guests', 'Comensales', 'Couverts', 'Pessoas'),
  name: L('姓名', '姓名', 'Name', 'Nombre', 'Nom', 'Nome'),
  phone: L('电话', '電話', 'Phone', 'Teléfono', 'Téléphone', 'Telefone'),
  state: L('状态', '狀態', 'Status', 'Estado', 'Statut', 'Estado'),
  createdAt: L('创建时间', '建立時間', 'Created', 'Creada', 'Créée', 'Criada'),
} satisfies Record<string, Localized>;

export const CHANNEL_TEXT: Record<OrderChannel, Localized> = {
  pos: L('收银台', '收銀台', 'Till', 'Caja', 'Caisse', 'Caixa'),
  kiosk: L('自助点餐机', '自助點餐機', 'Kiosk', 'Quiosco', 'Borne', 'Quiosque'),
  qr: L('扫码点餐', '掃碼點餐', 'Table QR', 'QR de mesa', 'QR de table', 'QR de mesa'),
  online: L('网店', '網店', 'Online shop', 'Tienda en línea', 'Boutique en ligne', 'Loja online'),
};

export const EXCEPTION_TEXT: Record<ExceptionState, Localized> = {
  none: L('无', '無', 'None', 'Ninguna', 'Aucune', 'Nenhuma'),
  unreviewed: L('待审核', '待審核', 'Awaiting review', 'Pendiente', 'À vérifier', 'Por rever'),
  reviewed: L('已审核', '已審核', 'Reviewed', 'Revisada', 'Vérifiée', 'Revista'),
};

export const ENTRY_TEXT: Record<ShiftEntryType, Localized> = {
  start: L('备用金', '備用金', 'Initial cash', 'Fondo inicial', 'Fond de caisse', 'Fundo inicial'),
  income: L('收入', '收入', 'Cash in', 'Entrada', 'Entrée', 'Entrada'),
  expense: L('支出', '支出', 'Cash out', 'Salida', 'Sortie', 'Saída'),
  transferIn: L('转入', '轉入', 'Transfer in', 'Traspaso recibido', 'Transfert reçu', 'Transferência recebida'),
  transferOut: L('转出', '轉出', 'Transfer out', 'Traspaso enviado', 'Transfert envoyé', 'Transferência enviada'),
  sale: L('销售', '銷售', 'Sale', 'Venta', 'Vente', 'Venda'),
  refund: L('退款', '退款', 'Refund', 'Devolución', 'Remboursement', 'Reembolso'),
  cashCount: L('点钞', '點鈔', 'Cash count', 'Arqueo', 'Comptage', 'Contagem'),
  incomeRevoke: L('撤销收入', '撤銷收入', 'Cash in revoked', 'Entrada anulada', 'Entrée annulée', 'Entrada anulada'),
  expenseRevoke: L('撤销支出', '撤銷支出', 'Cash out revoked', 'Salida anulada', 'Sortie annulée', 'Saída anulada'),
};

export const RESERVATION_TEXT: Record<ReservationState, Localized> = {
  booked: L('已预订', '已預訂', 'Booked', 'Reservada', 'Réservée', 'Reservada'),
  arrived: L('已到店', '已到店', 'Arrived', 'Llegada', 'Arrivée', 'Chegou'),
  cancelled: L('已取消', '已取消', 'Cancelled', 'Cancelada', 'Annulée', 'Cancelada'),
};
