import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { OpeningHours } from '@tillbook/contract';
import { Button, Flex, Form, type FormInstance, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { bcp47, getLang } from '../../../shared/i18n/lang';
import { issueAt } from './form-rules';

/** Weekday names in the interface language, 0 Sunday … 6 Saturday (2023-01-01 was a Sunday). */
function weekdayOptions() {
  const format = new Intl.DateTimeFormat(bcp47(getLang()), { weekday: 'long', timeZone: 'UTC' });
  return [0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: d, label: format.format(Date.UTC(2023, 0, 1 + d)) }));
}

/**
 * Opening hours per weekday in the store's time zone (a day may have several ranges; at most 28): each opens before
 * it closes. The storefront offers "as soon as possible" or a time slot within them.
 */
export function OpeningHoursField({ form }: { form: FormInstance }) {
  const { t } = useTranslation('onlineShop');
  const weekdays = useMemo(weekdayOptions, []);
  return (
    <Form.List name="openingHours">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} data-testid="set-hours">
          {fields.map((field, i) => {
            const row = () => form.getFieldValue(['openingHours', field.name]) ?? {};
            return (
              <Flex key={field.key} gap={8} wrap align="start" data-testid={`set-hours-${i}`}>
                <Form.Item
                  name={[field.name, 'weekday']}
                  label={t('set.weekday')}
                  rules={[{ required: true, message: t('set.weekdayRequired') }]}
                >
                  <Select options={weekdays} style={{ width: 160 }} data-testid={`set-hours-${i}-weekday`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'open']}
                  label={t('set.opens')}
                  rules={[contractRule(OpeningHours.shape.open, t('set.timeInvalid'))]}
                >
                  <Input type="time" style={{ width: 120 }} data-testid={`set-hours-${i}-open`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'close']}
                  label={t('set.closes')}
                  dependencies={[['openingHours', field.name, 'open']]}
                  validateFirst
                  rules={[
                    contractRule(OpeningHours.shape.close, t('set.timeInvalid')),
                    contractRule(issueAt(OpeningHours, row, 'close'), t('set.closesAfter')),
                  ]}
                >
                  <Input type="time" style={{ width: 120 }} data-testid={`set-hours-${i}-close`} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('set.removeHours')}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                  data-testid={`set-hours-${i}-remove`}
                />
              </Flex>
            );
          })}
          {fields.length < 28 && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ weekday: undefined, open: '09:00', close: '17:00' })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="set-hours-add"
            >
              {t('set.addHours')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
