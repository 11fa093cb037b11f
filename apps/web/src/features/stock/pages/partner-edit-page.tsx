import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';
import { partnerResource } from '../api';
import { PartnerForm } from '../components/partner-form';
import { PARTNER_PATHS, partnerKindOf } from '../paths';

/** /stockManage/editProvider and /stockManage/editFactory: add a supplier or manufacturer, or edit one (`?id=`). */
export default function PartnerEditPage() {
  const { t } = useTranslation('stock');
  const kind = partnerKindOf(useLocation().pathname);
  return (
    <ResourceEdit
      key={kind}
      resource={partnerResource[kind]}
      testId={`partner-${kind}`}
      addTitle={t(`partner.${kind}.add`)}
      editTitle={t(`partner.${kind}.edit`)}
      backTo={PARTNER_PATHS[kind].list}
      backTestId="stock-back"
      form={(partner) => <PartnerForm kind={kind} partner={partner} />}
    />
  );
}
