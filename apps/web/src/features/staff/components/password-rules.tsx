import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordCheck } from '../password-checks';

/** Live list of the staff password rules (§5: 8-16, no spaces) with a tick for each one met. */
export function PasswordRules({ checks, testId }: { checks: PasswordCheck[]; testId: string }) {
  const { t } = useTranslation('staff');
  const { token } = theme.useToken();
  return (
    <ul data-testid={testId} aria-live="polite" style={{ listStyle: 'none', padding: 0, margin: '-4px 0 16px' }}>
      {checks.map((c) => (
        <li
          key={c.key}
          data-testid={`${testId}-${c.key}`}
          data-ok={c.ok}
          style={{ color: c.ok ? token.colorSuccess : token.colorTextSecondary, fontSize: 13, lineHeight: '22px' }}
        >
          {c.ok ? <CheckCircleFilled /> : <CloseCircleOutlined />} {t(`passwordRule.${c.key}`)}
        </li>
      ))}
    </ul>
  );
}
