import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Check } from '../form/password-checks';

/** Live list of the password rules (§5) with a tick for each one met. */
export function RuleChecklist({ checks, testId = 'password-rules' }: { checks: Check[]; testId?: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <ul data-testid={testId} aria-live="polite" style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
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
