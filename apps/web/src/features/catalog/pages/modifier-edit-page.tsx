import { modifierResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { ModifierForm } from '../components/modifier-form';
import { CATALOG_PATHS } from '../paths';

/** /goodsSetting/spiceSetting/addSpice: add a modifier, or edit one (`?id=`). */
export default function ModifierEditPage() {
  const { t } = useTranslation('catalog');
  return (
    <ResourceEdit
      resource={modifierResource}
      testId="modifier"
      addTitle={t('modifier.addTitle')}
      editTitle={t('modifier.editTitle')}
      backTo={CATALOG_PATHS.modifiers}
      backTestId="catalog-back"
      form={(row) => <ModifierForm row={row} />}
    />
  );
}
