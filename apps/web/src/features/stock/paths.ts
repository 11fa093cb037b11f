import type { AdjustmentKind, StockDocumentType, StockReason } from '@tillbook/contract';

const S = '/stockManage';

/** The stock pages of §2 (/stockManage, menu 4) by full path; info, edit and action pages take `?id=`. */
export const STOCK_PATHS = {
  purchases: `${S}/orderList`,
  purchaseEdit: `${S}/addOrder`,
  purchaseInfo: `${S}/orderInfo`,
  purchaseReceive: `${S}/receiveOrder`,
  purchaseReturn: `${S}/returnOrder`,
  transfers: `${S}/transfer`,
  transferEdit: `${S}/addTransfer`,
  transferInfo: `${S}/transferInfo`,
  transferReceive: `${S}/receiveTransfer`,
  counts: `${S}/inventoryList`,
  countSelect: `${S}/selectGoodsForInventory`,
  countSave: `${S}/saveInventory`,
  countInfo: `${S}/inventoryInfo`,
  productions: `${S}/produceList`,
  productionEdit: `${S}/addProduce`,
  productionInfo: `${S}/produceInfo`,
  suppliers: `${S}/providerMsg`,
  supplierEdit: `${S}/editProvider`,
  manufacturers: `${S}/factoryMsg`,
  manufacturerEdit: `${S}/editFactory`,
  history: `${S}/history`,
  value: `${S}/stockValue`,
  damage: `${S}/damageGoods`,
} as const;

/** The three adjustment kinds share their pages; each kind has its own list, add and info path. */
export const ADJUSTMENT_PATHS: Record<AdjustmentKind, { list: string; add: string; info: string }> = {
  increase: { list: `${S}/modifier/increase`, add: `${S}/addIncrease`, info: `${S}/increaseInfo` },
  damage: { list: `${S}/modifier/damage`, add: `${S}/addDamage`, info: `${S}/damageInfo` },
  loss: { list: `${S}/modifier/loss`, add: `${S}/addLoss`, info: `${S}/lossInfo` },
};

/** The adjustment kind a path belongs to (increase when none matches). */
export function adjustmentKindOf(pathname: string): AdjustmentKind {
  const found = (Object.keys(ADJUSTMENT_PATHS) as AdjustmentKind[]).find((k) =>
    Object.values(ADJUSTMENT_PATHS[k]).includes(pathname),
  );
  return found ?? 'increase';
}

/** Suppliers and manufacturers share their pages (same shape, §3). */
export type PartnerKind = 'supplier' | 'manufacturer';
export const PARTNER_PATHS: Record<PartnerKind, { list: string; edit: string }> = {
  supplier: { list: STOCK_PATHS.suppliers, edit: STOCK_PATHS.supplierEdit },
  manufacturer: { list: STOCK_PATHS.manufacturers, edit: STOCK_PATHS.manufacturerEdit },
};
export const partnerKindOf = (pathname: string): PartnerKind =>
  pathname === STOCK_PATHS.manufacturers || pathname === STOCK_PATHS.manufacturerEdit ? 'manufacturer' : 'supplier';

const ADJUSTMENT_REASONS: Partial<Record<StockReason, AdjustmentKind>> = {
  increase: 'increase',
  damage: 'damage',
  loss: 'loss',
};

/** The page showing the document a stock movement came from (a sale has none here). */
export function documentPath(type: StockDocumentType, id: number, reason: StockReason): string | null {
  switch (type) {
    case 'purchase':
      return `${STOCK_PATHS.purchaseInfo}?id=${id}`;
    case 'transfer':
      return `${STOCK_PATHS.transferInfo}?id=${id}`;
    case 'adjustment':
      return `${ADJUSTMENT_PATHS[ADJUSTMENT_REASONS[reason] ?? 'increase'].info}?id=${id}`;
    case 'count':
      return `${STOCK_PATHS.countInfo}?id=${id}`;
    case 'production':
      return `${STOCK_PATHS.productionInfo}?id=${id}`;
    default:
      return null;
  }
}
