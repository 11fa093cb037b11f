import type { Localized, OnlineState, PayWay } from '@tillbook/contract';

/** One text in the six interface languages (zh_CN, zh_TW, en_GB, es_ES, fr_FR, pt_PT). */
const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

/** Title, filter lines and column headers of the online orders export (POST /m/own/goods/exportNOrders). */
export const ORDER_EXPORT_TEXT = {
  title: L('网店订单', '網店訂單', 'Online orders', 'Pedidos en línea', 'Commandes en ligne', 'Encomendas online'),
  details: L('说明', '說明', 'Details', 'Detalles', 'Détails', 'Detalhes'),
  period: L('下单时间', '下單時間', 'Order time', 'Fecha del pedido', 'Date de commande', 'Data da encomenda'),
  allShops: L(
    '全部网店',
    '全部網店',
    'All shops',
    'Todas las tiendas en línea',
    'Toutes les boutiques',
    'Todas as lojas online',
  ),
  shop: L('网店', '網店', 'Shop', 'Tienda en línea', 'Boutique', 'Loja online'),
  number: L('订单号', '訂單號', 'Order no.', 'N.º de pedido', 'N° de commande', 'N.º da encomenda'),
  state: L('状态', '狀態', 'Status', 'Estado', 'Statut', 'Estado'),
  fulfilment: L(
    '配送方式',
    '配送方式',
    'Delivery or pickup',
    'Entrega o recogida',
    'Livraison ou retrait',
    'Entrega ou levantamento',
  ),
  payWay: L('付款方式', '付款方式', 'Payment', 'Pago', 'Paiement', 'Pagamento'),
  member: L('会员', '會員', 'Member', 'Miembro', 'Membre', 'Membro'),
  contact: L('联系人', '聯絡人', 'Contact', 'Contacto', 'Contact', 'Contacto'),
  phone: L('电话', '電話', 'Phone', 'Teléfono', 'Téléphone', 'Telefone'),
  address: L('地址', '地址', 'Address', 'Dirección', 'Adresse', 'Morada'),
  goods: L('商品金额', '商品金額', 'Goods', 'Productos', 'Articles', 'Artigos'),
  deliveryFee: L('配送费', '配送費', 'Delivery fee', 'Gastos de envío', 'Frais de livraison', 'Taxa de entrega'),
  amount: L('订单金额', '訂單金額', 'Amount', 'Importe', 'Montant', 'Montante'),
  createdAt: L('下单时间', '下單時間', 'Order time', 'Fecha del pedido', 'Date de commande', 'Data da encomenda'),
  slot: L('预约时段', '預約時段', 'Time slot', 'Franja horaria', 'Créneau', 'Horário'),
  note: L('备注', '備註', 'Note', 'Nota', 'Remarque', 'Nota'),
} satisfies Record<string, Localized>;

export const STATE_TEXT: Record<OnlineState, Localized> = {
  unpaid: L('待付款', '待付款', 'Unpaid', 'Pendiente de pago', 'Non payée', 'Por pagar'),
  preparing: L('备货中', '備貨中', 'Preparing', 'En preparación', 'En préparation', 'Em preparação'),
  delivering: L('配送中', '配送中', 'Delivering', 'En reparto', 'En livraison', 'Em entrega'),
  completed: L('已完成', '已完成', 'Completed', 'Completado', 'Terminée', 'Concluída'),
  refunded: L('已退款', '已退款', 'Refunded', 'Reembolsado', 'Remboursée', 'Reembolsada'),
};

/** A pickup order "delivering" is ready to be picked up. */
export const READY_FOR_PICKUP = L(
  '待取货',
  '待取貨',
  'Ready for pickup',
  'Listo para recoger',
  'Prête à retirer',
  'Pronta para levantar',
);

export const FULFILMENT_TEXT = {
  delivery: L('配送', '配送', 'Delivery', 'Entrega', 'Livraison', 'Entrega'),
  pickup: L('自取', '自取', 'Self pickup', 'Recogida', 'Retrait', 'Levantamento'),
} satisfies Record<string, Localized>;

export const PAY_WAY_TEXT: Record<PayWay, Localized> = {
  delivery: L(
    '货到付款',
    '貨到付款',
    'Pay on delivery',
    'Pago contra entrega',
    'Paiement à la livraison',
    'Pagamento na entrega',
  ),
  store: L('到店付款', '到店付款', 'Pay in store', 'Pago en tienda', 'Paiement en magasin', 'Pagamento na loja'),
};
