import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown by every page whose domain has not landed yet; each domain issue replaces its own pages. */
export function NotAvailableYet({ pageTitle }: { pageTitle: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      data-testid="not-available-yet"
      title={t('notAvailable.title', { page: pageTitle })}
      subTitle={t('notAvailable.body')}
    />
  );
}
