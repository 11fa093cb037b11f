import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicShell } from '../../shared/ui/public-shell';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicShell width={560}>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.body')}
        extra={
          <Link to="/login">
            <Button type="primary" data-testid="not-found-home">
              {t('notFound.toLogin')}
            </Button>
          </Link>
        }
      />
    </PublicShell>
  );
}
