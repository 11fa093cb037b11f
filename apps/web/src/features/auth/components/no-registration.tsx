import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /phone and /registerWelcome only make sense right after registering (the session is held in memory). */
export function NoRegistration() {
  const { t } = useTranslation('auth');
  return (
    <Result
      status="info"
      title={t('noRegistration.title')}
      subTitle={t('noRegistration.body')}
      data-testid="no-registration"
      extra={
        <Link to="/login">
          <Button type="primary">{t('noRegistration.toLogin')}</Button>
        </Link>
      }
    />
  );
}
