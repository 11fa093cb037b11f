import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Check } from '../rules';

/** A labelled input with its error under it. */
export function Field({
  label,
  error,
  testId,
  ...input
}: { label: string; error?: string | false; testId: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="sf-field">
      <span>{label}</span>
      <input {...input} aria-invalid={!!error} data-testid={testId} />
      {error && (
        <small className="sf-field-error" data-testid={`${testId}-error`}>
          {error}
        </small>
      )}
    </label>
  );
}

/** The §5 online shop password rule, each part ticked as the shopper types. */
export function PasswordRules({ checks }: { checks: Check[] }) {
  const { t } = useTranslation('shop');
  return (
    <ul className="sf-rules" aria-live="polite" data-testid="password-rules">
      {checks.map((c) => (
        <li key={c.key} data-ok={c.ok} data-testid={`password-rule-${c.key}`}>
          {c.ok ? '✓' : '○'} {t(`password.${c.key}`)}
        </li>
      ))}
    </ul>
  );
}

export function FormPage({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="sf-form" data-testid={testId}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
