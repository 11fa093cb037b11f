import { Button, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveSession } from '../../../shared/session/session';
import { PublicShell } from '../../../shared/ui/public-shell';
import { AppDownloadDialog } from '../components/app-download-dialog';
import { NoRegistration } from '../components/no-registration';
import { getPendingRegistration, setPendingRegistration } from '../registration-store';

/** Welcome after registration, with the app-download dialog; entering stores the session. */
export default function RegisterWelcomePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const pending = getPendingRegistration();
  const [dialogOpen, setDialogOpen] = useState(true);

  if (!pending) {
    return (
      <PublicShell>
        <NoRegistration />
      </PublicShell>
    );
  }

  const enter = async () => {
    saveSession(pending.result);
    setPendingRegistration(null);
    await navigate('/', { replace: true });
  };

  return (
    <PublicShell width={560}>
      <Result
        status="success"
        title={t('welcome.title', { name: pending.result.user.name })}
        subTitle={t('welcome.body')}
        data-testid="register-welcome"
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button onClick={() => setDialogOpen(true)} data-testid="welcome-download">
              {t('welcome.download')}
            </Button>
            <Button type="primary" onClick={enter} data-testid="welcome-enter">
              {t('welcome.enter')}
            </Button>
          </Space>
        }
      />
      <AppDownloadDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </PublicShell>
  );
}
