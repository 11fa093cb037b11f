import { Card, Col, Row, Statistic } from 'antd';

/** Headline figures of a view (totals), as statistic cards that wrap on phones. Test ids `<testId>-<key>`. */
export function Figures({ items, testId }: { items: { key: string; title: string; value: string }[]; testId: string }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid={testId}>
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={4}>
          <Card size="small" data-testid={`${testId}-${item.key}`}>
            <Statistic title={item.title} value={item.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
