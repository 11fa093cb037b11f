import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicShell } from '../../../shared/ui/public-shell';

/** Section keys of the `privacy` namespace, in reading order. */
export const PRIVACY_SECTIONS = [
  'controller',
  'data',
  'purposes',
  'legalBasis',
  'sharing',
  'transfers',
  'retention',
  'security',
  'rights',
  'cookies',
  'children',
  'changes',
  'contact',
] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('privacy');
  return (
    <PublicShell width={820}>
      <article data-testid="privacy-policy">
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('updated')}</Typography.Paragraph>
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        {PRIVACY_SECTIONS.map((key, i) => (
          <section key={key}>
            <Typography.Title level={4}>
              {i + 1}. {t(`${key}.title`)}
            </Typography.Title>
            {t(`${key}.body`)
              .split('\n')
              .map((paragraph) => (
                <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
              ))}
          </section>
        ))}
        <Link to="/login">{t('common:backToLogin')}</Link>
      </article>
    </PublicShell>
  );
}
