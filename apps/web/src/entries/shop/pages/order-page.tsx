// An order after it was placed, followed live (asked again every ORDER_POLL_MS): a signed-in member's by its id, a
// guest's by the follow token its placement handed to this browser. Without either, the kept placement is shown.
import type { FollowedOrder, ShopperOrderDetail } from '@tillbook/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { shopPost } from '../api';
import { OrderProgress, OrderSummary, StateTag } from '../components/order-status';
import { Spinner } from '../components/spinner';
import { ErrorNote } from '../errors';
import { keepPlaced, type PlacedOrder, placedOrder } from '../placed';
import { useShopper } from '../session';
import { useShop } from '../shop-context';
import { useLoad } from '../use-load';

/** How often an order's state is asked again. */
export const ORDER_POLL_MS = 5_000;

function OrderView({ order, live }: { order: ShopperOrderDetail; live: boolean }) {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  return (
    <div data-testid="order-page" data-live={live}>
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

/** A guest's order by its follow token; each answer is kept, so a reload without the network shows the last one. */
function GuestOrder({ kept, followToken }: { kept: PlacedOrder; followToken: string }) {
  const { code } = useShop();
  const loaded = useLoad(
    (signal) => shopPost<FollowedOrder>('/shop/order/follow', { token: followToken }, signal),
    [followToken],
    ORDER_POLL_MS,
  );
  const seen = loaded.data;
  useEffect(() => {
    if (seen) keepPlaced(code, seen);
  }, [code, seen]);
  return <OrderView order={seen ?? kept} live={!loaded.error || !!seen} />;
}

export default function OrderPage() {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  const member = useShopper();
  const id = Number(useParams().id);
  const kept = placedOrder(code, id);
  if (member) return <MemberOrder id={id} fallback={kept} />;
  if (kept?.followToken) return <GuestOrder kept={kept} followToken={kept.followToken} />;
  if (kept) return <OrderView order={kept} live={false} />;
  return (
    <p className="sf-center" data-testid="order-unknown">
      {t('order.unknown')}
    </p>
  );
}
