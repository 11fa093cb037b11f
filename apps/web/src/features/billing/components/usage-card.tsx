import { type BillingOverview, PLAN_FEATURES, type UsageRow } from '@tillbook/contract';
import { Card, Col, Flex, Progress, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How full a limit is, in percent (0 for an unlimited one); over 100 after a downgrade shows as full. */
export function usagePercent(row: UsageRow): number {
  if (row.limit === null) return 0;
  if (row.limit === 0) return row.used > 0 ? 100 : 0;
  return Math.min(100, Math.round((row.used / row.limit) * 100));
}

/** Usage against the limits that apply now, and the features the plan switches on. */
export function UsageCard({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('billing');
  return (
    <Card title={t('usage.title')} data-testid="billing-usage">
      <Row gutter={[24, 16]}>
        {overview.usage.map((row) => {
          const full = row.limit !== null && row.used >= row.limit;
          return (
            <Col xs={24} md={12} key={row.resource} data-testid={`billing-usage-${row.resource}`}>
              <Flex justify="space-between">
                <Typography.Text>{t(`resource.${row.resource}`)}</Typography.Text>
                <Typography.Text
                  type={full ? 'warning' : undefined}
                  data-testid={`billing-usage-${row.resource}-value`}
                >
                  {row.limit === null
                    ? t('usage.unlimited', { used: row.used })
                    : t('usage.of', { used: row.used, limit: row.limit })}
                </Typography.Text>
              </Flex>
              {row.limit === null ? null : (
                <Progress
                  percent={usagePercent(row)}
                  showInfo={false}
                  status={full ? 'exception' : 'normal'}
                  size="small"
                />
              )}
            </Col>
          );
        })}
      </Row>
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        {PLAN_FEATURES.map((f) => (
          <Tag key={f} color={overview.features[f] ? 'green' : 'default'} data-testid={`billing-feature-${f}`}>
            {overview.features[f] ? '✓' : '✕'} {t(`feature.${f}`)}
          </Tag>
        ))}
      </Flex>
      {overview.usage.some((r) => r.limit !== null && r.used > r.limit) ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('usage.over')}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
