import { printerGroupResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { PrinterGroupForm } from '../components/printer-group-form';
import { SETTINGS_FRAME, SETTINGS_PATHS } from '../paths';

/** /setting/printGroupEdit: add a printer group, or edit one (`?id=`). */
export default function PrinterGroupEditPage() {
  const { t } = useTranslation('settings');
  return (
    <ResourceEdit
      resource={printerGroupResource}
      testId="printer-group"
      addTitle={t('printerGroup.addTitle')}
      editTitle={t('printerGroup.editTitle')}
      backTo={SETTINGS_PATHS.printerGroups}
      {...SETTINGS_FRAME}
      form={(row) => <PrinterGroupForm row={row} />}
    />
  );
}
