import { Alert, Button, Card, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { toast } from '../../../shared/ui/toast';
import { useAdvanceClock } from '../api';

/**
 * Test provider only: the merchant's test clock. Moving it runs what fell due (renewals, retries, grace ends), so
 * the whole life cycle can be tried without waiting.
 */
export function TestClockCard({ now }: { now: string | null }) {
  const { t } = useTranslation('billing');
  const advance = useAdvanceClock();
  const [days, setDays] = useState<number | null>(1);
  const [hours, setHours] = useState<number | null>(0);

  const run = async () => {
    const done = await advance.mutateAsync({ days: days ?? 0, hours: hours ?? 0 }).catch(() => null);
    if (done) toast.success(t('test.advanced', { at: formatDateTime(done.now) }));
  };

  return (
    <Card title={t('test.title')} data-testid="billing-test-clock" size="small">
      <Alert type="info" showIcon title={t('test.help')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>
        {t('test.now')}: <strong data-testid="billing-test-now">{now ? formatDateTime(now) : '—'}</strong>
      </Typography.Paragraph>
      <Flex gap={8} align="center" wrap>
        <InputNumber
          min={0}
          max={3660}
          precision={0}
          value={days}
          onChange={setDays}
          suffix={t('test.days')}
          data-testid="billing-test-days"
        />
        <InputNumber
          min={0}
          max={8784}
          precision={0}
          value={hours}
          onChange={setHours}
          suffix={t('test.hours')}
          data-testid="billing-test-hours"
        />
        <Button onClick={() => void run()} loading={advance.isPending} data-testid="billing-test-advance">
          {t('test.advance')}
        </Button>
      </Flex>
    </Card>
  );
}
