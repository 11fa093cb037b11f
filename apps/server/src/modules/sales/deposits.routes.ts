import { DepositCreateBody, DepositExportBody, DepositListQuery, DepositTakeOutBody, Menu } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { route } from '../../platform/http';
import { pdfRenderer } from '../../platform/pdf';
import { exportDeposits } from './deposits.export';
import { storeHasDeposits } from './deposits.read';
import { createDepositService } from './deposits.service';

/** POST /m/deposit/detail and /m/app/deposit/detail: one deposit by id. */
const DepositIdBody = z.object({ id: z.coerce.number().int().positive() });

/**
 * Deposits (consignment, §2 /deposit, menu code 2): the POS writes them (app permission 'deposit': create, take out,
 * list and read at the till's store); the back office only reads ("view deposits": list, detail, export).
 */
export function depositsRoutes(app: FastifyInstance, deps: Deps) {
  const svc = createDepositService();
  const pdf = pdfRenderer(deps.log);
  const pos = { access: { app: 'deposit' } } as const;
  const office = { access: { menu: Menu.DEPOSIT } } as const;

  route(app, '/app/deposit/create', { ...pos, body: DepositCreateBody }, (ctx, b) => svc.create(ctx, b));
  route(app, '/app/deposit/takeOut', { ...pos, body: DepositTakeOutBody }, (ctx, b) => svc.takeOut(ctx, b));
  route(app, '/app/deposit/list', { ...pos, body: DepositListQuery }, (ctx, b) => svc.list(ctx, b, svc.tillStore(ctx)));
  route(app, '/app/deposit/detail', { ...pos, body: DepositIdBody }, (ctx, b) =>
    svc.detail(ctx, b.id, svc.tillStore(ctx)),
  );

  route(app, '/deposit/list', { ...office, reads: 'replica', body: DepositListQuery }, (ctx, b) => svc.list(ctx, b));
  route(app, '/deposit/detail', { ...office, body: DepositIdBody }, (ctx, b) => svc.detail(ctx, b.id));
  exportRoute(app, deps, '/deposit/export', { ...office, body: DepositExportBody }, async (ctx, b) => ({
    fileBase: 'deposits',
    format: b.format,
    bytes: await exportDeposits(pdf, ctx, b),
  }));

  // A store that still holds deposits is not deleted: their foreign key names it, and they are the store's history.
  deps.references.register('store', 'deposits', storeHasDeposits);
}
