import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicShell } from '../../../shared/ui/public-shell';

/** /updatePwd1: the invitation's password is set. */
export default function PasswordSetPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicShell>
      <Result
        status="success"
        title={t('passwordSet.title')}
        subTitle={t('passwordSet.body')}
        data-testid="password-set"
        extra={
          <Link to="/login">
            <Button type="primary" data-testid="password-set-login">
              {t('passwordSet.toLogin')}
            </Button>
          </Link>
        }
      />
    </PublicShell>
  );
}
