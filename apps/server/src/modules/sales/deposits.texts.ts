import type { DepositState, Localized } from '@tillbook/contract';

/** One text in the six interface languages (zh_CN, zh_TW, en_GB, es_ES, fr_FR, pt_PT). */
const L = (zh_CN: string, zh_TW: string, en_GB: string, es_ES: string, fr_FR: string, pt_PT: string): Localized => ({
  zh_CN,
  zh_TW,
  en_GB,
  es_ES,
  fr_FR,
  pt_PT,
});

/** Title, filter lines and column headers of the deposit export (POST /m/deposit/export). */
export const DEPOSIT_TEXT = {
  title: L('寄存', '寄存', 'Deposits', 'Depósitos', 'Consignes', 'Depósitos'),
  period: L('寄存时间', '寄存時間', 'Deposit time', 'Fecha de depósito', 'Date de dépôt', 'Data de depósito'),
  allStores: L('全部门店', '全部門店', 'All stores', 'Todas las tiendas', 'Tous les magasins', 'Todas as lojas'),
  keyword: L('关键字', '關鍵字', 'Keyword', 'Palabra clave', 'Mot-clé', 'Palavra-chave'),
  number: L('寄存单号', '寄存單號', 'Deposit no.', 'N.º de depósito', 'N° de consigne', 'N.º de depósito'),
  orderNumber: L('小票号', '收據號', 'Receipt no.', 'N.º de ticket', 'N° de ticket', 'N.º de talão'),
  item: L('物品', '物品', 'Item', 'Artículo', 'Article', 'Artigo'),
  quantity: L('数量', '數量', 'Quantity', 'Cantidad', 'Quantité', 'Quantidade'),
  taken: L('已取出', '已取出', 'Taken out', 'Retirado', 'Retiré', 'Levantado'),
  remaining: L('剩余', '剩餘', 'Remaining', 'Restante', 'Restant', 'Restante'),
  state: L('状态', '狀態', 'Status', 'Estado', 'Statut', 'Estado'),
  depositedAt: L('寄存时间', '寄存時間', 'Deposit time', 'Fecha de depósito', 'Date de dépôt', 'Data de depósito'),
  pickupDeadline: L(
    '取件期限',
    '取件期限',
    'Pick-up deadline',
    'Fecha límite de recogida',
    'Date limite de retrait',
    'Prazo de levantamento',
  ),
  depositor: L('寄存人', '寄存人', 'Depositor', 'Depositante', 'Déposant', 'Depositante'),
  phone: L('电话', '電話', 'Phone', 'Teléfono', 'Téléphone', 'Telefone'),
  staff: L('员工', '員工', 'Staff', 'Empleado', 'Employé', 'Funcionário'),
  store: L('门店', '門店', 'Store', 'Tienda', 'Magasin', 'Loja'),
  notes: L('备注', '備註', 'Notes', 'Notas', 'Remarques', 'Notas'),
} satisfies Record<string, Localized>;

/** The four states as the export writes them. */
export const DEPOSIT_STATE_TEXT: Record<DepositState, Localized> = {
  depositing: L('寄存中', '寄存中', 'Depositing', 'En depósito', 'En consigne', 'Em depósito'),
  partial: L(
    '部分取出',
    '部分取出',
    'Partially taken out',
    'Retirado en parte',
    'Retiré en partie',
    'Levantado em parte',
  ),
  completed: L('已完成', '已完成', 'Completed', 'Completado', 'Terminé', 'Concluído'),
  expired: L('已过期', '已過期', 'Expired', 'Caducado', 'Expiré', 'Expirado'),
};
