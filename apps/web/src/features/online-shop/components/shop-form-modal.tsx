import { Err, onlineShopResource, type ShopRow, ShopSaveBody } from '@tillbook/contract';
import { type ButtonProps, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { contractRule } from '../../../shared/form/rules';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';

interface ShopFormValues {
  name: string;
  storeId?: number;
}

/**
 * Adds a shop for a store or food truck (one each: 1004 marks the store) or renames one (the store stays). The name is
 * 1-50 characters, unique in the merchant (1003 marks it). New shops start closed.
 */
export function ShopFormModal({ shop, onClose }: { shop?: ShopRow; onClose: () => void }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const [form] = Form.useForm<ShopFormValues>();
  const stores = useStoreOptions();
  const { submit, saving } = useSaveForm(onlineShopResource, form, {
    onSaved: onClose,
    codeFields: { [Err.ADDED_REPEATEDLY]: 'storeId', [Err.NO_DATA]: 'storeId' },
  });

  return (
    <Modal
      open
      title={shop ? t('shop.editTitle') : t('shop.addTitle')}
      okText={t('crud:save')}
      cancelText={t('crud:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'shop-form-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: shop?.name ?? '', storeId: shop?.storeId }}
        onFinish={(v) => void submit({ id: shop?.id, name: v.name.trim(), storeId: v.storeId as number })}
        data-testid="shop-form"
      >
        <Form.Item
          name="storeId"
          label={t('field.store')}
          extra={shop ? undefined : t('shop.storeHelp')}
          rules={[{ required: true, message: t('shop.storeRequired') }]}
        >
          <Select
            disabled={Boolean(shop)}
            showSearch={{ optionFilterProp: 'label' }}
            loading={stores.isPending}
            options={stores.data?.stores.map((s) => ({
              value: s.id,
              label: s.kind === 'truck' ? `${s.name} (${t('shop.truck')})` : s.name,
            }))}
            placeholder={t('shop.storePlaceholder')}
            data-testid="shop-form-store"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('field.name')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('shop.nameRequired') },
            contractRule(ShopSaveBody.shape.name, t('shop.nameInvalid')),
          ]}
        >
          <Input maxLength={50} data-testid="shop-form-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
