import { type PrinterGroupRow, printerGroupResource } from '@tillbook/contract';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { useCategoryOptions } from '../api';
import { SETTINGS_PATHS } from '../paths';
import { SaveButton } from './save-button';
import { SettingNameField } from './setting-name-field';
import { StoreSelect } from './store-fields';

interface PrinterGroupForm {
  name: string;
  storeId?: number;
  categoryIds: number[];
}

/**
 * Add or edit a printer group: name (unique in its store), store, and the categories whose kitchen tickets it prints.
 * Categories come from the product catalog; an id the catalog no longer has is still shown, by number.
 */
export function PrinterGroupForm({ row }: { row?: PrinterGroupRow }) {
  const { t } = useTranslation(['settings', 'crud']);
  const [form] = Form.useForm<PrinterGroupForm>();
  const { submit, saving } = useSaveForm(printerGroupResource, form, { backTo: SETTINGS_PATHS.printerGroups });
  const categories = useCategoryOptions();
  const known = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const categoryOptions = [
    ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    ...(row?.categoryIds ?? [])
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: t('printerGroup.categoryId', { id }) })),
  ];
  return (
    <Form<PrinterGroupForm>
      form={form}
      layout="vertical"
      initialValues={{ name: row?.name ?? '', storeId: row?.store.id, categoryIds: row?.categoryIds ?? [] }}
      onFinish={(v) =>
        void submit({ id: row?.id, name: v.name, storeId: v.storeId as number, categoryIds: v.categoryIds ?? [] })
      }
      data-testid="printer-group-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SettingNameField testId="printer-group-name" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="storeId"
            label={t('printerGroup.store')}
            required
            rules={[{ required: true, message: t('validation.store') }]}
          >
            <StoreSelect placeholder={t('stores.pickOne')} testId="printer-group-store" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="categoryIds" label={t('printerGroup.categories')} extra={t('printerGroup.categoriesHint')}>
        <Select
          mode="multiple"
          options={categoryOptions}
          loading={categories.isLoading}
          optionFilterProp="label"
          placeholder={t('printerGroup.categoriesPlaceholder')}
          aria-label={t('printerGroup.categories')}
          notFoundContent={t('printerGroup.noCategories')}
          data-testid="printer-group-categories"
        />
      </Form.Item>
      <SaveButton loading={saving} testId="printer-group-save" />
    </Form>
  );
}
