import { type Fulfilment, ONLINE_TRANSITIONS, type OnlineState } from '@tillbook/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<OnlineState, string> = {
  unpaid: 'gold',
  preparing: 'blue',
  delivering: 'cyan',
  completed: 'green',
  refunded: 'default',
};

/** The text key of a state: "delivering" reads "ready for pickup" on a pickup order. */
export const stateKey = (state: OnlineState, fulfilment: Fulfilment) =>
  state === 'delivering' && fulfilment === 'pickup' ? 'orderState.ready' : `orderState.${state}`;

/** The text key of the button moving an order to `to`. */
export const moveKey = (to: OnlineState, fulfilment: Fulfilment) =>
  to === 'delivering' && fulfilment === 'pickup' ? 'move.ready' : `move.${to}`;

/** Where an order may go next (§4); anything else the server answers 20118. */
export const nextStates = (state: OnlineState): readonly OnlineState[] => ONLINE_TRANSITIONS[state];

export function OrderStateTag({ state, fulfilment }: { state: OnlineState; fulfilment: Fulfilment }) {
  const { t } = useTranslation('onlineShop');
  return (
    <Tag color={COLOURS[state]} data-testid={`order-state-${state}`}>
      {t(stateKey(state, fulfilment))}
    </Tag>
  );
}
