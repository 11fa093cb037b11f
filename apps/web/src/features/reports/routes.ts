import { withTexts } from '../../shared/i18n/i18n';
import { HOME_PATH, type PageLoader } from '../../shared/navigation/page-tree';
import { askReportAhead } from './ask-ahead';
import { reportChart } from './components/report-chart-lazy';
import { REPORT_PATHS } from './paths';
import { ONLINE_REPORTS, type ReportConfig, STORE_REPORTS } from './report-configs';

// Every report page draws with these texts; they load with its code, not after it. The home page adds its own.
const TEXTS = ['reports', 'menu', 'crud'];
const HOME_TEXTS = [...TEXTS, 'home'];
const reportPages = withTexts(TEXTS, () => import('./pages/report-pages'));
const homePages = withTexts(HOME_TEXTS, () => import('./pages/report-pages'));

// The ten aggregate reports (six of them online too) and the three receipt reports share one page module each;
// the loader picks the page for its path. Configs are plain data, so this file stays light in the page host.
// An aggregate report's answers and its chart's code are asked while the page's code loads, not once it draws (the
// queries are light too: the page host holds them, so the answers are asked as soon as it runs).
// (The page host may call a loader twice: early, for the page the app opens on, and when it draws it.)
function aggregate(config: ReportConfig): PageLoader {
  const home = config.path === HOME_PATH;
  let asked = false;
  return () => {
    if (!asked) {
      asked = true;
      askReportAhead(config, home);
      reportChart.preload().catch(() => undefined);
    }
    return (home ? homePages : reportPages)().then((m) => ({ default: m.aggregatePage(config) }));
  };
}
const receipts =
  (report: 'notPayment' | 'payment' | 'paymentException'): PageLoader =>
  () =>
    reportPages().then((m) => ({ default: m.receiptPage(report) }));

/** Pages of the reports feature by their full path in the route table (§2: /report, /onlineReport). */
export const pages: Record<string, PageLoader> = {
  ...Object.fromEntries(
    [...Object.values(STORE_REPORTS), ...Object.values(ONLINE_REPORTS)].map((c) => [c!.path, aggregate(c!)]),
  ),
  '/report/notPayment': receipts('notPayment'),
  '/report/payment': receipts('payment'),
  '/report/paymentException': receipts('paymentException'),
  [REPORT_PATHS.shifts]: withTexts(TEXTS, () => import('./pages/shift-list-page')),
  [REPORT_PATHS.shiftInfo]: withTexts(TEXTS, () => import('./pages/shift-info-page')),
  '/report/reservation': withTexts(TEXTS, () => import('./pages/reservation-list-page')),
};
