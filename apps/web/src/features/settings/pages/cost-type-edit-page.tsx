import { useTranslation } from 'react-i18next';
import { CostTypeForm } from '../components/cost-type-form';
import { RowEdit } from '../components/row-edit';
import { SETTINGS_PATHS } from '../paths';

/** /setting/costTypeEdit: add a cash in / cash out type, or edit one (`?id=`). */
export default function CostTypeEditPage() {
  const { t } = useTranslation('settings');
  return (
    <RowEdit
      kind="costType"
      testId="cost-type"
      addTitle={t('costType.addTitle')}
      editTitle={t('costType.editTitle')}
      backTo={SETTINGS_PATHS.costTypes}
      form={(row) => <CostTypeForm row={row} />}
    />
  );
}
