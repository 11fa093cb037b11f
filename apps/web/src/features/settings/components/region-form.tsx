import { countryById, currencyByCode, Err, type RegionRow, regionResource } from '@tillbook/contract';
import { type ButtonProps, Col, Form, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { countryOptions, searchable } from '../../../shared/ui/select-options';
import { trimDecimal } from '../format';
import { ExchangeRatesField, type RateRow } from './exchange-rates-field';
import { currencyOptions } from './region-options';
import { SettingNameField } from './setting-name-field';

interface RegionForm {
  name: string;
  sysCountryId?: number;
  currencyId?: number;
  points: string;
  exchangeRates: RateRow[];
}

const initialOf = (row: RegionRow | undefined): RegionForm =>
  row
    ? {
        name: row.name,
        sysCountryId: row.sysCountryId,
        currencyId: row.currencyId,
        points: trimDecimal(row.points),
        exchangeRates: row.exchangeRates.map((r) => ({ currencyId: r.currencyId, rate: trimDecimal(r.rate) })),
      }
    : { name: '', points: '0', exchangeRates: [{}] };

/**
 * Add or edit a region (areaSet has no edit page of its own, so this is a dialog): name, country, currency, points
 * and the exchange rates. `row` undefined adds.
 */
export function RegionDialog({ row, onClose }: { row: RegionRow | undefined; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'crud']);
  const lang = getLang();
  const [form] = Form.useForm<RegionForm>();
  const currencyId = Form.useWatch('currencyId', form);
  const { submit, saving } = useSaveForm(regionResource, form, {
    onSaved: onClose,
    codeFields: { [Err.SAVE_AT_LEAST_ONE]: 'exchangeRates', [Err.ADDED_REPEATEDLY]: 'exchangeRates' },
  });

  /** A country chosen while no currency is: its usual currency. */
  const onCountry = (id: number) => {
    const code = countryById(id)?.currencyCode;
    if (!form.getFieldValue('currencyId') && code) form.setFieldValue('currencyId', currencyByCode(code)?.currencyId);
  };

  const onFinish = () => {
    const v = form.getFieldsValue(true) as RegionForm;
    void submit({
      id: row?.id,
      name: v.name,
      sysCountryId: v.sysCountryId as number,
      currencyId: v.currencyId as number,
      points: v.points || '0',
      exchangeRates: v.exchangeRates.map((r) => ({ currencyId: r.currencyId as number, rate: r.rate ?? '' })),
    });
  };

  return (
    <Modal
      open
      title={row ? t('region.editTitle') : t('region.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('crud:save')}
      cancelText={t('crud:cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'region-save' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'region-cancel' } as ButtonProps}
      width={680}
      destroyOnHidden
      data-testid="region-dialog"
    >
      <Form form={form} layout="vertical" initialValues={initialOf(row)} onFinish={onFinish} data-testid="region-form">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <SettingNameField testId="region-name" />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="sysCountryId"
              label={t('region.country')}
              required
              rules={[{ required: true, message: t('common:validation.country') }]}
            >
              <Select
                options={countryOptions(lang)}
                showSearch={searchable}
                onChange={onCountry}
                placeholder={t('region.country')}
                aria-label={t('region.country')}
                data-testid="region-country"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="currencyId"
              label={t('region.currency')}
              required
              rules={[{ required: true, message: t('common:validation.currency') }]}
            >
              <Select
                options={currencyOptions(lang)}
                showSearch={searchable}
                placeholder={t('region.currency')}
                aria-label={t('region.currency')}
                data-testid="region-currency"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="points" label={t('region.points')} extra={t('region.pointsHint')}>
              <DecimalInput testId="region-points" ariaLabel={t('region.points')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('region.rates')} required>
          <ExchangeRatesField regionCurrencyId={currencyId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
