import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { rankedRoutes } from './ranked.routes';
import { summaryRoutes } from './summary.routes';

/**
 * The reports module (/report, menu 1; /onlineReport, menu 129): it reads the aggregates the sales module keeps
 * (`db/schema/reports.ts`), never long ranges of raw receipts. Time-series and per-staff/payment/tax reports in
 * `summary.routes.ts`; ranked item, category and modifier reports in `ranked.routes.ts`.
 */
export function reportsRoutes(app: FastifyInstance, deps: Deps) {
  summaryRoutes(app, deps);
  rankedRoutes(app, deps);
}
