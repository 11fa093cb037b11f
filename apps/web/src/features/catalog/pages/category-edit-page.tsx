import { CategorySaveBody, Err } from '@tillbook/contract';
import { Button, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { applyCodeToField, contractRule } from '../../../shared/form/rules';
import { ColourField } from '../../../shared/ui/colour-field';
import { toast } from '../../../shared/ui/toast';
import { useAllCategories, useSaveCategory } from '../api';
import { EditFrame } from '../components/frames';
import { useUnsavedGuard } from '../components/use-unsaved-guard';
import { CATALOG_PATHS, idParam } from '../paths';

interface Values {
  name: string;
  color: string;
}

/** /goodsSetting/classifySetting/addClassify: add a category, or edit one (`?id=`): name and colour. */
export default function CategoryEditPage() {
  const { t } = useTranslation(['catalog', 'crud']);
  const id = idParam(useSearchParams()[0]);
  const all = useAllCategories();
  const row = id ? all.data?.list.find((c) => c.id === id) : undefined;
  return (
    <EditFrame
      title={id ? t('category.editTitle') : t('category.addTitle')}
      backTo={CATALOG_PATHS.categories}
      testId="category-edit"
    >
      {id && !all.data ? (
        <Spin />
      ) : (
        <CategoryForm key={row?.id ?? 0} id={id} initial={{ name: row?.name ?? '', color: row?.color ?? '#4caf50' }} />
      )}
    </EditFrame>
  );
}

function CategoryForm({ id, initial }: { id?: number; initial: Values }) {
  const { t } = useTranslation(['catalog', 'crud']);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveCategory();
  const { holder, markDirty, markClean } = useUnsavedGuard();
  const submit = async (v: Values) => {
    try {
      await save.mutateAsync({ id, name: v.name, color: v.color });
      toast.success(t('crud:saved'));
      markClean();
      navigate(CATALOG_PATHS.categories);
    } catch (err) {
      applyCodeToField(form, err, { [Err.CATEGORY_REPEATED]: 'name' });
    }
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={initial}
      onFinish={(v) => void submit(v)}
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
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="category-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
