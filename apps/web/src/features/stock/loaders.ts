import type { PageLoader } from '../../app/route-table';
import { ADJUSTMENT_PATHS, STOCK_PATHS as P } from './paths';

const adjustmentList = () => import('./pages/adjustment-list-page');
const adjustmentEdit = () => import('./pages/adjustment-edit-page');
const adjustmentInfo = () => import('./pages/adjustment-info-page');
const partnerList = () => import('./pages/partner-list-page');
const partnerEdit = () => import('./pages/partner-edit-page');
const purchaseQuantities = () => import('./pages/purchase-quantities-page');

/**
 * Every stock page's loader by full path. Loaded itself on the first visit to a stock page (routes.ts): the
 * bundler writes each page's list of chunks next to its dynamic import, and here those lists stay off the first page.
 */
export const PAGE_LOADERS: Record<string, PageLoader> = {
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

/** A page's module by full path (the default export keeps what the first page refers to short). */
export default (path: string) => PAGE_LOADERS[path]();
