import { askAhead } from '../../shared/api/ask-ahead';
import { storeOptionsQuery } from '../../shared/api/store-options';
import { reportQuery, reportStaffQuery, setupQuery } from './api';
import { FIRST_PAGE, initialFilters, rangeBody, reportBody } from './filters';
import type { ReportConfig } from './report-configs';

/**
 * What an aggregate report page reads when it opens (on today, every store): the report, its staff filter's options
 * and its store filter's options, asked while the page's code loads. The home page also reads its checklist, whose
 * last sale may move the range (`landingFilters`); today's report is asked anyway: a shop that sells has sold today.
 */
export function askReportAhead(config: ReportConfig, home: boolean): void {
  const filters = initialFilters();
  if (home) askAhead(setupQuery);
  askAhead(reportQuery(config.endpoint, reportBody(config, filters, FIRST_PAGE)));
  if (config.staffFilter) askAhead(reportStaffQuery(rangeBody(filters)));
  askAhead(storeOptionsQuery);
}
