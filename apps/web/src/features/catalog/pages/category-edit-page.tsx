import { CategorySaveBody, categoryResource, Err } from '@tillbook/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { contractRule } from '../../../shared/form/rules';
import { idParam } from '../../../shared/routing/id-param';
import { ColourField } from '../../../shared/ui/colour-field';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { CATALOG_ALL, useAllCategories } from '../api';
import { useGuardedSave } from '../components/use-guarded-save';
import { CATALOG_PATHS } from '../paths';

interface Values {
  name: string;
  color: string;
}

/**
 * /goodsSetting/classifySetting/addClassify: add a category, or edit one (`?id=`): name and colour. Categories have
 * no detail call: the row comes from the list of all categories.
 */
export default function CategoryEditPage() {
  const { t } = useTranslation('catalog');
  const id = idParam(useSearchParams()[0]);
  const all = useAllCategories();
  const row = id ? all.data?.list.find((c) => c.id === id) : undefined;
  return (
    <EditFrame
      title={id ? t('category.editTitle') : t('category.addTitle')}
      backTo={CATALOG_PATHS.categories}
      testId="category-edit"
      backTestId="catalog-back"
    >
      {id && all.isError && !all.data ? (
        <LoadError testId="category-edit-error" onRetry={() => void all.refetch()} />
      ) : id && !all.data ? (
        <PageLoading />
      ) : (
        <CategoryForm key={row?.id ?? 0} id={id} initial={{ name: row?.name ?? '', color: row?.color ?? '#4caf50' }} />
      )}
    </EditFrame>
  );
}

function CategoryForm({ id, initial }: { id?: number; initial: Values }) {
  const { t } = useTranslation(['catalog', 'crud']);
  const [form] = Form.useForm<Values>();
  const { submit, saving, holder, markDirty } = useGuardedSave(categoryResource, form, {
    backTo: CATALOG_PATHS.categories,
    // Products, rewards and the POS order show the category's name.
    invalidates: CATALOG_ALL,
    codeFields: { [Err.CATEGORY_REPEATED]: 'name' },
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={initial}
      onFinish={(v) => void submit({ id, name: v.name, color: v.color })}
      onValuesChange={markDirty}
      data-testid="category-form"
    >
      {holder}
      <Form.Item
        name="name"
        label={t('field.name')}
        required
        rules={[contractRule(CategorySaveBody.shape.name, t('validation.name'))]}
      >
        <Input maxLength={50} autoComplete="off" data-testid="category-name" />
      </Form.Item>
      <Form.Item name="color" label={t('category.color')}>
        <ColourField data-testid="category-color" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="category-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
