import {
  COST_TYPE_RANGES,
  type CostTypeRange,
  type CostTypeRow,
  CostTypeSaveBody,
  costTypeResource,
  Err,
} from '@tillbook/contract';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { SETTINGS_PATHS } from '../paths';
import { SaveButton } from './save-button';
import { SettingNameField } from './setting-name-field';

interface CostTypeForm {
  name: string;
  ranges: CostTypeRange[];
}

/** Add or edit a cash in / cash out type: name and where it may be used (at least one, 1005). */
export function CostTypeForm({ row }: { row?: CostTypeRow }) {
  const { t } = useTranslation(['settings', 'crud']);
  const [form] = Form.useForm<CostTypeForm>();
  const { submit, saving } = useSaveForm(costTypeResource, form, {
    backTo: SETTINGS_PATHS.costTypes,
    codeFields: { [Err.SAVE_AT_LEAST_ONE]: 'ranges' },
  });
  return (
    <Form<CostTypeForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={{ name: row?.name ?? '', ranges: row?.ranges ?? [...COST_TYPE_RANGES] }}
      onFinish={(v) => void submit({ id: row?.id, name: v.name, ranges: v.ranges })}
      data-testid="cost-type-form"
    >
      <SettingNameField testId="cost-type-name" />
      <Form.Item
        name="ranges"
        label={t('costType.ranges')}
        required
        extra={t('costType.rangesHint')}
        rules={[contractRule(CostTypeSaveBody.shape.ranges, t('validation.ranges'))]}
      >
        <Checkbox.Group data-testid="cost-type-ranges">
          {COST_TYPE_RANGES.map((r) => (
            <Checkbox key={r} value={r} data-testid={`cost-type-range-${r}`}>
              {t(`costType.rangeNames.${r}`)}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <SaveButton loading={saving} testId="cost-type-save" />
    </Form>
  );
}
