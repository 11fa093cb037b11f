import type { PageLoader } from '../../shared/navigation/page-tree';
import { SETTINGS_PATHS as P } from './paths';

/** Pages of the settings feature by their full path in the route table (e.g. '/storeManage/storeManage'). */
export const pages: Record<string, PageLoader> = {
  [P.orderingFeatures]: () => import('./pages/ordering-features-page'),
  [P.paymentMethods]: () => import('./pages/payment-method-list-page'),
  [P.paymentMethodEdit]: () => import('./pages/payment-method-edit-page'),
  [P.orderTypes]: () => import('./pages/order-type-list-page'),
  [P.orderTypeEdit]: () => import('./pages/order-type-edit-page'),
  [P.printerGroups]: () => import('./pages/printer-group-list-page'),
  [P.printerGroupEdit]: () => import('./pages/printer-group-edit-page'),
  [P.taxes]: () => import('./pages/tax-list-page'),
  [P.taxEdit]: () => import('./pages/tax-edit-page'),
  [P.costTypes]: () => import('./pages/cost-type-list-page'),
  [P.costTypeEdit]: () => import('./pages/cost-type-edit-page'),
  [P.regions]: () => import('./pages/region-list-page'),
  [P.points]: () => import('./pages/points-page'),
  [P.orderDuration]: () => import('./pages/order-duration-page'),
};
