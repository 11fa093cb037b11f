import type { OnlineOrderRow, OnlineState } from '@tillbook/contract';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveKey, nextStates } from './order-state';
import { StateDialog } from './state-dialog';

/**
 * The buttons moving an order along §4 — only the moves its state allows (none once refunded) — each confirmed in a
 * dialog before it is sent. Test ids `order-<id>-to-<state>`.
 */
export function OrderStateActions({
  order,
  size = 'small',
  onMoved,
}: {
  order: OnlineOrderRow;
  size?: 'small' | 'middle';
  onMoved?: () => void;
}) {
  const { t } = useTranslation('onlineShop');
  const [to, setTo] = useState<OnlineState>();
  const next = nextStates(order.state);
  if (next.length === 0) return null;
  return (
    <>
      <Flex gap={4} wrap>
        {next.map((state) => (
          <Button
            key={state}
            size={size}
            type={state === 'refunded' ? 'default' : 'primary'}
            danger={state === 'refunded'}
            onClick={() => setTo(state)}
            data-testid={`order-${order.id}-to-${state}`}
          >
            {t(moveKey(state, order.fulfilment))}
          </Button>
        ))}
      </Flex>
      {to && (
        <StateDialog
          order={order}
          to={to}
          onClose={(moved) => {
            setTo(undefined);
            if (moved) onMoved?.();
          }}
        />
      )}
    </>
  );
}
