import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Err, ModifierItemInput, type ModifierRow, ModifierSaveBody, modifierResource } from '@tillbook/contract';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { contractRule } from '../../../shared/form/rules';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { CATALOG_PATHS } from '../paths';
import { ImageField } from './image-field';
import { useGuardedSave } from './use-guarded-save';

interface Values {
  name: string;
  items: { name: string; price: string; imageKey: string | null; stores: { storeId?: number; price: string }[] }[];
}

const emptyItem = () => ({ name: '', price: '', imageKey: null, stores: [] });

/** Add or edit a modifier: its name and items (name, unit price, image, per-store prices); at least one item. */
export function ModifierForm({ row }: { row?: ModifierRow }) {
  const { t } = useTranslation(['catalog', 'crud']);
  const [form] = Form.useForm<Values>();
  const stores = useStoreOptions();
  const { submit, saving, holder, markDirty } = useGuardedSave(modifierResource, form, {
    backTo: CATALOG_PATHS.modifiers,
    codeFields: { [Err.SAVE_AT_LEAST_ONE]: 'items' },
  });
  const storeOptions = (stores.data?.stores ?? []).map((s) => ({ value: s.id, label: s.name }));

  const onFinish = (v: Values) =>
    submit({
      id: row?.id,
      name: v.name,
      items: v.items.map((i) => ({
        name: i.name,
        price: i.price,
        imageKey: i.imageKey ?? '',
        stores: (i.stores ?? []).map((s) => ({ storeId: s.storeId as number, price: s.price || i.price })),
      })),
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        name: row?.name ?? '',
        items: row?.items.map((i) => ({ ...i, stores: i.stores })) ?? [emptyItem()],
      }}
      onFinish={(v) => void onFinish(v)}
      onValuesChange={markDirty}
      data-testid="modifier-form"
    >
      {holder}
      <Form.Item
        name="name"
        label={t('field.name')}
        required
        rules={[contractRule(ModifierSaveBody.shape.name, t('validation.name'))]}
        style={{ maxWidth: 420 }}
      >
        <Input maxLength={50} autoComplete="off" data-testid="modifier-name" />
      </Form.Item>
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_, v: unknown[]) => {
              if (!v || v.length === 0) throw new Error(t('validation.itemRequired'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={12}>
            {fields.map((f, i) => (
              <Card
                key={f.key}
                size="small"
                title={t('modifier.item', { n: i + 1 })}
                extra={
                  <Button
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('modifier.removeItem')}
                    onClick={() => remove(f.name)}
                    data-testid={`modifier-item-${i}-remove`}
                  />
                }
                data-testid={`modifier-item-${i}`}
              >
                <Flex gap={12} wrap>
                  <Form.Item
                    name={[f.name, 'name']}
                    label={t('field.name')}
                    rules={[contractRule(ModifierItemInput.shape.name, t('validation.name'))]}
                  >
                    <Input maxLength={50} style={{ width: 200 }} data-testid={`modifier-item-${i}-name`} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'price']}
                    label={t('field.price')}
                    rules={[contractRule(ModifierItemInput.shape.price, t('validation.money'))]}
                  >
                    <DecimalInput kind="money" testId={`modifier-item-${i}-price`} width={120} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'imageKey']}
                    label={t('field.image')}
                    rules={[{ required: true, message: t('validation.imageRequired') }]}
                  >
                    <ImageField testId={`modifier-item-${i}-image`} />
                  </Form.Item>
                </Flex>
                <Form.List name={[f.name, 'stores']}>
                  {(sf, ops) => (
                    <Flex vertical gap={8}>
                      {sf.map((s, j) => (
                        <Flex key={s.key} gap={8} wrap>
                          <Form.Item
                            name={[s.name, 'storeId']}
                            rules={[{ required: true, message: t('validation.storeRequired') }]}
                            style={{ marginBottom: 0 }}
                          >
                            <Select
                              style={{ width: 200 }}
                              options={storeOptions}
                              aria-label={t('field.store')}
                              placeholder={t('field.store')}
                              data-testid={`modifier-item-${i}-store-${j}`}
                            />
                          </Form.Item>
                          <Form.Item name={[s.name, 'price']} style={{ marginBottom: 0 }}>
                            <DecimalInput
                              kind="money"
                              testId={`modifier-item-${i}-store-${j}-price`}
                              placeholder={t('field.price')}
                              ariaLabel={t('field.price')}
                              width={120}
                            />
                          </Form.Item>
                          <Button
                            icon={<DeleteOutlined />}
                            aria-label={t('product.removeStore')}
                            onClick={() => ops.remove(s.name)}
                          />
                        </Flex>
                      ))}
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        onClick={() => ops.add({ price: '' })}
                        style={{ alignSelf: 'start' }}
                        data-testid={`modifier-item-${i}-store-add`}
                      >
                        {t('modifier.storePrice')}
                      </Button>
                    </Flex>
                  )}
                </Form.List>
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(emptyItem())}
              style={{ alignSelf: 'start' }}
              data-testid="modifier-item-add"
            >
              {t('modifier.addItem')}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }} data-testid="modifier-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
