import type { PageLoader } from '../../shared/navigation/page-tree';
import { ADJUSTMENT_PATHS, STOCK_PATHS as P } from './paths';

const adjustmentList = () => import('./pages/adjustment-list-page');
const adjustmentEdit = () => import('./pages/adjustment-edit-page');
const adjustmentInfo = () => import('./pages/adjustment-info-page');
const partnerList = () => import('./pages/partner-list-page');
const partnerEdit = () => import('./pages/partner-edit-page');
const purchaseQuantities = () => import('./pages/purchase-quantities-page');

/** Pages of the stock feature by their full path in the route table (/stockManage/modifier redirects to increase). */
export const pages: Record<string, PageLoader> = {
  [P.purchases]: () => import('./pages/purchase-list-page'),
  [P.purchaseEdit]: () => import('./pages/purchase-edit-page'),
  [P.purchaseInfo]: () => import('./pages/purchase-info-page'),
  [P.purchaseReceive]: purchaseQuantities,
  [P.purchaseReturn]: purchaseQuantities,
  [P.transfers]: () => import('./pages/transfer-list-page'),
  [P.transferEdit]: () => import('./pages/transfer-edit-page'),
  [P.transferInfo]: () => import('./pages/transfer-info-page'),
  [P.transferReceive]: () => import('./pages/transfer-receive-page'),
  ...Object.fromEntries(
    Object.values(ADJUSTMENT_PATHS).flatMap((p) => [
      [p.list, adjustmentList],
      [p.add, adjustmentEdit],
      [p.info, adjustmentInfo],
    ]),
  ),
  [P.counts]: () => import('./pages/count-list-page'),
  [P.countSelect]: () => import('./pages/count-select-page'),
  [P.countSave]: () => import('./pages/count-save-page'),
  [P.countInfo]: () => import('./pages/count-info-page'),
  [P.productions]: () => import('./pages/production-list-page'),
  [P.productionEdit]: () => import('./pages/production-edit-page'),
  [P.productionInfo]: () => import('./pages/production-info-page'),
  [P.suppliers]: partnerList,
  [P.supplierEdit]: partnerEdit,
  [P.manufacturers]: partnerList,
  [P.manufacturerEdit]: partnerEdit,
  [P.history]: () => import('./pages/history-page'),
  [P.value]: () => import('./pages/stock-value-page'),
  [P.damage]: () => import('./pages/damage-page'),
};
