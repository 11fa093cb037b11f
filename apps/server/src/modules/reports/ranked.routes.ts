import { Menu, ReportRankQuery, withExportFormat } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { route } from '../../platform/http';
import { pdfRenderer } from '../../platform/pdf';
import { type ItemGrouping, itemSales } from './item-sales';
import { modifierSales } from './modifier-sales';
import { exportItemSales, exportModifierSales } from './ranked.export';
import { reportScope } from './report-range';

const RankExportBody = withExportFormat(ReportRankQuery);

/**
 * The ranked reports (singleGoodsCount 'goods', classifyCount 'type', spiceCount 'batching'), each with its export:
 * store reports under /m/statistics/… (menu 1: POS, kiosk and table-QR receipts) and online-shop reports under
 * /m/online/statistics/… (menu 129). `staffId` does not apply: the daily item tables are not kept per staff member.
 */
export function rankedRoutes(app: FastifyInstance, deps: Deps) {
  const pdf = pdfRenderer(deps.log);
  for (const online of [false, true]) {
    const base = online ? '/online/statistics' : '/statistics';
    // Reports and their exports only read: they may use the read replica.
    const access = { menu: online ? Menu.ONLINE_REPORTS : Menu.REPORTS } as const;
    const reads = 'replica';
    const items: [string, ItemGrouping][] = [
      ['goods', 'item'],
      ['type', 'category'],
    ];
    for (const [name, by] of items) {
      route(app, `${base}/${name}`, { access, reads, body: ReportRankQuery }, (ctx, b) =>
        itemSales(ctx, reportScope(ctx, b, { online }), b, by),
      );
      exportRoute(app, deps, `${base}/${name}/export`, { access, body: RankExportBody }, async (ctx, b) => ({
        fileBase: name,
        format: b.format,
        bytes: await exportItemSales(pdf, ctx, reportScope(ctx, b, { online }), b, by),
      }));
    }
    route(app, `${base}/batching`, { access, reads, body: ReportRankQuery }, (ctx, b) =>
      modifierSales(ctx, reportScope(ctx, b, { online }), b),
    );
    exportRoute(app, deps, `${base}/batching/export`, { access, body: RankExportBody }, async (ctx, b) => ({
      fileBase: 'batching',
      format: b.format,
      bytes: await exportModifierSales(pdf, ctx, reportScope(ctx, b, { online }), b),
    }));
  }
}
