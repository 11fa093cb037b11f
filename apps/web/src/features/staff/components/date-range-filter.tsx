import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

const DAY = 'YYYY-MM-DD';
/** §5: date ranges cannot go beyond today. */
export const afterToday = (d: Dayjs) => d.isAfter(dayjs(), 'day');

/** A range of whole days (YYYY-MM-DD, the caller's time zone), none after today. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  allowClear = true,
  testId,
}: {
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
  allowClear?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('staff');
  return (
    <DatePicker.RangePicker
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      onChange={(range) =>
        onChange(range?.[0] && range[1] ? { from: range[0].format(DAY), to: range[1].format(DAY) } : {})
      }
      disabledDate={afterToday}
      allowClear={allowClear}
      aria-label={t('filter.dates')}
      data-testid={testId}
    />
  );
}
