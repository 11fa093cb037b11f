import { TableImageBody, TableOrderAddBody, TableOrderQuery, TableTokenBody } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../platform/deps';
import { shopperRoute } from '../../../platform/http';
import { createTableOrdersService } from './table-orders.service';

/**
 * QR table ordering (`/m/shop/table/...`): the phones at a table, by the token of its QR code. Guests (no session) or
 * signed-in shoppers; any other kind of session answers 20041. Schemas and codes: packages/contract/src/table-ordering.ts.
 */
export function tableOrderRoutes(app: FastifyInstance, deps: Deps): void {
  const svc = createTableOrdersService(deps);
  const access = 'shopperOrGuest' as const;
  shopperRoute(app, '/shop/table/open', { access, body: TableTokenBody }, (ctx, b) => svc.open(ctx, b.token));
  shopperRoute(app, '/shop/table/image', { access, body: TableImageBody }, (ctx, b) => svc.image(ctx, b));
  shopperRoute(app, '/shop/table/add', { access, body: TableOrderAddBody }, (ctx, b) => svc.add(ctx, b));
  shopperRoute(app, '/shop/table/order', { access, body: TableOrderQuery }, (ctx, b) => svc.order(ctx, b));
}
