import { PLAN_FEATURES, PLAN_LIMIT_KEYS, type PlanRow, type SubscriptionView } from '@tillbook/contract';
import { Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { usePlans } from '../api';
import { QuoteDialog } from './quote-dialog';
import { useUsd } from './usd';

/** Why a plan cannot be chosen now (it is held, or already scheduled), or null. */
export function planBlock(plan: PlanRow, sub: SubscriptionView | null): 'current' | 'scheduled' | null {
  if (!sub) return null;
  const holds = sub.planCode === plan.code && sub.state !== 'expired' && sub.state !== 'trial';
  if (holds && !sub.cancelAtPeriodEnd) return 'current';
  if (sub.pendingPlanCode === plan.code) return 'scheduled';
  return null;
}

/** The plans offered, each with its price, limits and features; choosing one opens its quote. */
export function PlanList({ subscription }: { subscription: SubscriptionView | null }) {
  const { t } = useTranslation('billing');
  const usd = useUsd();
  const plans = usePlans(true);
  const [chosen, setChosen] = useState<PlanRow | null>(null);

  if (plans.isPending) return <Skeleton active />;
  if (plans.isError) return <LoadError testId="billing-plans-error" onRetry={() => void plans.refetch()} />;

  return (
    <div data-testid="billing-plans">
      <Row gutter={[16, 16]}>
        {plans.data.map((plan) => {
          const block = planBlock(plan, subscription);
          return (
            <Col xs={24} md={12} xl={6} key={plan.code}>
              <Card
                size="small"
                title={plan.name}
                data-testid={`billing-plan-${plan.code}`}
                extra={block === 'current' ? <Tag color="green">{t('plans.current')}</Tag> : null}
                style={{ height: '100%' }}
              >
                <Flex vertical gap={8}>
                  <Typography.Text strong style={{ fontSize: 18 }}>
                    {plan.periodMonths === 1
                      ? t('plans.perMonth', { price: usd(plan.price) })
                      : t('plans.perMonths', { price: usd(plan.price), months: plan.periodMonths })}
                  </Typography.Text>
                  <Typography.Text type="secondary">{t('plans.netOfVat')}</Typography.Text>
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {PLAN_LIMIT_KEYS.map((k) => (
                      <li key={k}>
                        {t(`resource.${k}`)}: {plan.limits[k] === null ? t('plans.unlimited') : String(plan.limits[k])}
                      </li>
                    ))}
                  </ul>
                  <Flex gap={4} wrap>
                    {PLAN_FEATURES.filter((f) => plan.features[f]).map((f) => (
                      <Tag key={f}>{t(`feature.${f}`)}</Tag>
                    ))}
                  </Flex>
                  <Button
                    type={block ? 'default' : 'primary'}
                    disabled={block !== null}
                    onClick={() => setChosen(plan)}
                    data-testid={`billing-choose-${plan.code}`}
                  >
                    {block === 'scheduled'
                      ? t('plans.scheduled')
                      : block === 'current'
                        ? t('plans.current')
                        : t('plans.choose')}
                  </Button>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
      {chosen ? <QuoteDialog plan={chosen} onClose={() => setChosen(null)} /> : null}
    </div>
  );
}
