import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The credit filters of the member list, as the list call takes them. */
export interface CreditFilters {
  onCredit?: boolean;
  owing?: boolean;
}
type CreditChoice = 'onCredit' | 'owing' | 'noCredit';

const CHOICES: Record<CreditChoice, CreditFilters> = {
  onCredit: { onCredit: true, owing: undefined },
  owing: { onCredit: undefined, owing: true },
  noCredit: { onCredit: false, owing: undefined },
};
const choiceOf = (f: CreditFilters): CreditChoice | undefined =>
  f.owing ? 'owing' : f.onCredit === true ? 'onCredit' : f.onCredit === false ? 'noCredit' : undefined;

/** One choice for the members' credit: buys on credit, owes money, or no credit. */
export function CreditFilter({ value, onChange }: { value: CreditFilters; onChange: (next: CreditFilters) => void }) {
  const { t } = useTranslation('members');
  return (
    <Select
      allowClear
      placeholder={t('list.allCredit')}
      value={choiceOf(value)}
      onChange={(choice?: CreditChoice) =>
        onChange(choice ? CHOICES[choice] : { onCredit: undefined, owing: undefined })
      }
      options={(Object.keys(CHOICES) as CreditChoice[]).map((c) => ({ value: c, label: t(`list.${c}`) }))}
      style={{ minWidth: 170 }}
      aria-label={t('field.credit')}
      data-testid="member-filter-credit"
    />
  );
}

/** The city filter: applied on Enter or on leaving the field, and at once when emptied. */
export function CityFilter({ value, onChange }: { value?: string; onChange: (city?: string) => void }) {
  const { t } = useTranslation('members');
  const [draft, setDraft] = useState(value ?? '');
  // A reset of the list empties the field too.
  useEffect(() => setDraft(value ?? ''), [value]);
  const apply = () => onChange(draft.trim() || undefined);
  return (
    <Input
      allowClear
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        if (!e.target.value) onChange(undefined);
      }}
      onPressEnter={apply}
      onBlur={apply}
      placeholder={t('field.city')}
      maxLength={50}
      style={{ width: 160 }}
      aria-label={t('field.city')}
      data-testid="member-filter-city"
    />
  );
}
