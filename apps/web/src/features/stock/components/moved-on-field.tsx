import { MOVED_ON_DAYS_BACK } from '@tillbook/contract';
import { DatePicker, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../shared/format/dates';

const DAY = 'YYYY-MM-DD';

/** The contract's bounds of a document's day: not after today, not more than MOVED_ON_DAYS_BACK days back. */
export function movedOnProblem(d: Dayjs, now = dayjs()): 'future' | 'tooOld' | null {
  if (d.isAfter(now, 'day')) return 'future';
  if (d.isBefore(now.subtract(MOVED_ON_DAYS_BACK, 'day'), 'day')) return 'tooOld';
  return null;
}

/** The `date` a document sends: the picked day (YYYY-MM-DD), or nothing (the server takes now). */
export const movedOnValue = (d: Dayjs | null | undefined): string | undefined => (d ? d.format(DAY) : undefined);

/** What a dated form starts with: today. */
export const movedOnToday = (): Dayjs => dayjs();

/**
 * The day the document's stock moved (field `date`, contract `movedOn`): today unless the goods moved earlier, e.g. a
 * delivery note typed in the next week. Days after today or more than 400 back cannot be picked (the server refuses
 * them with 1001 on `date`, which the form marks here). Test id `<testId>`.
 */
export function MovedOnField({ testId }: { testId: string }) {
  const { t } = useTranslation('stock');
  const inBounds: FormRule = {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const problem = value ? movedOnProblem(value) : null;
      if (problem) throw new Error(t(`movedOn.${problem}`, { days: MOVED_ON_DAYS_BACK }));
    },
  };
  return (
    <Form.Item
      name="date"
      label={t('movedOn.label')}
      extra={t('movedOn.help', { days: MOVED_ON_DAYS_BACK })}
      rules={[{ required: true, message: t('movedOn.required') }, inBounds]}
    >
      <DatePicker
        allowClear={false}
        // Shown the language's way; a day typed as YYYY-MM-DD is read too.
        format={[dateFormat(), DAY]}
        disabledDate={(d) => movedOnProblem(d) !== null}
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </Form.Item>
  );
}
