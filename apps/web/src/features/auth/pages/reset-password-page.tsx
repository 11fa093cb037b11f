import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicShell } from '../../../shared/ui/public-shell';
import { toast } from '../../../shared/ui/toast';
import { SetPasswordForm } from '../components/set-password-form';

/** /forget1?token=…: step 2 of the reset; on success every session of the user has ended, so: login. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <PublicShell title={t('reset.title')}>
      <SetPasswordForm
        retry={{ to: '/forget', label: t('reset.again'), hint: t('reset.againHint') }}
        onDone={() => {
          toast.success(t('reset.done'));
          void navigate('/login', { replace: true });
        }}
      />
    </PublicShell>
  );
}
