import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

/** Seconds before a verification code may be asked for again. */
export const RESEND_SECONDS = 60;

/** "Send code" with the 60 s countdown; `onSend` resolves true when a code went out. */
export function SendCodeButton({
  onSend,
  testId = 'send-code',
  disabled,
}: {
  onSend: () => Promise<boolean>;
  testId?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const click = async () => {
    setSending(true);
    try {
      if (await onSend()) start(RESEND_SECONDS);
    } catch {
      // The API client has already told the user why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={click} loading={sending} disabled={disabled || left > 0} data-testid={testId}>
      {left > 0 ? t('code.resendIn', { seconds: left }) : t('code.send')}
    </Button>
  );
}
