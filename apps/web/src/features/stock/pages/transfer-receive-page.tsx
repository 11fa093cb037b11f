import { type TransferDetail, TransferReceiveBody } from '@tillbook/contract';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { idParam } from '../../../shared/routing/id-param';
import { toast } from '../../../shared/ui/toast';
import { useReceiveTransfer, useTransfer } from '../api';
import { Loaded, StockFrame } from '../components/frames';
import { LineQuantities, type QuantitiesResult } from '../components/line-quantities';
import { StatusTag } from '../components/status-tag';
import { remaining } from '../format';
import { STOCK_PATHS } from '../paths';

const LINES = TransferReceiveBody.shape.lines;

/** /stockManage/receiveTransfer?id=: per line, the quantity arriving at the target (at most sent − received), and the
 * day it arrived. */
export default function TransferReceivePage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const transfer = useTransfer(id);
  const receive = useReceiveTransfer();

  // A refusal (1008, 1019, a day out of bounds …) has been toasted; the form marks the fields it names.
  const submit = async (x: TransferDetail, result: QuantitiesResult) => {
    await receive.mutateAsync({ id: x.id, ...result });
    toast.success(t('transfer.receivedDone'));
    navigate(`${STOCK_PATHS.transferInfo}?id=${x.id}`, { replace: true });
  };

  return (
    <StockFrame
      testId="transfer-receive-page"
      title={t('menu:stockManage.receiveTransfer')}
      backTo={`${STOCK_PATHS.transferInfo}?id=${id ?? ''}`}
    >
      <Loaded query={transfer} testId="transfer-receive">
        {(x) => (
          <>
            <Typography.Paragraph>
              {x.number} · {x.fromStoreName} → {x.toStoreName} <StatusTag kind="transfer" status={x.status} />
            </Typography.Paragraph>
            {x.status === 'completed' ? (
              <Alert type="info" showIcon title={t('transfer.completed')} data-testid="transfer-receive-closed" />
            ) : (
              <LineQuantities
                lines={x.lines.map((l) => ({
                  ...l,
                  figures: [
                    { key: 'sent', title: t('transfer.sentQuantity'), value: l.quantity },
                    { key: 'received', title: t('transfer.receivedQuantity'), value: l.received },
                  ],
                  remaining: remaining(l.quantity, l.received),
                }))}
                linesSchema={LINES}
                saving={receive.isPending}
                submitLabel={t('transfer.receiveSave')}
                onSubmit={(r) => submit(x, r)}
                testId="receive"
              />
            )}
          </>
        )}
      </Loaded>
    </StockFrame>
  );
}
