import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AdDayPart } from '@tillbook/contract';
import { Button, Checkbox, Flex, Form, type FormInstance, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule, type SafeParser } from '../../../shared/form/rules';
import { bcp47, getLang } from '../../../shared/i18n/lang';

/** Weekday names in the interface language, 1 Monday … 7 Sunday (2024-01-01 was a Monday). */
function weekdayOptions() {
  const format = new Intl.DateTimeFormat(bcp47(getLang()), { weekday: 'short', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: format.format(Date.UTC(2024, 0, d)) }));
}

/** The contract's check of a whole part of the day, its issues at `end` only (starts before it ends). */
const endAfterStart = (part: () => unknown): SafeParser => ({
  safeParse: () => {
    const result = AdDayPart.safeParse(part());
    const issues = result.success
      ? []
      : result.error.issues.filter((i) => i.path.join('.') === 'end' && i.code === 'custom');
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
});

export const MAX_DAY_PARTS = 20;

/**
 * Parts of the day an ad runs in, in the store's time zone: weekdays and a time from–to each (e.g. 11:00–14:00 Mon–Fri).
 * None: all day. Test ids `ad-form-part-<i>-…`.
 */
export function DayPartsField({ form }: { form: FormInstance }) {
  const { t } = useTranslation('adMaterial');
  const weekdays = useMemo(weekdayOptions, []);
  return (
    <Form.List name="dayParts">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} data-testid="ad-form-parts">
          {fields.map((field, i) => {
            const part = () => form.getFieldValue(['dayParts', field.name]) ?? {};
            return (
              <Flex key={field.key} gap={8} wrap align="start" data-testid={`ad-form-part-${i}`}>
                <Form.Item
                  name={[field.name, 'weekdays']}
                  label={t('form.weekdays')}
                  rules={[{ required: true, type: 'array', min: 1, message: t('form.weekdaysRequired') }]}
                >
                  <Checkbox.Group options={weekdays} data-testid={`ad-form-part-${i}-weekdays`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'start']}
                  label={t('form.from')}
                  rules={[contractRule(AdDayPart.shape.start, t('form.timeInvalid'))]}
                >
                  <Input type="time" style={{ width: 120 }} data-testid={`ad-form-part-${i}-start`} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'end']}
                  label={t('form.to')}
                  dependencies={[['dayParts', field.name, 'start']]}
                  validateFirst
                  rules={[
                    contractRule(AdDayPart.shape.end, t('form.timeInvalid')),
                    contractRule(endAfterStart(part), t('form.endAfterStart')),
                  ]}
                >
                  <Input type="time" style={{ width: 120 }} data-testid={`ad-form-part-${i}-end`} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('form.removePart')}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                  data-testid={`ad-form-part-${i}-remove`}
                />
              </Flex>
            );
          })}
          {fields.length < MAX_DAY_PARTS && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ weekdays: [1, 2, 3, 4, 5], start: '11:00', end: '14:00' })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="ad-form-part-add"
            >
              {t('form.addPart')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
