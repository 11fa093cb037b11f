import {
  Menu,
  OrderCancelBody,
  OrderIdBody,
  OrderListQuery,
  OrderPayBody,
  OrderRefundBody,
  OrderUpdateBody,
  OrderUploadBody,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { BODY_LIMITS, route } from '../../platform/http';
import { refundOrder } from './order-refunds';
import { appDetail, appList, deviceOrders, officeDetail, officeList, storeHasReceipts } from './orders.read';
import { createOrdersService } from './orders.service';

/** A kiosk's order carries no payment: it is paid at the till. */
const KioskOrderBody = OrderUploadBody.omit({
  payments: true,
  pointsRedeemed: true,
  creditAmount: true,
  exception: true,
});

/** Receipts: the POS app (upload, update, pay, cancel, lock, refund, reads), the back office and the devices. */
export function ordersRoutes(app: FastifyInstance, deps: Deps) {
  const svc = createOrdersService();
  // Receipts are history: a store that has any cannot be deleted.
  deps.references.register('store', 'receipts', storeHasReceipts);

  route(
    app,
    '/app/order/upload',
    { access: { app: 'sale' }, body: OrderUploadBody, bodyLimit: BODY_LIMITS.bulk },
    (ctx, b) => svc.upload(ctx, b),
  );
  route(
    app,
    '/app/order/update',
    { access: { app: 'sale' }, body: OrderUpdateBody, bodyLimit: BODY_LIMITS.bulk },
    (ctx, b) => svc.update(ctx, b),
  );
  route(app, '/app/order/pay', { access: { app: 'sale' }, body: OrderPayBody }, (ctx, b) => svc.pay(ctx, b));
  route(app, '/app/order/cancel', { access: { app: 'revokeUnpaidOrders' }, body: OrderCancelBody }, (ctx, b) =>
    svc.cancel(ctx, b),
  );
  route(app, '/app/order/lock', { access: 'app', body: OrderIdBody }, (ctx, b) => svc.lock(ctx, b.id));
  route(app, '/app/order/unlock', { access: 'app', body: OrderIdBody }, (ctx, b) => svc.unlock(ctx, b.id));
  route(app, '/app/order/refund', { access: { app: 'refund' }, body: OrderRefundBody }, (ctx, b) =>
    refundOrder(ctx, b),
  );
  route(app, '/app/order/list', { access: 'app', body: OrderListQuery }, (ctx, b) => appList(ctx, b));
  route(app, '/app/order/detail', { access: 'app', body: OrderIdBody }, (ctx, b) => appDetail(ctx, b.id));

  route(
    app,
    '/sales/order/list',
    { access: { menu: Menu.REPORTS }, reads: 'replica', body: OrderListQuery },
    (ctx, b) => officeList(ctx, b),
  );
  route(app, '/sales/order/detail', { access: { menu: Menu.REPORTS }, body: OrderIdBody }, (ctx, b) =>
    officeDetail(ctx, b.id),
  );

  route(
    app,
    '/device/order/create',
    { access: { device: ['kiosk'] }, body: KioskOrderBody, bodyLimit: BODY_LIMITS.bulk },
    (ctx, b) => svc.kioskCreate(ctx, b),
  );
  route(app, '/device/order/list', { access: { device: ['kitchen', 'customer'] }, body: z.object({}) }, (ctx) =>
    deviceOrders(ctx),
  );
}
