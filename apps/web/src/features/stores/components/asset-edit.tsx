import { ASSET_STATUSES, type AssetRow, AssetSaveBody, Err, sanitizeDecimalInput } from '@tillbook/contract';
import { Card, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contractRule } from '../../../shared/form/rules';
import { trimDecimal } from '../../../shared/format/numbers';
import { idParam } from '../../../shared/routing/id-param';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { KIND, type StoreKind } from '../kind';
import { FormButtons } from './form-buttons';
import { useLeaveAfterSave } from './leave-after-save';
import { NamedEdit } from './named-edit';
import { StorePicker } from './store-picker';

interface AssetFormValues {
  storeId?: number;
  name: string;
  code: string;
  quantity: string;
  value: string;
  status: (typeof ASSET_STATUSES)[number];
}

const decimalInput = (v: unknown) => sanitizeDecimalInput(String(v ?? ''));

/** Add (no `?id=`; `?storeId=` preselects the store) or edit an asset of a store or truck. */
export function AssetEdit({ kind }: { kind: StoreKind }) {
  const { t } = useTranslation(['stores', 'crud']);
  const k = KIND[kind];
  const storeId = idParam(useSearchParams()[0], 'storeId');
  return (
    <NamedEdit
      resource={k.assetResource}
      testId="asset"
      addTitle={t('assets.newTitle')}
      editTitle={(row) => t('assets.editTitle', { name: row.name })}
      backTo={k.assets}
      form={(row) => <AssetForm kind={kind} row={row} storeId={storeId} />}
    />
  );
}

function AssetForm({ kind, row, storeId }: { kind: StoreKind; row?: AssetRow; storeId?: number }) {
  const { t } = useTranslation(['stores', 'crud']);
  const k = KIND[kind];
  const [form] = Form.useForm<AssetFormValues>();
  const { leaving, leave } = useLeaveAfterSave();
  const { submit, saving } = useSaveForm(k.assetResource, form, {
    codeFields: { [Err.CODE_REPEATED]: 'code' },
    onSaved: () => leave(k.assets),
  });

  const initialValues: Partial<AssetFormValues> = row
    ? {
        storeId: row.storeId,
        name: row.name,
        code: row.code,
        quantity: trimDecimal(row.quantity),
        value: trimDecimal(row.value),
        status: row.status,
      }
    : { storeId, quantity: '1', value: '0', status: 'used' };

  return (
    <Form<AssetFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => submit({ ...values, id: row?.id, storeId: values.storeId ?? 0 })}
      data-testid="asset-form"
    >
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="storeId"
              label={t(`${k.texts}.one`)}
              rules={[{ required: true, message: t(`${k.texts}.pick`) }]}
            >
              <StorePicker kind={kind} testId="asset-store" width="100%" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('assets.name')}
              required
              rules={[contractRule(AssetSaveBody.shape.name, t('validation.assetName'))]}
            >
              <Input maxLength={50} data-testid="asset-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="code" label={t('assets.code')} extra={t('hint.assetCode')}>
              <Input maxLength={30} data-testid="asset-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('assets.status')}>
              <Radio.Group
                optionType="button"
                options={ASSET_STATUSES.map((s) => ({ value: s, label: t(`assetStatus.${s}`) }))}
                data-testid="asset-status"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="quantity"
              label={t('assets.quantity')}
              required
              normalize={decimalInput}
              rules={[contractRule(AssetSaveBody.shape.quantity, t('validation.decimal'))]}
            >
              <Input inputMode="decimal" data-testid="asset-quantity" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="value"
              label={t('assets.value')}
              required
              extra={t('hint.assetValue')}
              normalize={decimalInput}
              rules={[contractRule(AssetSaveBody.shape.value, t('validation.decimal'))]}
            >
              <Input inputMode="decimal" data-testid="asset-value" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <FormButtons testId="asset" saving={saving || leaving} cancelTo={k.assets} />
    </Form>
  );
}
