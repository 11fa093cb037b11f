import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { currencyById, RegionExchangeRate, RegionSaveBody } from '@tillbook/contract';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { getLang } from '../../../shared/i18n/lang';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { searchable } from '../../../shared/ui/select-options';
import { contractListRule } from '../form-rules';
import { currencyOptions } from './region-options';

export interface RateRow {
  currencyId?: number;
  rate?: string;
}

/**
 * The region's exchange rates: one unit of each listed currency is worth `rate` of the region's currency. At least
 * one row (1005), each currency once (1004) — the contract's list rule, run on the rows that name a currency.
 */
export function ExchangeRatesField({ regionCurrencyId }: { regionCurrencyId?: number }) {
  const { t } = useTranslation('settings');
  const lang = getLang();
  const options = currencyOptions(lang);
  const target = regionCurrencyId ? currencyById(regionCurrencyId)?.code : undefined;
  const listRule = contractListRule(
    RegionSaveBody.shape.exchangeRates,
    (rows) =>
      (rows as RateRow[])
        .filter((r) => r?.currencyId !== undefined)
        .map((r) => ({ currencyId: r.currencyId, rate: '1' })),
    t('validation.rates'),
  );
  return (
    <Form.List name="exchangeRates" rules={[listRule]}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="region-rates">
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('region.ratesHint', { currency: target ?? t('region.regionCurrency') })}
          </Typography.Text>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap={false}>
              <Form.Item
                name={[field.name, 'currencyId']}
                rules={[{ required: true, message: t('validation.currency') }]}
                style={{ flex: 3, minWidth: 0 }}
              >
                <Select
                  options={options}
                  showSearch={searchable}
                  placeholder={t('region.rateCurrency')}
                  aria-label={t('region.rateCurrency')}
                  data-testid={`region-rate-currency-${index}`}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'rate']}
                rules={[contractRule(RegionExchangeRate.shape.rate, t('validation.rate'))]}
                style={{ flex: 2, minWidth: 0 }}
              >
                <DecimalInput
                  suffix={target}
                  placeholder={t('region.rate')}
                  ariaLabel={t('region.rate')}
                  testId={`region-rate-value-${index}`}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('region.removeRate')}
                onClick={() => remove(field.name)}
                data-testid={`region-rate-remove-${index}`}
              />
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block data-testid="region-rate-add">
            {t('region.addRate')}
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
