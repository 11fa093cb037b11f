import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import type { SetupChecklist as Checklist, SetupStep } from '@tillbook/contract';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The pages a step's actions open (the route table's paths of §2); the POS app has no page of its own. */
const STEP_ACTIONS: Record<SetupStep, { label: string; path: string }[]> = {
  store: [{ label: 'home:action.store', path: '/storeManage/storeManage' }],
  products: [
    { label: 'home:action.products', path: '/goodsSetting/goodsList/addGoods' },
    { label: 'crud:importExcel', path: '/goodsSetting/goodsList/importGoodsExcel' },
  ],
  staff: [{ label: 'home:action.staff', path: '/staffManage/staffManage' }],
  paymentMethods: [{ label: 'home:action.paymentMethods', path: '/setting/payway' }],
  taxes: [{ label: 'home:action.taxes', path: '/setting/revenueSetting' }],
  posApp: [],
};

/**
 * The first-run checklist on top of the home page: store, products (or import), staff, payment methods, taxes and
 * the POS app, each with what to do and a way there. Shows nothing once every step is done (or while it loads).
 * Test ids: `setup-checklist`, `setup-step-<key>` (with `data-done`), `setup-step-<key>-action-<n>`.
 */
export function SetupChecklist({ checklist }: { checklist: Checklist | undefined }) {
  const { t } = useTranslation(['home', 'crud']);
  const navigate = useNavigate();
  if (!checklist || checklist.done) return null;
  const doneCount = checklist.steps.filter((s) => s.done).length;
  return (
    <Card
      title={t('checklist.title')}
      extra={t('checklist.progress', { done: doneCount, total: checklist.steps.length })}
      style={{ marginBottom: 16 }}
      data-testid="setup-checklist"
    >
      <Flex vertical gap={12}>
        {checklist.steps.map((step) => (
          <Flex
            key={step.key}
            gap={12}
            align="center"
            wrap
            data-testid={`setup-step-${step.key}`}
            data-done={step.done}
          >
            {step.done ? (
              <CheckCircleFilled style={{ color: '#52c41a', fontSize: 18 }} aria-label={t('checklist.done')} />
            ) : (
              <ClockCircleOutlined style={{ fontSize: 18 }} aria-label={t('checklist.toDo')} />
            )}
            <Flex vertical style={{ flex: 1, minWidth: 200 }}>
              <Typography.Text strong delete={step.done}>
                {t(`step.${step.key}.title`)}
              </Typography.Text>
              {!step.done && <Typography.Text type="secondary">{t(`step.${step.key}.hint`)}</Typography.Text>}
            </Flex>
            {!step.done &&
              STEP_ACTIONS[step.key].map((a, i) => (
                <Button
                  key={a.path}
                  type={i === 0 ? 'primary' : 'default'}
                  onClick={() => navigate(a.path)}
                  data-testid={`setup-step-${step.key}-action-${i}`}
                >
                  {t(a.label)}
                </Button>
              ))}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
