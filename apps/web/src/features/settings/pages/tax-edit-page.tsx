import { taxResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { TaxForm } from '../components/tax-form';
import { SETTINGS_FRAME, SETTINGS_PATHS } from '../paths';

/** /setting/revenueEdit: add a tax, or edit one (`?id=`). */
export default function TaxEditPage() {
  const { t } = useTranslation('settings');
  return (
    <ResourceEdit
      resource={taxResource}
      testId="tax"
      addTitle={t('tax.addTitle')}
      editTitle={t('tax.editTitle')}
      backTo={SETTINGS_PATHS.taxes}
      {...SETTINGS_FRAME}
      form={(row) => <TaxForm row={row} />}
    />
  );
}
