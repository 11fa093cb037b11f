import { adMaterialResource } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { AdForm } from '../components/ad-form';
import { AD_PATHS } from '../paths';

/** /deviceManage/adEdit: adds an ad, or edits the one of `?id=`. */
export default function AdEditPage() {
  const { t } = useTranslation(['adMaterial', 'menu']);
  return (
    <ResourceEdit
      resource={adMaterialResource}
      testId="ad"
      addTitle={t('add')}
      editTitle={t('menu:deviceManage.adEdit')}
      backTo={AD_PATHS.list}
      maxWidth={960}
      form={(ad) => <AdForm ad={ad} />}
    />
  );
}
