import { Menu, OrderListQuery, ReservationListQuery, ShiftListQuery, withExportFormat } from '@tillbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { route } from '../../platform/http';
import { pdfRenderer } from '../../platform/pdf';
import { sendExport } from '../../platform/table-export';
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
  const access = { menu: Menu.REPORTS } as const;

  route(
    app,
    '/statistics/receipt/export',
    { access, body: withExportFormat(OrderListQuery) },
    async (ctx, b, _r, reply) => sendExport(reply, 'receipts', b.format, await exportReceiptList(pdf, ctx, b)),
  );
  route(
    app,
    '/statistics/error/export',
    { access, body: withExportFormat(OrderListQuery) },
    async (ctx, b, _r, reply) =>
      sendExport(reply, 'payment-exceptions', b.format, await exportExceptionList(pdf, ctx, b)),
  );
  route(app, '/userDuty/export', { access, body: withExportFormat(ShiftListQuery) }, async (ctx, b, _r, reply) =>
    sendExport(reply, 'shifts', b.format, await exportShiftList(pdf, ctx, b)),
  );
  route(app, '/statistics/flow/export', { access, body: ShiftFlowExportBody }, async (ctx, b, _r, reply) =>
    sendExport(reply, 'shift-flow', b.format, await exportShiftFlow(pdf, ctx, b)),
  );
  route(
    app,
    '/statistics/prepare/export',
    { access, body: withExportFormat(ReservationListQuery) },
    async (ctx, b, _r, reply) => sendExport(reply, 'reservations', b.format, await exportReservationList(pdf, ctx, b)),
  );
}
