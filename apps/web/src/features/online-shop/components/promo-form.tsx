import {
  Err,
  PROMO_STATUSES,
  type PromoKind,
  type PromoRow,
  PromoSaveBody,
  type PromoStatus,
} from '@tillbook/contract';
import { Button, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { PROMO_RESOURCES } from '../api';
import { settingsPath } from '../paths';
import { issueAt } from './form-rules';
import { ProductOrderField } from './product-order-field';
import { PromoImageField } from './promo-image-field';

interface PromoValues {
  name: string;
  status: PromoStatus;
  sort: number | string;
  productIds: number[];
  imageKey: string | null;
}

const P = PromoSaveBody.shape;

/**
 * An ad (banner) or theme of a shop (§3): name unique in the merchant (1003), status (normal or frozen: a frozen one
 * answers shoppers "data wrong or deleted"), sort, its products from the online catalogue (20075) in order, and an
 * image. Test ids `promo-form-…`.
 */
export function PromoForm({ kind, shopId, row }: { kind: PromoKind; shopId: number; row?: PromoRow }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const [form] = Form.useForm<PromoValues>();
  const { submit, saving } = useSaveForm(PROMO_RESOURCES[kind], form, {
    backTo: settingsPath(kind, shopId),
    codeFields: {
      [Err.PRODUCT_MISSING]: 'productIds',
      [Err.ADDED_REPEATEDLY]: 'productIds',
      [Err.EMPTY_OR_MISSING]: 'imageKey',
    },
  });
  const body = (v: Partial<PromoValues>) => ({
    id: row?.id,
    shopId,
    name: (v.name ?? '').trim(),
    status: v.status ?? 'normal',
    sort: Number(v.sort || 0),
    productIds: v.productIds ?? [],
    imageKey: v.imageKey ?? null,
  });
  const twice = issueAt(PromoSaveBody, () => body(form.getFieldsValue(true)), 'productIds');

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        name: row?.name ?? '',
        status: row?.status ?? 'normal',
        sort: row?.sort ?? 0,
        productIds: row?.productIds ?? [],
        imageKey: row?.imageKey ?? null,
      }}
      onFinish={(v) => void submit(body(v))}
      data-testid="promo-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('field.name')}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('promo.nameRequired') },
              contractRule(P.name, t('promo.nameInvalid')),
            ]}
          >
            <Input maxLength={50} data-testid="promo-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="sort" label={t('field.sort')} rules={[contractRule(P.sort, t('goods.sortInvalid'))]}>
            <Input type="number" min={0} data-testid="promo-form-sort" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="status" label={t('field.status')} extra={t('promo.statusHelp')}>
            <Radio.Group
              optionType="button"
              options={PROMO_STATUSES.map((s) => ({
                value: s,
                label: <span data-testid={`promo-form-status-${s}`}>{t(`status.${s}`)}</span>,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="imageKey" label={t('field.image')}>
        <PromoImageField kind={kind} saved={row} />
      </Form.Item>
      <Form.Item
        name="productIds"
        label={t('promo.products')}
        extra={t('promo.productsHelp')}
        rules={[contractRule(twice, t('promo.productTwice'))]}
      >
        <ProductOrderField shopId={shopId} testId="promo-form-products" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="promo-form-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
