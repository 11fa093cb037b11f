import { areaCode as areaCodeRule, COUNTRIES, phone as phoneRule } from '@tillbook/contract';
import { Form, type FormRule, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../form/rules';
import { getLang } from '../i18n/lang';

/** Dialling-code options: one per code, searchable by every country using it. */
function useAreaCodeOptions() {
  const lang = getLang();
  return useMemo(() => {
    const byCode = new Map<string, string[]>();
    for (const c of COUNTRIES) byCode.set(c.areaCode, [...(byCode.get(c.areaCode) ?? []), c.name[lang]]);
    return [...byCode.entries()]
      .sort(([a], [b]) => Number(a.split('-')[0]) - Number(b.split('-')[0]))
      .map(([code, names]) => ({ value: code, label: `+${code}`, search: `+${code} ${names.join(' ')}` }));
  }, [lang]);
}

/** Area code + phone number, validated by the contract's rules (§5: leading zeros are stripped on send). */
export function PhoneFields({
  areaName = 'areaCode',
  phoneName = 'phone',
  testIdPrefix = '',
  required = true,
}: {
  areaName?: string;
  phoneName?: string;
  testIdPrefix?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const options = useAreaCodeOptions();
  // An optional phone is checked only once a number is typed; a required one always.
  const check = (schema: typeof phoneRule | typeof areaCodeRule, fallback: string): FormRule => {
    const rule = contractRule(schema, fallback) as { validator: (r: unknown, v: unknown) => Promise<void> };
    if (required) return rule as FormRule;
    return ({ getFieldValue }) => ({
      validator: async (r, v) => {
        if (String(getFieldValue(phoneName) ?? '').trim()) await rule.validator(r, v);
      },
    });
  };
  return (
    <Form.Item label={t('field.phone')} required={required}>
      <Space.Compact block>
        <Form.Item name={areaName} noStyle rules={[check(areaCodeRule, t('validation.areaCode'))]}>
          <Select
            showSearch={{
              filterOption: (input, option) => (option?.search ?? '').toLowerCase().includes(input.toLowerCase()),
            }}
            options={options}
            style={{ width: 120 }}
            aria-label={t('field.areaCode')}
            data-testid={`${testIdPrefix}area-code`}
            popupMatchSelectWidth={260}
            optionRender={(option) => option.data.search}
          />
        </Form.Item>
        <Form.Item name={phoneName} noStyle rules={[check(phoneRule, t('validation.phone'))]}>
          <Input
            inputMode="tel"
            autoComplete="tel-national"
            aria-label={t('field.phone')}
            data-testid={`${testIdPrefix}phone`}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
