// An order's state as the shopper reads it (§4): unpaid → preparing → out for delivery / ready for pickup →
// completed; refunded.
import type { Fulfilment, OnlineState, ShopperOrderDetail } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { useShop } from '../shop-context';

const STEPS: OnlineState[] = ['unpaid', 'preparing', 'delivering', 'completed'];

/** The text key of a state: 'delivering' reads "ready for pickup" for a pickup order. */
export const stateKey = (state: OnlineState, fulfilment: Fulfilment): string =>
  state === 'delivering' && fulfilment === 'pickup' ? 'state.ready' : `state.${state}`;

export function StateTag({
  state,
  fulfilment,
  testId,
}: {
  state: OnlineState;
  fulfilment: Fulfilment;
  testId?: string;
}) {
  const { t } = useTranslation('shop');
  return (
    <span className={`sf-state sf-state-${state}`} data-testid={testId} data-state={state}>
      {t(stateKey(state, fulfilment))}
    </span>
  );
}

export function OrderProgress({ order }: { order: ShopperOrderDetail }) {
  const { t } = useTranslation('shop');
  const reached = STEPS.indexOf(order.state);
  if (order.state === 'refunded')
    return (
      <p className="sf-warn" data-testid="order-refunded">
        {t('state.refunded')}
      </p>
    );
  return (
    <ol className="sf-steps" data-testid="order-progress">
      {STEPS.map((s, i) => (
        <li key={s} className={i <= reached ? 'sf-done' : undefined} aria-current={i === reached ? 'step' : undefined}>
          {t(stateKey(s, order.fulfilment))}
        </li>
      ))}
    </ol>
  );
}

export function OrderSummary({ order }: { order: ShopperOrderDetail }) {
  const { t } = useTranslation('shop');
  const { money } = useShop();
  return (
    <section className="sf-box" data-testid="order-summary">
      <p className="sf-total">
        <span>{t('order.number')}</span>
        <strong data-testid="order-number">{order.number}</strong>
      </p>
      <p className="sf-total">
        <span>{t('checkout.fulfilment')}</span>
        <span>{t(`fulfilment.${order.fulfilment}`)}</span>
      </p>
      {order.address && <p className="sf-muted">{order.address}</p>}
      <p className="sf-total">
        <span>{t('checkout.payWay')}</span>
        <span>{t(`payWay.${order.payWay}`)}</span>
      </p>
      {order.slotStart && (
        <p className="sf-total">
          <span>{t('checkout.when')}</span>
          <span>{new Date(order.slotStart).toLocaleString()}</span>
        </p>
      )}
      <ul className="sf-plain">
        {order.lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move.
          <li key={`${l.name}-${i}`} className="sf-total">
            <span>
              {l.quantity.replace(/\.?0+$/, '')} × {l.name}
              {l.variantName && ` (${l.variantName})`}
            </span>
            <span>{money(l.total)}</span>
          </li>
        ))}
      </ul>
      <p className="sf-total">
        <span>{t('totals.deliveryFee')}</span>
        <span data-testid="order-delivery-fee">{money(order.deliveryFee)}</span>
      </p>
      <p className="sf-total sf-grand">
        <span>{t('totals.total')}</span>
        <strong data-testid="order-amount">{money(order.amount)}</strong>
      </p>
    </section>
  );
}
