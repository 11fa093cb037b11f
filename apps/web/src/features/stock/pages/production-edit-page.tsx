import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StockFrame } from '../components/frames';
import { ProductionForm } from '../components/production-form';
import { STOCK_PATHS } from '../paths';

/** /stockManage/addProduce: a new production or disassembly of composite products, applied when saved. */
export default function ProductionEditPage() {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  return (
    <StockFrame
      testId="production-edit-page"
      title={t('stockManage.addProduce')}
      backTo={STOCK_PATHS.productions}
      narrow
    >
      <ProductionForm onDone={(saved) => navigate(`${STOCK_PATHS.productionInfo}?id=${saved.id}`, { replace: true })} />
    </StockFrame>
  );
}
