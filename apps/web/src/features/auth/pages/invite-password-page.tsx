import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicShell } from '../../../shared/ui/public-shell';
import { SetPasswordForm } from '../components/set-password-form';

/** /updatePwd?token=…: a staff member sets the password from the invitation e-mail. */
export default function InvitePasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <PublicShell title={t('invite.title')}>
      <SetPasswordForm
        retry={{ to: '/login', label: t('common:backToLogin'), hint: t('invite.againHint') }}
        onDone={() => void navigate('/updatePwd1', { replace: true })}
      />
    </PublicShell>
  );
}
