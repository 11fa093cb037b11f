import { ASSET_STATUSES, type Currency, type AssetTotals as Totals } from '@tillbook/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import { getLang } from '../../../shared/i18n/lang';

/** The value of the listed assets per status and in all (over the filters except status). */
export function AssetTotals({ totals, currency }: { totals?: Totals; currency?: Currency }) {
  const { t } = useTranslation(['stores', 'crud']);
  const lang = getLang();
  const keys = [...ASSET_STATUSES, 'all'] as const;
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {keys.map((key) => (
        <Col key={key} xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={t(key === 'all' ? 'assets.totalAll' : `assetStatus.${key}`)}
              value={totals ? formatMoney(totals[key], currency, lang) : '—'}
              valueStyle={{ fontSize: 18 }}
              data-testid={`asset-total-${key}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
