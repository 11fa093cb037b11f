import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useModifierDetail } from '../api';
import { EditFrame, LoadError } from '../components/frames';
import { ModifierForm } from '../components/modifier-form';
import { CATALOG_PATHS, idParam } from '../paths';

/** /goodsSetting/spiceSetting/addSpice: add a modifier, or edit one (`?id=`). */
export default function ModifierEditPage() {
  const { t } = useTranslation('catalog');
  const id = idParam(useSearchParams()[0]);
  const detail = useModifierDetail(id);
  return (
    <EditFrame
      title={id ? t('modifier.editTitle') : t('modifier.addTitle')}
      backTo={CATALOG_PATHS.modifiers}
      testId="modifier-edit"
    >
      {detail.isError ? (
        <LoadError testId="modifier-load-error" onRetry={() => void detail.refetch()} />
      ) : id !== undefined && !detail.data ? (
        <Spin />
      ) : (
        <ModifierForm key={detail.data?.id ?? 0} row={detail.data} />
      )}
    </EditFrame>
  );
}
