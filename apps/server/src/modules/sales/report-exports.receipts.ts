// Receipt list exports (menu 1): POST /m/statistics/receipt/export (the paid / unpaid receipt reports) and
// /m/statistics/error/export (paid-invoice exceptions), the rows of the back-office list POST /m/sales/order/list.
import type { OrderListQuery, OrderRow } from '@tillbook/contract';
import Decimal from 'decimal.js';
import type { TenantCtx } from '../../platform/context';
import { parseSort } from '../../platform/list';
import type { PdfRenderer } from '../../platform/pdf';
import { type ExportFormat, exportTable } from '../../platform/table-export';
import { officeList } from './orders.read';
import { everyRow, filterLines, localTime, MONEY } from './report-exports.common';
import { CHANNEL_TEXT, EXCEPTION_TEXT, EXPORT_TITLE, EXPORT_TEXT as T } from './report-exports.texts';

export type ReceiptExportBody = OrderListQuery & { format: ExportFormat };

const receiptsOf = (ctx: TenantCtx, q: OrderListQuery) =>
  everyRow((page, pageSize) => officeList(ctx, { ...q, page, pageSize }));

/** The list's order (as orders.read sorts it, then newest id first): -1 when `a` comes before `b`. */
function listOrder(sort: OrderListQuery['sort']) {
  const { field, descending: desc } = parseSort(sort, ['orderedAt', 'total'], '-orderedAt');
  return (a: OrderRow, b: OrderRow) => {
    const c =
      field === 'total' ? new Decimal(a.total).comparedTo(b.total) : Date.parse(a.orderedAt) - Date.parse(b.orderedAt);
    if (c !== 0) return (desc ? -c : c) < 0 ? -1 : 1;
    return b.id - a.id;
  };
}

/** Two lists in the same order, merged into one in that order. */
async function* merged(
  a: AsyncGenerator<OrderRow>,
  b: AsyncGenerator<OrderRow>,
  before: (x: OrderRow, y: OrderRow) => number,
) {
  let x = await a.next();
  let y = await b.next();
  while (!x.done || !y.done) {
    if (y.done || (!x.done && before(x.value, y.value) <= 0)) {
      yield x.value as OrderRow;
      x = await a.next();
    } else {
      yield y.value;
      y = await b.next();
    }
  }
}

async function exportReceipts(
  pdf: PdfRenderer,
  ctx: TenantCtx,
  q: ReceiptExportBody,
  title: string,
  rows: AsyncGenerator<OrderRow>,
  withException: boolean,
) {
  const lang = ctx.lang;
  async function* values() {
    for await (const r of rows)
      yield [
        r.number,
        (r.kind === 'refund' ? T.refund : T.sale)[lang],
        localTime(ctx, r.orderedAt),
        r.storeName,
        r.staffName,
        r.memberName,
        r.orderTypeName,
        r.tableLabel,
        Number(r.goodsTotal),
        Number(r.discountTotal),
        Number(r.taxTotal),
        Number(r.total),
        Number(r.paidTotal),
        CHANNEL_TEXT[r.channel][lang],
        ...(withException ? [EXCEPTION_TEXT[r.exception][lang]] : []),
      ];
  }
  return exportTable(pdf, q.format, {
    lang: ctx.lang,
    title,
    subtitle: await filterLines(ctx, q),
    columns: [
      { header: T.number[lang], width: 22 },
      { header: T.kind[lang], width: 10 },
      { header: T.time[lang], width: 20 },
      { header: T.store[lang] },
      { header: T.staff[lang] },
      { header: T.member[lang] },
      { header: T.orderType[lang] },
      { header: T.table[lang] },
      { header: T.goods[lang], ...MONEY },
      { header: T.discount[lang], ...MONEY },
      { header: T.tax[lang], ...MONEY },
      { header: T.total[lang], ...MONEY },
      { header: T.paid[lang], ...MONEY },
      { header: T.channel[lang] },
      ...(withException ? [{ header: T.exception[lang] }] : []),
    ],
    rows: values(),
  });
}

/** The paid or unpaid receipt report (by `status`; any status without it), exactly as the list filters it. */
export function exportReceiptList(pdf: PdfRenderer, ctx: TenantCtx, q: ReceiptExportBody) {
  const title = (
    q.status === 'paid' ? EXPORT_TITLE.paid : q.status === 'unpaid' ? EXPORT_TITLE.unpaid : EXPORT_TITLE.receipts
  )[ctx.lang];
  return exportReceipts(pdf, ctx, q, title, receiptsOf(ctx, q), false);
}

/**
 * The paid-invoice exception report: receipts awaiting review or reviewed (`exception`), or both when not given —
 * the list answers one state at a time, so both lists are read in the list's order and merged in it.
 */
export function exportExceptionList(pdf: PdfRenderer, ctx: TenantCtx, q: ReceiptExportBody) {
  const rows = q.exception
    ? receiptsOf(ctx, q)
    : merged(
        receiptsOf(ctx, { ...q, exception: 'unreviewed' }),
        receiptsOf(ctx, { ...q, exception: 'reviewed' }),
        listOrder(q.sort),
      );
  return exportReceipts(pdf, ctx, q, EXPORT_TITLE.exceptions[ctx.lang], rows, true);
}
