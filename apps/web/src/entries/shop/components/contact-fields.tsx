import { useTranslation } from 'react-i18next';

export interface Contact {
  name: string;
  areaCode: string;
  phone: string;
  email: string;
}

/** Who the order is for: name and phone (a guest must give both), and a guest's e-mail for its progress. */
export function ContactFields({
  value,
  onChange,
  guest,
  problems,
}: {
  value: Contact;
  onChange: (c: Contact) => void;
  guest: boolean;
  problems: string[];
}) {
  const { t } = useTranslation('shop');
  const field = (key: keyof Contact, label: string, extra: Record<string, unknown> = {}) => (
    <label className="sf-field">
      <span>{label}</span>
      <input
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
        aria-invalid={problems.includes(key)}
        data-testid={`checkout-${key}`}
        {...extra}
      />
      {problems.includes(key) && <small className="sf-field-error">{t(`checkout.bad.${key}`)}</small>}
    </label>
  );
  return (
    <fieldset className="sf-options" data-testid="checkout-contact">
      <legend>{t(guest ? 'checkout.guest' : 'checkout.contact')}</legend>
      {field('name', t('field.name'), { maxLength: 50, autoComplete: 'name' })}
      <div className="sf-row">
        {field('areaCode', t('field.areaCode'), { maxLength: 10, inputMode: 'tel', className: 'sf-area' })}
        {field('phone', t('field.phone'), { maxLength: 20, inputMode: 'tel', autoComplete: 'tel' })}
      </div>
      {guest && field('email', t('field.emailOptional'), { type: 'email', maxLength: 254, autoComplete: 'email' })}
    </fieldset>
  );
}
