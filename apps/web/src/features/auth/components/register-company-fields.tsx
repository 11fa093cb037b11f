import { COUNTRIES, CURRENCIES } from '@tillbook/contract';
import { Form, type FormInstance, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, getLang } from '../../../shared/i18n/lang';
import { useLanguageList } from '../../../shared/i18n/language-list';
import { PhoneFields } from '../../../shared/ui/phone-fields';

const searchable = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    String(option?.label ?? '')
      .toLowerCase()
      .includes(input.toLowerCase()),
};

/** Company, name, country (which proposes area code and currency), phone, language and currency. */
export function RegisterCompanyFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation('auth');
  const lang = getLang();
  const languages = useLanguageList();

  const countryOptions = useMemo(() => {
    const collator = new Intl.Collator(bcp47(lang));
    return COUNTRIES.map((c) => ({ value: c.sysCountryId, label: c.name[lang] })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [lang]);
  const currencyOptions = useMemo(
    () => CURRENCIES.map((c) => ({ value: c.currencyId, label: `${c.code} (${c.symbol}) ${c.name[lang]}` })),
    [lang],
  );

  const onCountry = (sysCountryId: number) => {
    const country = COUNTRIES.find((c) => c.sysCountryId === sysCountryId);
    if (!country) return;
    const currency = CURRENCIES.find((c) => c.code === country.currencyCode);
    form.setFieldsValue({ areaCode: country.areaCode, ...(currency ? { sysCurrencyId: currency.currencyId } : {}) });
  };

  const required = (key: string) => [{ required: true, whitespace: true, message: t(`common:validation.${key}`) }];

  return (
    <>
      <Form.Item name="company" label={t('common:field.company')} rules={required('company')}>
        <Input maxLength={100} autoComplete="organization" data-testid="register-company" />
      </Form.Item>
      <Form.Item name="name" label={t('common:field.name')} rules={required('name')}>
        <Input maxLength={50} autoComplete="name" data-testid="register-name" />
      </Form.Item>
      <Form.Item
        name="sysCountryId"
        label={t('common:field.country')}
        rules={[{ required: true, message: t('common:validation.country') }]}
      >
        <Select
          showSearch={searchable}
          options={countryOptions}
          onChange={onCountry}
          placeholder={t('register.countryPlaceholder')}
          data-testid="register-country"
        />
      </Form.Item>
      <PhoneFields testIdPrefix="register-" />
      <Form.Item
        name="sysLanguageId"
        label={t('common:field.language')}
        rules={[{ required: true, message: t('common:validation.language') }]}
      >
        <Select
          showSearch={searchable}
          options={languages.map((l) => ({ value: l.sysLanguageId, label: l.nativeName }))}
          data-testid="register-language"
        />
      </Form.Item>
      <Form.Item
        name="sysCurrencyId"
        label={t('common:field.currency')}
        rules={[{ required: true, message: t('common:validation.currency') }]}
      >
        <Select showSearch={searchable} options={currencyOptions} data-testid="register-currency" />
      </Form.Item>
    </>
  );
}
