// The member's orders, newest first, each with its state (asked again every few seconds), filtered by state.
import type { ListResult, OnlineState, ShopperOrderRow } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { shopPost } from '../api';
import { StateTag } from '../components/order-status';
import { Spinner } from '../components/spinner';
import { ErrorNote } from '../errors';
import { useShopper } from '../session';
import { useShop } from '../shop-context';
import { useLoad } from '../use-load';
import { ORDER_POLL_MS } from './order-page';

const FILTERS: ('' | OnlineState)[] = ['', 'unpaid', 'preparing', 'delivering', 'completed', 'refunded'];

export default function OrdersPage() {
  const { t } = useTranslation('shop');
  const { code, money } = useShop();
  const member = useShopper();
  const [state, setState] = useState<'' | OnlineState>('');
  const loaded = useLoad(
    (signal) =>
      member
        ? shopPost<ListResult<ShopperOrderRow>>(
            '/shop/member/orders',
            { state: state || undefined, pageSize: 50 },
            signal,
          )
        : Promise.resolve({ list: [], total: 0 }),
    [member?.id, state],
    ORDER_POLL_MS,
  );
  if (!member) return <Navigate to={`/${code}/signin?next=orders`} replace />;
  return (
    <div data-testid="orders-page">
      <h1>{t('account.orders')}</h1>
      <nav className="sf-chips">
        {FILTERS.map((f) => (
          <button
            type="button"
            key={f || 'all'}
            className={state === f ? 'sf-on' : undefined}
            onClick={() => setState(f)}
            data-testid={`orders-filter-${f || 'all'}`}
          >
            {f ? t(`state.${f}`) : t('orders.all')}
          </button>
        ))}
      </nav>
      {!loaded.data && !loaded.error && <Spinner />}
      <ErrorNote error={loaded.error} onRetry={loaded.reload} />
      {loaded.data?.list.length === 0 && <p className="sf-muted">{t('orders.none')}</p>}
      <ul className="sf-lines">
        {loaded.data?.list.map((o) => (
          <li key={o.id} data-testid={`orders-row-${o.id}`}>
            <Link to={`/${code}/order/${o.id}`} className="sf-line-main">
              <strong>{o.number}</strong>
              <small>
                {o.shopName} · {new Date(o.createdAt).toLocaleString()}
              </small>
              <div className="sf-line-foot">
                <StateTag state={o.state} fulfilment={o.fulfilment} testId={`orders-state-${o.id}`} />
                <span>{money(o.amount)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
