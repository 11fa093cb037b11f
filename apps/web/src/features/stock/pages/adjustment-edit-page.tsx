import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AdjustmentForm } from '../components/adjustment-form';
import { StockFrame } from '../components/frames';
import { ADJUSTMENT_PATHS, adjustmentKindOf } from '../paths';

const TITLES = { increase: 'addIncrease', damage: 'addDamage', loss: 'addLoss' } as const;

/** /stockManage/addIncrease, /addDamage, /addLoss: a new adjustment of the path's kind, applied when saved. */
export default function AdjustmentEditPage() {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  const kind = adjustmentKindOf(useLocation().pathname);
  const paths = ADJUSTMENT_PATHS[kind];
  return (
    <StockFrame
      testId={`adjustment-edit-page-${kind}`}
      title={t(`stockManage.${TITLES[kind]}`)}
      backTo={paths.list}
      narrow
    >
      <AdjustmentForm
        key={kind}
        kind={kind}
        onDone={(saved) => navigate(`${paths.info}?id=${saved.id}`, { replace: true })}
      />
    </StockFrame>
  );
}
