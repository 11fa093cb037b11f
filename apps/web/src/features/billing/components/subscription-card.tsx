import type { BillingOverview, PlanRow, SubscriptionState, SubscriptionView } from '@tillbook/contract';
import { Alert, Button, Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { useCancelOrResume } from '../api';

const STATE_COLOURS: Record<SubscriptionState, string> = {
  trial: 'blue',
  active: 'green',
  pastDue: 'orange',
  cancelled: 'default',
  expired: 'red',
};

/** The state a merchant reads: a scheduled cancellation shows as such while the period still runs. */
export function stateKey(s: SubscriptionView): string {
  if (s.cancelAtPeriodEnd && (s.state === 'active' || s.state === 'trial')) return 'cancelling';
  return s.state;
}

/**
 * The current plan: its state (trial, active, past due until the grace end, cancelled at the period end, expired),
 * the period, what is scheduled, and cancel / resume.
 */
export function SubscriptionCard({
  overview,
  planName,
}: {
  overview: BillingOverview;
  planName: (code: string | null) => string;
}) {
  const { t } = useTranslation('billing');
  const sub = overview.subscription;
  const cancelOrResume = useCancelOrResume();
  const { confirm, holder } = useConfirm();
  if (!sub) return null;
  const scheduled = sub.cancelAtPeriodEnd || sub.pendingPlanCode !== null;

  const cancel = async () => {
    const ok = await confirm({
      title: t('cancel.title'),
      content: t('cancel.body', { date: formatDate(sub.periodEnd) }),
      okText: t('cancel.confirm'),
      danger: true,
    });
    if (!ok) return;
    await cancelOrResume.mutateAsync('cancel');
    toast.success(t('cancel.done'));
  };
  const resume = async () => {
    await cancelOrResume.mutateAsync('resume');
    toast.success(t('resume.done'));
  };

  return (
    <Card title={t('current.title')} data-testid="billing-subscription">
      {holder}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'plan',
            label: t('current.plan'),
            children: <span data-testid="billing-plan">{sub.planName}</span>,
          },
          {
            key: 'state',
            label: t('current.state'),
            children: (
              <Tag color={STATE_COLOURS[sub.state]} data-testid="billing-state">
                {t(`state.${stateKey(sub)}`)}
              </Tag>
            ),
          },
          {
            key: 'period',
            label: t('current.period'),
            children: (
              <span data-testid="billing-period">
                {t('current.periodRange', { from: formatDate(sub.periodStart), to: formatDate(sub.periodEnd) })}
              </span>
            ),
          },
          {
            key: 'effective',
            label: t('current.effective'),
            children: <span data-testid="billing-effective">{planName(sub.effectivePlanCode)}</span>,
          },
        ]}
      />
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        {sub.state === 'trial' ? (
          <Alert type="info" showIcon title={t('notice.trial', { date: formatDate(sub.periodEnd) })} />
        ) : null}
        {sub.state === 'pastDue' ? (
          <Alert
            type="warning"
            showIcon
            data-testid="billing-past-due"
            title={t('notice.pastDue', { date: sub.graceUntil ? formatDate(sub.graceUntil) : '—' })}
            description={sub.nextRetryAt ? t('notice.nextRetry', { date: formatDate(sub.nextRetryAt) }) : undefined}
          />
        ) : null}
        {sub.state === 'expired' ? (
          <Alert type="warning" showIcon title={t('notice.expired', { plan: planName(sub.effectivePlanCode) })} />
        ) : null}
        {sub.cancelAtPeriodEnd ? (
          <Alert
            type="info"
            showIcon
            data-testid="billing-cancel-scheduled"
            title={t('notice.cancelScheduled', { date: formatDate(sub.periodEnd) })}
          />
        ) : null}
        {sub.pendingPlanCode ? (
          <Alert
            type="info"
            showIcon
            data-testid="billing-downgrade-scheduled"
            title={t('notice.downgradeScheduled', {
              plan: planName(sub.pendingPlanCode),
              date: formatDate(sub.periodEnd),
            })}
          />
        ) : null}
      </Flex>
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        {scheduled ? (
          <Button onClick={() => void resume()} loading={cancelOrResume.isPending} data-testid="billing-resume">
            {t('resume.action')}
          </Button>
        ) : sub.state === 'active' || sub.state === 'pastDue' ? (
          <Button danger onClick={() => void cancel()} loading={cancelOrResume.isPending} data-testid="billing-cancel">
            {t('cancel.action')}
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

/** A plan's display name by code, from the plans offered (the code itself for an unlisted older plan). */
export const planNamer =
  (plans: readonly PlanRow[] | undefined, current: SubscriptionView | null) =>
  (code: string | null): string => {
    if (!code) return '—';
    if (current?.planCode === code) return current.planName;
    return plans?.find((p) => p.code === code)?.name ?? code;
  };
