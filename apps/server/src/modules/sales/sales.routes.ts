import { AppLoginBody } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { publicRoute } from '../../platform/http';
import { provideOnlineReceipts } from '../../platform/online-receipts';
import { provideTableOrders } from '../../platform/table-orders';
import { createAppLoginService } from './app-login.service';
import { depositsRoutes } from './deposits.routes';
import { onlineReceipts } from './online-receipts';
import { ordersRoutes } from './orders.routes';
import { reportExportsRoutes } from './report-exports.routes';
import { shiftsRoutes } from './shifts.routes';
import { tableOrdersPath } from './table-orders';

/**
 * The sales module: the POS app's sign-in here; receipts (orders, payments, refunds, device reads), shifts with
 * time clock, tickets, exceptions and reservations, and deposits each in their own routes file.
 */
export function salesRoutes(app: FastifyInstance, deps: Deps) {
  const login = createAppLoginService(deps.config);
  publicRoute(app, '/app/login', { body: AppLoginBody }, (ctx, b) => login.login(ctx, b));
  ordersRoutes(app, deps);
  provideOnlineReceipts(deps, onlineReceipts);
  provideTableOrders(deps, tableOrdersPath);
  shiftsRoutes(app, deps);
  depositsRoutes(app, deps);
  reportExportsRoutes(app, deps);
}
