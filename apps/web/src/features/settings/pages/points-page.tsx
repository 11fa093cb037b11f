import { Err, PointsSaveBody, type PointsSettings, pointRatio } from '@tillbook/contract';
import { Alert, Col, Divider, Form, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyCodeToField, contractRule } from '../../../shared/form/rules';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { getLang } from '../../../shared/i18n/lang';
import { useLoginInfo } from '../../../shared/session/session';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { toast } from '../../../shared/ui/toast';
import { useSaveSingleSetting } from '../api';
import { SaveButton } from '../components/save-button';
import { SingleSetting } from '../components/single-setting';
import { trimDecimal } from '../format';

type PointsForm = Omit<PointsSettings, 'minRedeemPoints'> & { minRedeemPoints: number | null };

const formOf = (v: PointsSettings): PointsForm => ({
  ...v,
  earnRatio: trimDecimal(v.earnRatio),
  pointValue: trimDecimal(v.pointValue),
  maxRedeemPercent: trimDecimal(v.maxRedeemPercent),
});

/** Earning (a percentage of what a member pays, 0–100: else 1002) and redeeming points. */
function PointsForm({ value }: { value: PointsSettings }) {
  const { t } = useTranslation(['settings', 'crud']);
  const lang = getLang();
  const currency = currencyOf(useLoginInfo()?.sysCurrencyId);
  const [form] = Form.useForm<PointsForm>();
  const save = useSaveSingleSetting('points');
  const enabled = Form.useWatch('enabled', form) ?? value.enabled;
  const redeemEnabled = Form.useWatch('redeemEnabled', form) ?? value.redeemEnabled;
  const earnRatio = Form.useWatch('earnRatio', form) ?? value.earnRatio;
  const pointValue = Form.useWatch('pointValue', form) ?? value.pointValue;
  const ratioRule = contractRule(pointRatio, t('validation.ratio'));

  const onFinish = async (v: PointsForm) => {
    try {
      await save.mutateAsync({
        enabled: v.enabled,
        earnRatio: v.earnRatio,
        redeemEnabled: v.redeemEnabled,
        pointValue: v.pointValue || '0',
        minRedeemPoints: v.minRedeemPoints ?? 0,
        maxRedeemPercent: v.maxRedeemPercent,
      });
      toast.success(t('crud:saved'));
    } catch (err) {
      applyCodeToField(form, err, { [Err.POINT_RATIO_RANGE]: 'earnRatio' });
    }
  };

  const ratio = Number(earnRatio);
  const example = Number.isFinite(ratio)
    ? t('points.example', {
        amount: formatMoney(100, currency, lang),
        points: new Intl.NumberFormat(lang.replace('_', '-'), { maximumFractionDigits: 4 }).format(ratio),
      })
    : '';

  return (
    <Form form={form} layout="vertical" initialValues={formOf(value)} onFinish={onFinish} data-testid="points-form">
      <Form.Item name="enabled" label={t('points.enabled')} valuePropName="checked" extra={t('points.enabledHint')}>
        <Switch data-testid="points-enabled" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="earnRatio"
            label={t('points.earnRatio')}
            required
            extra={enabled ? example : t('points.offHint')}
            rules={[ratioRule]}
          >
            <DecimalInput suffix="%" testId="points-earn-ratio" ariaLabel={t('points.earnRatio')} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('points.redeemTitle')}</Divider>
      <Form.Item name="redeemEnabled" label={t('points.redeemEnabled')} valuePropName="checked">
        <Switch data-testid="points-redeem-enabled" />
      </Form.Item>
      {!redeemEnabled && <Alert type="info" showIcon title={t('points.redeemOff')} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="pointValue"
            label={t('points.pointValue')}
            extra={t('points.pointValueHint', { value: formatMoney(pointValue || 0, currency, lang) })}
            rules={[contractRule(PointsSaveBody.shape.pointValue, t('validation.decimal'))]}
          >
            <DecimalInput prefix={currency?.symbol} testId="points-point-value" ariaLabel={t('points.pointValue')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="minRedeemPoints" label={t('points.minRedeemPoints')} extra={t('points.minRedeemPointsHint')}>
            <InputNumber min={0} max={100_000_000} precision={0} style={{ width: '100%' }} data-testid="points-min" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="maxRedeemPercent"
            label={t('points.maxRedeemPercent')}
            extra={t('points.maxRedeemPercentHint')}
            rules={[ratioRule]}
          >
            <DecimalInput suffix="%" testId="points-max-percent" ariaLabel={t('points.maxRedeemPercent')} />
          </Form.Item>
        </Col>
      </Row>
      <SaveButton loading={save.isPending} testId="points-save" />
    </Form>
  );
}

/** /setting/Integral: the loyalty points settings. */
export default function PointsPage() {
  const { t } = useTranslation('menu');
  return (
    <SingleSetting
      kind="points"
      title={t('setting.Integral')}
      testId="points-page"
      form={(value) => <PointsForm value={value} />}
    />
  );
}
