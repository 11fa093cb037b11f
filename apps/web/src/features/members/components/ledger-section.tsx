import { Button, Card, Flex, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import { useAdjustPoints, useCreditHistory, usePointsHistory, useRepayCredit } from '../api';
import { LedgerDialog, type LedgerDialogValues } from './ledger-dialog';
import { LedgerTable } from './ledger-table';

/**
 * The points or the credit of a member: the balance, the button that changes it (adjust by hand / repayment) and
 * the ledger's history.
 */
export function LedgerSection({
  mode,
  memberId,
  balance,
  format,
  extra,
}: {
  mode: 'points' | 'repay';
  memberId: number;
  balance: string;
  format: (value: string) => string;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation(['members', 'crud']);
  const [open, setOpen] = useState(false);
  const adjust = useAdjustPoints();
  const repay = useRepayCredit();
  const isPoints = mode === 'points';
  const prefix = isPoints ? 'points' : 'credit';

  const submit = async (v: LedgerDialogValues): Promise<boolean> => {
    try {
      if (isPoints) {
        const delta = v.direction === 'deduct' ? `-${v.amount}` : v.amount;
        await adjust.mutateAsync({ memberId, delta, reason: v.reason.trim() });
      } else {
        await repay.mutateAsync({ memberId, amount: v.amount, reason: v.reason.trim() });
      }
      toast.success(t('crud:saved'));
      setOpen(false);
      return true;
    } catch {
      // 20111 (points below zero) and 20115 (more than owed) were toasted by the client; the dialog stays open.
      return false;
    }
  };

  return (
    <Card
      title={isPoints ? t('points.title') : t('credit.title')}
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid={isPoints ? 'points-adjust' : 'credit-repay'}>
          {isPoints ? t('points.adjust') : t('credit.repay')}
        </Button>
      }
      data-testid={`${prefix}-section`}
    >
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic
          title={isPoints ? t('points.balance') : t('credit.balance')}
          value={format(balance)}
          valueRender={(node) => <span data-testid={`${prefix}-balance`}>{node}</span>}
        />
        {extra}
      </Flex>
      <LedgerTable
        memberId={memberId}
        useHistory={isPoints ? usePointsHistory : useCreditHistory}
        format={format}
        testId={`${prefix}-history`}
      />
      <LedgerDialog
        mode={mode}
        open={open}
        saving={adjust.isPending || repay.isPending}
        onCancel={() => setOpen(false)}
        onSubmit={submit}
      />
    </Card>
  );
}
