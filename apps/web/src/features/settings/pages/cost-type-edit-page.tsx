import { costTypeResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { CostTypeForm } from '../components/cost-type-form';
import { SETTINGS_FRAME, SETTINGS_PATHS } from '../paths';

/** /setting/costTypeEdit: add a cash in / cash out type, or edit one (`?id=`). */
export default function CostTypeEditPage() {
  const { t } = useTranslation('settings');
  return (
    <ResourceEdit
      resource={costTypeResource}
      testId="cost-type"
      addTitle={t('costType.addTitle')}
      editTitle={t('costType.editTitle')}
      backTo={SETTINGS_PATHS.costTypes}
      {...SETTINGS_FRAME}
      form={(row) => <CostTypeForm row={row} />}
    />
  );
}
