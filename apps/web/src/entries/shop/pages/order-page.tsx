// An order after it was placed: a signed-in member follows its state live (asked again every few seconds); a guest
// sees the placement's answer kept in this browser.
import type { ShopperOrderDetail } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { shopPost } from '../api';
import { OrderProgress, OrderSummary, StateTag } from '../components/order-status';
import { Spinner } from '../components/spinner';
import { ErrorNote } from '../errors';
import { placedOrders } from '../placed';
import { useShopper } from '../session';
import { useShop } from '../shop-context';
import { useLoad } from '../use-load';

/** How often a member's order is asked again. */
export const ORDER_POLL_MS = 5_000;

function OrderView({ order, live }: { order: ShopperOrderDetail; live: boolean }) {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  return (
    <div data-testid="order-page">
      <h1>{t('order.placed')}</h1>
      <p>
        <StateTag state={order.state} fulfilment={order.fulfilment} testId="order-state" />
      </p>
      <OrderProgress order={order} />
      <p className="sf-muted">{live ? t('order.live') : t('order.guestNote')}</p>
      <OrderSummary order={order} />
      <Link className="sf-btn sf-btn-ghost sf-btn-block" to={`/${code}`}>
        {t('order.continue')}
      </Link>
    </div>
  );
}

function MemberOrder({ id, fallback }: { id: number; fallback?: ShopperOrderDetail }) {
  const loaded = useLoad(
    (signal) => shopPost<ShopperOrderDetail>('/shop/member/order', { id }, signal),
    [id],
    ORDER_POLL_MS,
  );
  const order = loaded.data ?? fallback;
  if (!order) return loaded.error ? <ErrorNote error={loaded.error} onRetry={loaded.reload} /> : <Spinner />;
  return <OrderView order={order} live />;
}

export default function OrderPage() {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  const member = useShopper();
  const id = Number(useParams().id);
  const kept = placedOrders(code).find((o) => o.id === id);
  if (member) return <MemberOrder id={id} fallback={kept} />;
  if (kept) return <OrderView order={kept} live={false} />;
  return (
    <p className="sf-center" data-testid="order-unknown">
      {t('order.unknown')}
    </p>
  );
}
