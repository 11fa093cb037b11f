import type { PageLoader } from '../../shared/navigation/page-tree';
import { CATALOG_PATHS as P } from './paths';

/** Pages of the catalogue feature by their full path in the route table. */
export const pages: Record<string, PageLoader> = {
  [P.categories]: () => import('./pages/category-list-page'),
  [P.categoryEdit]: () => import('./pages/category-edit-page'),
  [P.products]: () => import('./pages/product-list-page'),
  [P.productEdit]: () => import('./pages/product-edit-page'),
  [P.modifiers]: () => import('./pages/modifier-list-page'),
  [P.modifierEdit]: () => import('./pages/modifier-edit-page'),
  [P.productImport]: () => import('./pages/product-import-page'),
  [P.prices]: () => import('./pages/price-list-page'),
  [P.priceEdit]: () => import('./pages/price-edit-page'),
  [P.priceEditMany]: () => import('./pages/price-edit-many-page'),
  [P.rewards]: () => import('./pages/reward-list-page'),
  [P.rewardEdit]: () => import('./pages/reward-edit-page'),
  [P.sort]: () => import('./pages/sort-page'),
};
