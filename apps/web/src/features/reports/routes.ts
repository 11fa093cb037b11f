import type { PageLoader } from '../../shared/navigation/page-tree';
import { REPORT_PATHS } from './paths';
import { ONLINE_REPORTS, STORE_REPORTS } from './report-configs';

// The ten aggregate reports (six of them online too) and the three receipt reports share one page module each;
// the loader picks the page for its path. Configs are plain data, so this file stays light in the page host.
const aggregate =
  (path: string): PageLoader =>
  () =>
    import('./pages/report-pages').then((m) => ({ default: m.aggregatePage(m.AGGREGATE_CONFIGS[path]) }));
const receipts =
  (report: 'notPayment' | 'payment' | 'paymentException'): PageLoader =>
  () =>
    import('./pages/report-pages').then((m) => ({ default: m.receiptPage(report) }));

/** Pages of the reports feature by their full path in the route table (§2: /report, /onlineReport). */
export const pages: Record<string, PageLoader> = {
  ...Object.fromEntries(
    [...Object.values(STORE_REPORTS), ...Object.values(ONLINE_REPORTS)].map((c) => [c!.path, aggregate(c!.path)]),
  ),
  '/report/notPayment': receipts('notPayment'),
  '/report/payment': receipts('payment'),
  '/report/paymentException': receipts('paymentException'),
  [REPORT_PATHS.shifts]: () => import('./pages/shift-list-page'),
  [REPORT_PATHS.shiftInfo]: () => import('./pages/shift-info-page'),
  '/report/reservation': () => import('./pages/reservation-list-page'),
};
