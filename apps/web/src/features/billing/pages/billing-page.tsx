import type { BillingOverview } from '@tillbook/contract';
import { Col, Result, Row, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginInfo } from '../../../shared/session/session';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useBillingDetails, useBillingOverview, usePlans } from '../api';
import { CardSection } from '../components/card-section';
import { DetailsForm } from '../components/details-form';
import { HistoryTable } from '../components/history-table';
import { InvoiceTable } from '../components/invoice-table';
import { PlanList } from '../components/plan-list';
import { planNamer, SubscriptionCard } from '../components/subscription-card';
import { TestClockCard } from '../components/test-clock-card';
import { UsageCard } from '../components/usage-card';

/** Self-hosted: billing is off and everything is open. Nothing more to say, nothing to nag about. */
function BillingOff() {
  const { t } = useTranslation('billing');
  return <Result status="success" title={t('off.title')} subTitle={t('off.body')} data-testid="billing-off" />;
}

function PaymentTab({ overview }: { overview: BillingOverview }) {
  const details = useBillingDetails(true);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <CardSection overview={overview} />
      </Col>
      <Col xs={24} xl={14}>
        {details.isPending ? (
          <PageLoading />
        ) : details.isError ? (
          <LoadError testId="billing-details-error" onRetry={() => void details.refetch()} />
        ) : (
          <DetailsForm details={details.data} />
        )}
      </Col>
    </Row>
  );
}

function BillingOn({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('billing');
  const plans = usePlans(true);
  const planName = planNamer(plans.data, overview.subscription);
  const test = overview.provider === 'test';
  return (
    <Tabs
      data-testid="billing-tabs"
      items={[
        {
          key: 'plan',
          label: <span data-testid="billing-tab-plan">{t('tabs.plan')}</span>,
          children: (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <SubscriptionCard overview={overview} planName={planName} />
              </Col>
              <Col xs={24} xl={12}>
                <UsageCard overview={overview} />
              </Col>
              <Col span={24}>
                <Typography.Title level={5}>{t('plans.title')}</Typography.Title>
                <PlanList subscription={overview.subscription} />
              </Col>
              {test ? (
                <Col span={24}>
                  <TestClockCard now={overview.testClock} />
                </Col>
              ) : null}
            </Row>
          ),
        },
        {
          key: 'payment',
          label: <span data-testid="billing-tab-payment">{t('tabs.payment')}</span>,
          children: <PaymentTab overview={overview} />,
        },
        {
          key: 'invoices',
          label: <span data-testid="billing-tab-invoices">{t('tabs.invoices')}</span>,
          children: <InvoiceTable testProvider={test} />,
        },
        {
          key: 'history',
          label: <span data-testid="billing-tab-history">{t('tabs.history')}</span>,
          children: <HistoryTable planName={planName} />,
        },
      ]}
    />
  );
}

/**
 * /user/billing: the subscription and billing screen (§2, §3), the account owner's (§6 "subscription and billing";
 * the server answers anyone else 20041). Self-hosted it only says that billing is off.
 */
export default function BillingPage() {
  const { t } = useTranslation('billing');
  const owner = useLoginInfo()?.isBoss === true;
  const overview = useBillingOverview(owner);

  let body: ReactNode;
  if (!owner)
    body = (
      <Result
        status="403"
        title={t('ownerOnly.title')}
        subTitle={t('ownerOnly.body')}
        data-testid="billing-owner-only"
      />
    );
  else if (overview.isPending) body = <PageLoading />;
  else if (overview.isError) body = <LoadError testId="billing-load-error" onRetry={() => void overview.refetch()} />;
  else if (!overview.data.enabled) body = <BillingOff />;
  else body = <BillingOn overview={overview.data} />;

  return (
    <div data-testid="billing-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      {body}
    </div>
  );
}
