import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { useLoginInfo } from '../../../shared/session/session';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useSetupChecklist } from '../api';
import { AggregateReportPage } from '../components/aggregate-report-page';
import type { ReportConfig } from '../report-configs';
import { landingFilters } from './landing-range';
import { SetupChecklist } from './setup-checklist';

/**
 * The home page (/report/saleCount): the owner's first-run checklist above the sales summary. When nothing was sold
 * today, the summary opens on the range of the last sales (`landingFilters`) and a note says which day that was.
 */
export function SalesSummaryHome({ config }: { config: ReportConfig }) {
  const { t } = useTranslation('home');
  const isBoss = useLoginInfo()?.isBoss ?? false;
  const setup = useSetupChecklist();
  const lastSaleAt = setup.data?.lastSaleAt ?? null;
  const landing = landingFilters(lastSaleAt);
  return (
    <>
      {isBoss && <SetupChecklist checklist={setup.data} />}
      {lastSaleAt !== null && landing.preset !== 'today' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('lastSale', { day: formatDate(lastSaleAt) })}
          data-testid="home-last-sale"
        />
      )}
      {setup.isPending ? <PageLoading /> : <AggregateReportPage config={config} initialFilters={landing} />}
    </>
  );
}
