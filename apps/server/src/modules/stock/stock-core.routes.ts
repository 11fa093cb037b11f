import {
  AdjustmentFilters,
  AdjustmentListQuery,
  AdjustmentSaveBody,
  DamageFilters,
  DamageQuery,
  HistoryFilters,
  HistoryListQuery,
  LowStockQuery,
  Menu,
  PartnerListQuery,
  PartnerSaveBody,
  ProductionFilters,
  ProductionListQuery,
  ProductionSaveBody,
  StockIdBody,
  StockItemQuery,
  StockValueFilters,
  StockValueQuery,
  withExportFormat,
} from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { route } from '../../platform/http';
import { pdfRenderer } from '../../platform/pdf';
import { sendExport } from '../../platform/table-export';
import { createAdjustmentService } from './adjustments.service';
import { listStockItems } from './items.service';
import { createPartnerService, type PartnerKind } from './partners.service';
import { createProductionService } from './production.service';
import { registerStockReferences } from './stock-references';
import { createValuationService } from './valuation.service';
import { createViewsService } from './views.service';

const menu = { access: { menu: Menu.STOCK } } as const;
/** Lists, views and exports only read: they may use the read replica. */
const reads = 'replica';
/** Exports of sorted lists keep the list's order. */
const sorted = { sort: z.string().max(50).optional() };

/** Suppliers, manufacturers, adjustments, production, the item picker and the ledger's views. */
export function stockCoreRoutes(app: FastifyInstance, deps: Deps) {
  registerStockReferences(deps);
  const pdf = pdfRenderer(deps.log);
  const partners = createPartnerService(pdf);
  const adjustments = createAdjustmentService(pdf, deps.config.billing);
  const production = createProductionService(pdf, deps.config.billing);
  const views = createViewsService(pdf);
  const valuation = createValuationService(pdf);

  const partnerRoutes = (kind: PartnerKind) => {
    const base = `/stock/${kind}`;
    route(app, `${base}/list`, { ...menu, reads, body: PartnerListQuery }, (ctx, b) => partners.list(ctx, kind, b));
    route(app, `${base}/get`, { ...menu, body: StockIdBody }, (ctx, b) => partners.get(ctx, kind, b.id));
    route(app, `${base}/save`, { ...menu, body: PartnerSaveBody }, (ctx, b) => partners.save(ctx, kind, b));
    route(app, `${base}/delete`, { ...menu, body: StockIdBody }, (ctx, b) => partners.remove(ctx, kind, b.id));
    // The product form (catalog permission) offers the suppliers too.
    const pickers = { access: { anyMenu: [Menu.STOCK, Menu.GOODS] } } as const;
    route(app, `${base}/options`, { ...pickers, body: z.object({}) }, (ctx) => partners.options(ctx, kind));
    exportRoute(app, deps, `${base}/export`, { ...menu, body: withExportFormat(PartnerListQuery) }, async (ctx, b) => ({
      fileBase: `${kind}s`,
      format: b.format,
      bytes: await partners.exportFile(ctx, kind, b),
    }));
  };
  partnerRoutes('supplier');
  partnerRoutes('manufacturer');

  route(app, '/stock/adjustment/save', { ...menu, body: AdjustmentSaveBody }, (ctx, b) => adjustments.save(ctx, b));
  route(app, '/stock/adjustment/list', { ...menu, reads, body: AdjustmentListQuery }, (ctx, b) =>
    adjustments.list(ctx, b),
  );
  route(app, '/stock/adjustment/get', { ...menu, body: StockIdBody }, (ctx, b) => adjustments.detail(ctx, b.id));
  exportRoute(
    app,
    deps,
    '/stock/adjustment/export',
    { ...menu, body: withExportFormat(AdjustmentFilters) },
    async (ctx, b) => ({
      fileBase: `stock-${b.kind}`,
      format: b.format,
      bytes: await adjustments.exportFile(ctx, b),
    }),
  );
  route(app, '/stock/adjustment/print', { ...menu, body: StockIdBody }, async (ctx, b, _req, reply) =>
    sendExport(reply, `stock-adjustment-${b.id}`, 'pdf', await adjustments.print(ctx, b.id)),
  );

  route(app, '/stock/production/save', { ...menu, body: ProductionSaveBody }, (ctx, b) => production.save(ctx, b));
  route(app, '/stock/production/list', { ...menu, reads, body: ProductionListQuery }, (ctx, b) =>
    production.list(ctx, b),
  );
  route(app, '/stock/production/get', { ...menu, body: StockIdBody }, (ctx, b) => production.detail(ctx, b.id));
  exportRoute(
    app,
    deps,
    '/stock/production/export',
    { ...menu, body: withExportFormat(ProductionFilters) },
    async (ctx, b) => ({
      fileBase: `stock-${b.kind ?? 'production'}`,
      format: b.format,
      bytes: await production.exportFile(ctx, b),
    }),
  );
  route(app, '/stock/production/print', { ...menu, body: StockIdBody }, async (ctx, b, _req, reply) =>
    sendExport(reply, `stock-production-${b.id}`, 'pdf', await production.print(ctx, b.id)),
  );

  route(app, '/stock/items', { ...menu, body: StockItemQuery }, (ctx, b) => listStockItems(ctx, b));

  route(app, '/stock/history', { ...menu, reads, body: HistoryListQuery }, (ctx, b) => views.history(ctx, b));
  exportRoute(
    app,
    deps,
    '/stock/history/export',
    { ...menu, body: withExportFormat(HistoryFilters) },
    async (ctx, b) => ({
      fileBase: 'stock-history',
      format: b.format,
      bytes: await views.exportHistory(ctx, b),
    }),
  );
  route(app, '/stock/value', { ...menu, reads, body: StockValueQuery }, (ctx, b) => valuation.value(ctx, b));
  exportRoute(
    app,
    deps,
    '/stock/value/export',
    { ...menu, body: withExportFormat(StockValueFilters).extend(sorted) },
    async (ctx, b) => ({
      fileBase: 'stock-value',
      format: b.format,
      bytes: await valuation.exportValue(ctx, b),
    }),
  );
  route(app, '/stock/damage', { ...menu, reads, body: DamageQuery }, (ctx, b) => valuation.damage(ctx, b));
  exportRoute(
    app,
    deps,
    '/stock/damage/export',
    { ...menu, body: withExportFormat(DamageFilters).extend(sorted) },
    async (ctx, b) => ({
      fileBase: 'stock-damage',
      format: b.format,
      bytes: await valuation.exportDamage(ctx, b),
    }),
  );
  route(app, '/stock/lowStock', { ...menu, reads, body: LowStockQuery }, (ctx, b) => views.lowStock(ctx, b));
}
