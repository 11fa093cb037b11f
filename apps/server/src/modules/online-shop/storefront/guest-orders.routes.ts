import { OrderFollowBody } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../platform/deps';
import { shopperRoute } from '../../../platform/http';
import { followOrder } from './guest-orders';

/**
 * Following an online order by its secret (`/m/shop/order/follow`), for a guest or a shopper (any other kind of
 * session answers 20041). The secret comes with the answer of the place route (contract FollowablePlacedOrder).
 */
export function guestOrderRoutes(app: FastifyInstance, _deps: Deps): void {
  shopperRoute(app, '/shop/order/follow', { access: 'shopperOrGuest', body: OrderFollowBody }, (ctx, b) =>
    followOrder(ctx, b.token),
  );
}
