import { useTranslation } from 'react-i18next';
import { RowEdit } from '../components/row-edit';
import { TaxForm } from '../components/tax-form';
import { SETTINGS_PATHS } from '../paths';

/** /setting/revenueEdit: add a tax, or edit one (`?id=`). */
export default function TaxEditPage() {
  const { t } = useTranslation('settings');
  return (
    <RowEdit
      kind="revenue"
      testId="tax"
      addTitle={t('tax.addTitle')}
      editTitle={t('tax.editTitle')}
      backTo={SETTINGS_PATHS.taxes}
      form={(row) => <TaxForm row={row} />}
    />
  );
}
