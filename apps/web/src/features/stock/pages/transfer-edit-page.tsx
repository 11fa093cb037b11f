import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StockFrame } from '../components/frames';
import { TransferForm } from '../components/transfer-form';
import { STOCK_PATHS } from '../paths';

/** /stockManage/addTransfer: a new transfer, sent when saved (a sent transfer is not edited: it is received). */
export default function TransferEditPage() {
  const { t } = useTranslation('menu');
  const navigate = useNavigate();
  return (
    <StockFrame testId="transfer-edit-page" title={t('stockManage.addTransfer')} backTo={STOCK_PATHS.transfers} narrow>
      <TransferForm onDone={(saved) => navigate(`${STOCK_PATHS.transferInfo}?id=${saved.id}`, { replace: true })} />
    </StockFrame>
  );
}
