import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePartner } from '../api';
import { Loaded, StockFrame } from '../components/frames';
import { PartnerForm } from '../components/partner-form';
import { idParam, PARTNER_PATHS, partnerKindOf } from '../paths';

/** /stockManage/editProvider and /stockManage/editFactory: add a supplier or manufacturer, or edit one (`?id=`). */
export default function PartnerEditPage() {
  const { t } = useTranslation('stock');
  const navigate = useNavigate();
  const kind = partnerKindOf(useLocation().pathname);
  const id = idParam(useSearchParams()[0]);
  const partner = usePartner(kind, id);
  const back = () => navigate(PARTNER_PATHS[kind].list);

  return (
    <StockFrame
      testId={`partner-edit-page-${kind}`}
      title={t(id ? `partner.${kind}.edit` : `partner.${kind}.add`)}
      backTo={PARTNER_PATHS[kind].list}
      narrow
    >
      {id ? (
        <Loaded query={partner} testId="partner-edit">
          {(p) => <PartnerForm key={p.id} kind={kind} partner={p} onDone={back} />}
        </Loaded>
      ) : (
        <PartnerForm key={kind} kind={kind} onDone={back} />
      )}
    </StockFrame>
  );
}
