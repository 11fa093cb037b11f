import { useTranslation } from 'react-i18next';
import { PrinterGroupForm } from '../components/printer-group-form';
import { RowEdit } from '../components/row-edit';
import { SETTINGS_PATHS } from '../paths';

/** /setting/printGroupEdit: add a printer group, or edit one (`?id=`). */
export default function PrinterGroupEditPage() {
  const { t } = useTranslation('settings');
  return (
    <RowEdit
      kind="printGroup"
      testId="printer-group"
      addTitle={t('printerGroup.addTitle')}
      editTitle={t('printerGroup.editTitle')}
      backTo={SETTINGS_PATHS.printerGroups}
      form={(row) => <PrinterGroupForm row={row} />}
    />
  );
}
