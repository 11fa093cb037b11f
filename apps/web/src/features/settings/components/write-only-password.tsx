import { Button, Flex, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A password the server keeps hashed and never answers. The form value is what the save sends: `undefined` (or '')
 * keeps the stored one, a string sets a new one, `null` removes it. A stored password shows "set" and can be cleared;
 * a removal can be undone before saving.
 */
export function WriteOnlyPassword({
  value,
  onChange,
  stored,
  testId,
  ariaLabel,
}: {
  value?: string | null;
  onChange?: (value: string | null | undefined) => void;
  /** The row has a password (`hasPassword1/2`). */
  stored: boolean;
  testId: string;
  ariaLabel: string;
}) {
  const { t } = useTranslation('settings');
  if (value === null) {
    return (
      <Flex align="center" gap={8} wrap>
        <Tag color="orange" data-testid={`${testId}-removed`}>
          {t('password.willBeRemoved')}
        </Tag>
        <Button size="small" onClick={() => onChange?.(undefined)} data-testid={`${testId}-undo`}>
          {t('password.undo')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={8} wrap>
      {stored && (
        <Tag color="green" data-testid={`${testId}-set`}>
          {t('password.set')}
        </Tag>
      )}
      <Input.Password
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value || undefined)}
        placeholder={stored ? t('password.keepPlaceholder') : t('password.newPlaceholder')}
        autoComplete="new-password"
        aria-label={ariaLabel}
        style={{ flex: 1, minWidth: 180 }}
        data-testid={testId}
      />
      {stored && (
        <Button danger onClick={() => onChange?.(null)} data-testid={`${testId}-clear`}>
          {t('password.clear')}
        </Button>
      )}
    </Flex>
  );
}
