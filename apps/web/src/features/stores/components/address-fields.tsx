import { COUNTRIES, type StoreRow } from '@tillbook/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';
import { PhoneFields } from '../../../shared/ui/phone-fields';
import { countryOptions, searchable } from '../../../shared/ui/select-options';

/** The address block's values of a saved store, truck or place, for a form's initial values. */
export const addressOf = (
  row: Pick<StoreRow, 'areaCode' | 'phone' | 'address' | 'city' | 'province' | 'postalCode' | 'sysCountryId'>,
) => ({
  areaCode: row.areaCode,
  phone: row.phone,
  address: row.address,
  city: row.city,
  province: row.province,
  postalCode: row.postalCode,
  sysCountryId: row.sysCountryId,
});

/**
 * The address block of stores, trucks and places (§3): phone, address, city, province, postal code, country.
 * Choosing a country proposes its dialling code when none is set yet.
 */
export function AddressFields({ testId }: { testId: string }) {
  const { t } = useTranslation(['stores', 'crud']);
  const form = Form.useFormInstance();
  const lang = getLang();
  const countries = useMemo(() => countryOptions(lang), [lang]);

  const onCountry = (sysCountryId?: number) => {
    const country = COUNTRIES.find((c) => c.sysCountryId === sysCountryId);
    if (country && !form.getFieldValue('areaCode')) form.setFieldValue('areaCode', country.areaCode);
  };

  const text = (name: string, label: string, max: number, testSuffix: string, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={label}>
        <Input maxLength={max} data-testid={`${testId}-${testSuffix}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <PhoneFields testIdPrefix={`${testId}-`} />
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="sysCountryId" label={t('field.country')}>
          <Select
            showSearch={searchable}
            allowClear
            options={countries}
            onChange={onCountry}
            data-testid={`${testId}-country`}
          />
        </Form.Item>
      </Col>
      {text('address', t('field.address'), 200, 'address', 24)}
      {text('city', t('field.city'), 50, 'city', 8)}
      {text('province', t('field.province'), 50, 'province', 8)}
      {text('postalCode', t('field.postalCode'), 20, 'postal-code', 8)}
    </Row>
  );
}
