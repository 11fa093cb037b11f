import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicShell } from '../../../shared/ui/public-shell';

const STATUS = { success: 'success', expired: 'warning', used: 'info' } as const;
type Outcome = keyof typeof STATUS;

/** /checkEmailRes?result=success|expired|used: the outcome of an online-shop e-mail verification. */
export default function CheckEmailResultPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const raw = params.get('result') ?? '';
  const outcome: Outcome | 'invalid' = raw in STATUS ? (raw as Outcome) : 'invalid';
  return (
    <PublicShell brand={t('common:onlineShopTitle')}>
      <Result
        status={outcome === 'invalid' ? 'error' : STATUS[outcome]}
        title={t(`emailResult.${outcome}.title`)}
        subTitle={t(`emailResult.${outcome}.body`)}
        data-testid={`email-result-${outcome}`}
      />
    </PublicShell>
  );
}
