import { Menu, type MenuCode, ReportFilters, ReportSeriesQuery, withExportFormat } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { askForOffset } from '../../ledgers/aggregate-offsets';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { route } from '../../platform/http';
import { pdfRenderer } from '../../platform/pdf';
import { discountReport } from './discounts';
import { expenseReport } from './expenses';
import { paymentSales } from './payment-sales';
import { salesSummary } from './sales-summary';
import { promoterSales, staffSales } from './staff-sales';
import { exportSummary } from './summary.export';
import type { SummaryReportName } from './summary.texts';
import { taxSales } from './tax-sales';

const FILE_NAME: Record<SummaryReportName, string> = {
  sale: 'sales-summary',
  user: 'staff-sales',
  promoter: 'commissions',
  pay: 'payment-methods',
  tax: 'taxes',
  rebate: 'discounts',
  expend: 'staff-expenses',
};

/**
 * The summary reports (§2 /report, menu 1; /onlineReport, menu 129): POST /m/statistics/<name> answers the report,
 * POST /m/statistics/<name>/export the same rows and totals as xlsx or PDF. Online variants read the online shop's
 * receipts under /m/online/statistics/<name>.
 */
export function summaryRoutes(app: FastifyInstance, deps: Deps) {
  const pdf = pdfRenderer(deps.log);

  function report<B extends typeof ReportFilters | typeof ReportSeriesQuery>(
    name: SummaryReportName,
    body: B,
    read: (ctx: TenantCtx, b: B['_output'], online: boolean) => Promise<unknown>,
    online = false,
  ) {
    const base = online ? `/online/statistics/${name}` : `/statistics/${name}`;
    const access = { menu: (online ? Menu.ONLINE_REPORTS : Menu.REPORTS) as MenuCode };
    // A report and its export only read: they may use the read replica.
    const reads = 'replica';
    route(app, base, { access, reads, body }, async (ctx, b) => {
      // The daily aggregates are kept at the offsets the merchant's reports are asked at (on the primary).
      await askForOffset(deps.db, ctx.tenantId, ctx.tzOffsetMs);
      return read(ctx, b as B['_output'], online);
    });
    exportRoute(app, deps, `${base}/export`, { access, body: withExportFormat(body) }, async (ctx, b) => ({
      fileBase: online ? `online-${FILE_NAME[name]}` : FILE_NAME[name],
      format: b.format,
      bytes: await exportSummary(pdf, ctx, name, b, online),
    }));
  }

  report('sale', ReportSeriesQuery, salesSummary);
  report('user', ReportFilters, staffSales);
  report('promoter', ReportFilters, promoterSales);
  report('pay', ReportFilters, paymentSales);
  report('tax', ReportFilters, taxSales);
  report('rebate', ReportFilters, discountReport);
  report('expend', ReportFilters, expenseReport);

  report('sale', ReportSeriesQuery, salesSummary, true);
  report('pay', ReportFilters, paymentSales, true);
  report('tax', ReportFilters, taxSales, true);
}
