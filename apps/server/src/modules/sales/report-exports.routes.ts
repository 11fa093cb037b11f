import { Menu, OrderListQuery, ReservationListQuery, ShiftListQuery, withExportFormat } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { exportRoute } from '../../platform/export-jobs';
import { pdfRenderer } from '../../platform/pdf';
import { exportExceptionList, exportReceiptList } from './report-exports.receipts';
import { exportReservationList, exportShiftFlow, exportShiftList } from './report-exports.shifts';

const ShiftFlowExportBody = withExportFormat(z.object({ id: z.coerce.number().int().positive() }));

/**
 * Exports of the list reports of the back office (menu 1, reports): the receipts (paid, unpaid), the paid-invoice
 * exceptions, the shifts, one shift's cash flow and the reservations. Each takes the list's own filters (paging is
 * ignored: every row) plus `format`, and answers an xlsx or PDF file in the caller's language.
 */
export function reportExportsRoutes(app: FastifyInstance, deps: Deps) {
  const pdf = pdfRenderer(deps.log);
  // Exports only read: exportRoute reads them on the read replica where it may.
  const access = { menu: Menu.REPORTS } as const;

  exportRoute(
    app,
    deps,
    '/statistics/receipt/export',
    { access, body: withExportFormat(OrderListQuery) },
    async (ctx, b) => ({
      fileBase: 'receipts',
      format: b.format,
      bytes: await exportReceiptList(pdf, ctx, b),
    }),
  );
  exportRoute(
    app,
    deps,
    '/statistics/error/export',
    { access, body: withExportFormat(OrderListQuery) },
    async (ctx, b) => ({
      fileBase: 'payment-exceptions',
      format: b.format,
      bytes: await exportExceptionList(pdf, ctx, b),
    }),
  );
  exportRoute(app, deps, '/userDuty/export', { access, body: withExportFormat(ShiftListQuery) }, async (ctx, b) => ({
    fileBase: 'shifts',
    format: b.format,
    bytes: await exportShiftList(pdf, ctx, b),
  }));
  exportRoute(app, deps, '/statistics/flow/export', { access, body: ShiftFlowExportBody }, async (ctx, b) => ({
    fileBase: 'shift-flow',
    format: b.format,
    bytes: await exportShiftFlow(pdf, ctx, b),
  }));
  exportRoute(
    app,
    deps,
    '/statistics/prepare/export',
    { access, body: withExportFormat(ReservationListQuery) },
    async (ctx, b) => ({
      fileBase: 'reservations',
      format: b.format,
      bytes: await exportReservationList(pdf, ctx, b),
    }),
  );
}
