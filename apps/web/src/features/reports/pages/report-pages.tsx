import { AggregateReportPage } from '../components/aggregate-report-page';
import { ONLINE_REPORTS, type ReportConfig, STORE_REPORTS } from '../report-configs';
import { ReceiptListPage, type ReceiptReport } from './receipt-list-page';

/** A page component for one aggregate report config (the route loader picks it by path). */
export const aggregatePage = (config: ReportConfig) =>
  function ReportPage() {
    return <AggregateReportPage key={config.path} config={config} />;
  };

/** A page component for one receipt report. */
export const receiptPage = (report: ReceiptReport) =>
  function ReceiptReportPage() {
    return <ReceiptListPage key={report} report={report} />;
  };

/** Every aggregate report (store and online) by full path. */
export const AGGREGATE_CONFIGS: Record<string, ReportConfig> = Object.fromEntries(
  [...Object.values(STORE_REPORTS), ...Object.values(ONLINE_REPORTS)].map((c) => [c!.path, c!]),
);
