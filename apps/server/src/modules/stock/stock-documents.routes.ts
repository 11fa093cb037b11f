import {
  CountFilters,
  CountListQuery,
  CountLookupBody,
  CountSaveBody,
  Menu,
  PurchaseFilters,
  PurchaseListQuery,
  PurchaseQuantitiesBody,
  PurchaseSaveBody,
  StockIdBody,
  TransferFilters,
  TransferListQuery,
  TransferReceiveBody,
  TransferSaveBody,
  withExportFormat,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { BODY_LIMITS, route } from '../../platform/http';
import { pdfRenderer } from '../../platform/pdf';
import { sendExport } from '../../platform/table-export';
import { createCountService } from './counts.service';
import { createPurchaseService } from './purchases.service';
import { createTransferService } from './transfers.service';

/** Purchase orders, transfers and stock counts (stockManage, menu code 4). */
export function stockDocumentRoutes(app: FastifyInstance, deps: Deps) {
  const pdf = pdfRenderer(deps.log);
  const purchase = createPurchaseService({ pdf, billing: deps.config.billing });
  const transfer = createTransferService({ pdf, billing: deps.config.billing });
  const count = createCountService({ pdf, billing: deps.config.billing });
  const menu = { access: { menu: Menu.STOCK } } as const;
  // Lists and exports only read: they may use the read replica.
  const reads = 'replica';

  route(app, '/stock/purchase/list', { ...menu, reads, body: PurchaseListQuery }, (ctx, b) => purchase.list(ctx, b));
  route(app, '/stock/purchase/get', { ...menu, body: StockIdBody }, (ctx, b) => purchase.get(ctx, b.id));
  route(app, '/stock/purchase/save', { ...menu, body: PurchaseSaveBody }, (ctx, b) => purchase.save(ctx, b));
  route(app, '/stock/purchase/delete', { ...menu, body: StockIdBody }, (ctx, b) => purchase.remove(ctx, b.id));
  route(app, '/stock/purchase/receive', { ...menu, body: PurchaseQuantitiesBody }, (ctx, b) =>
    purchase.receive(ctx, b),
  );
  route(app, '/stock/purchase/return', { ...menu, body: PurchaseQuantitiesBody }, (ctx, b) =>
    purchase.returnGoods(ctx, b),
  );
  route(app, '/stock/purchase/closeRest', { ...menu, body: StockIdBody }, (ctx, b) => purchase.closeRest(ctx, b.id));
  exportRoute(
    app,
    deps,
    '/stock/purchase/export',
    { ...menu, body: withExportFormat(PurchaseFilters) },
    async (ctx, b) => ({
      fileBase: 'purchase-orders',
      format: b.format,
      bytes: await purchase.exportList(ctx, b, b.format),
    }),
  );
  route(app, '/stock/purchase/print', { ...menu, body: StockIdBody }, async (ctx, b, _r, reply) => {
    const { bytes, fileBase } = await purchase.print(ctx, b.id);
    return sendExport(reply, fileBase, 'pdf', bytes);
  });

  route(app, '/stock/transfer/list', { ...menu, reads, body: TransferListQuery }, (ctx, b) => transfer.list(ctx, b));
  route(app, '/stock/transfer/get', { ...menu, body: StockIdBody }, (ctx, b) => transfer.get(ctx, b.id));
  route(app, '/stock/transfer/save', { ...menu, body: TransferSaveBody }, (ctx, b) => transfer.save(ctx, b));
  route(app, '/stock/transfer/receive', { ...menu, body: TransferReceiveBody }, (ctx, b) => transfer.receive(ctx, b));
  exportRoute(
    app,
    deps,
    '/stock/transfer/export',
    { ...menu, body: withExportFormat(TransferFilters) },
    async (ctx, b) => ({
      fileBase: 'transfers',
      format: b.format,
      bytes: await transfer.exportList(ctx, b, b.format),
    }),
  );
  route(app, '/stock/transfer/print', { ...menu, body: StockIdBody }, async (ctx, b, _r, reply) => {
    const { bytes, fileBase } = await transfer.print(ctx, b.id);
    return sendExport(reply, fileBase, 'pdf', bytes);
  });

  route(app, '/stock/count/list', { ...menu, reads, body: CountListQuery }, (ctx, b) => count.list(ctx, b));
  route(app, '/stock/count/get', { ...menu, body: StockIdBody }, (ctx, b) => count.get(ctx, b.id));
  route(app, '/stock/count/save', { ...menu, body: CountSaveBody, bodyLimit: BODY_LIMITS.bulk }, (ctx, b) =>
    count.save(ctx, b),
  );
  route(app, '/stock/count/complete', { ...menu, body: StockIdBody }, (ctx, b) => count.complete(ctx, b.id));
  route(app, '/stock/count/delete', { ...menu, body: StockIdBody }, (ctx, b) => count.remove(ctx, b.id));
  route(app, '/stock/count/lookup', { ...menu, body: CountLookupBody }, (ctx, b) => count.lookup(ctx, b));
  exportRoute(app, deps, '/stock/count/export', { ...menu, body: withExportFormat(CountFilters) }, async (ctx, b) => ({
    fileBase: 'stock-counts',
    format: b.format,
    bytes: await count.exportList(ctx, b, b.format),
  }));
  route(app, '/stock/count/print', { ...menu, body: StockIdBody }, async (ctx, b, _r, reply) => {
    const { bytes, fileBase } = await count.print(ctx, b.id);
    return sendExport(reply, fileBase, 'pdf', bytes);
  });
}
