import { HOME_PATH } from '../../../shared/navigation/page-tree';
import { AggregateReportPage } from '../components/aggregate-report-page';
import type { ReportConfig } from '../report-configs';
import { ReceiptListPage, type ReceiptReport } from './receipt-list-page';
import { SalesSummaryHome } from './sales-summary-home';

/** A page component for one aggregate report config (the route loader picks it by path); home adds its checklist. */
export const aggregatePage = (config: ReportConfig) =>
  function ReportPage() {
    if (config.path === HOME_PATH) return <SalesSummaryHome key={config.path} config={config} />;
    return <AggregateReportPage key={config.path} config={config} />;
  };

/** A page component for one receipt report. */
export const receiptPage = (report: ReceiptReport) =>
  function ReceiptReportPage() {
    return <ReceiptListPage key={report} report={report} />;
  };
