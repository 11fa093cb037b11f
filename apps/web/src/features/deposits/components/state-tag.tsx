import type { DepositState } from '@tillbook/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<DepositState, string> = {
  depositing: 'blue',
  partial: 'orange',
  completed: 'green',
  expired: 'red',
};

/** A deposit's state (§4) as the server shows it ('expired' once the pickup deadline passed), translated. */
export function DepositStateTag({ state, testId }: { state: DepositState; testId?: string }) {
  const { t } = useTranslation('deposits');
  return (
    <Tag color={COLOURS[state]} data-testid={testId} data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}
