// Shift and reservation exports (menu 1): POST /m/userDuty/export (the shift list), /m/statistics/flow/export (one
// shift's cash flow) and /m/statistics/prepare/export (the reservation list), from the lists the screens show.
import type { ReservationListQuery, ShiftListQuery } from '@tillbook/contract';
import { shifts } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { PdfRenderer } from '../../platform/pdf';
import { ownRow } from '../../platform/scope';
import { type ExportFormat, exportTable } from '../../platform/table-export';
import { everyRow, filterLines, localTime, MONEY } from './report-exports.common';
import { ENTRY_TEXT, EXPORT_TITLE, RESERVATION_TEXT, EXPORT_TEXT as T } from './report-exports.texts';
import { createReservationService } from './reservations.service';
import { createShiftService } from './shifts.service';

const shiftService = createShiftService();
const reservationService = createReservationService();
const amount = (v: string | null) => (v === null ? null : Number(v));

/** POST /m/userDuty/export: the shifts the list shows for these filters, newest first (or as sorted). */
export async function exportShiftList(
  pdf: PdfRenderer,
  ctx: TenantCtx,
  q: ShiftListQuery & { format: ExportFormat },
): Promise<Buffer> {
  const lang = ctx.lang;
  async function* values() {
    for await (const s of everyRow((page, pageSize) => shiftService.list(ctx, { ...q, page, pageSize })))
      yield [
        s.number,
        s.storeName,
        s.staffName,
        localTime(ctx, s.openedAt),
        localTime(ctx, s.closedAt),
        amount(s.initialCash),
        amount(s.expectedCash),
        amount(s.actualCash),
        amount(s.difference),
      ];
  }
  return exportTable(pdf, q.format, {
    lang: ctx.lang,
    title: EXPORT_TITLE.shifts[lang],
    subtitle: await filterLines(ctx, q),
    columns: [
      { header: T.shiftNumber[lang], width: 20 },
      { header: T.store[lang] },
      { header: T.staff[lang] },
      { header: T.openedAt[lang], width: 20 },
      { header: T.closedAt[lang], width: 20 },
      { header: T.initialCash[lang], ...MONEY },
      { header: T.expectedCash[lang], ...MONEY },
      { header: T.actualCash[lang], ...MONEY },
      { header: T.difference[lang], ...MONEY },
    ],
    rows: values(),
  });
}

/** POST /m/statistics/flow/export: one shift's entries (a shift of another tenant or unseen store → 1019). */
export async function exportShiftFlow(
  pdf: PdfRenderer,
  ctx: TenantCtx,
  b: { id: number; format: ExportFormat },
): Promise<Buffer> {
  const lang = ctx.lang;
  const entries = await shiftService.entries(ctx, b.id);
  const [shift] = await ctx.db
    .select({ number: shifts.number })
    .from(shifts)
    .where(ownRow(shifts, ctx, b.id));
  return exportTable(pdf, b.format, {
    lang: ctx.lang,
    title: EXPORT_TITLE.flow[lang],
    subtitle: [`${T.shiftNumber[lang]}: ${shift?.number ?? ''}`],
    columns: [
      { header: T.time[lang], width: 20 },
      { header: T.entryType[lang] },
      { header: T.amount[lang], ...MONEY },
      { header: T.costType[lang] },
      { header: T.receipt[lang], width: 22 },
      { header: T.staff[lang] },
      { header: T.note[lang], width: 24 },
      { header: T.revoked[lang], width: 10 },
    ],
    rows: entries.map((e) => [
      localTime(ctx, e.createdAt),
      ENTRY_TEXT[e.type][lang],
      Number(e.amount),
      e.costTypeName,
      e.orderNumber,
      e.staffName,
      e.note,
      (e.revoked ? T.yes : T.no)[lang],
    ]),
  });
}

/** POST /m/statistics/prepare/export: the reservations the list shows for these filters. */
export async function exportReservationList(
  pdf: PdfRenderer,
  ctx: TenantCtx,
  q: ReservationListQuery & { format: ExportFormat },
): Promise<Buffer> {
  const lang = ctx.lang;
  async function* values() {
    for await (const r of everyRow((page, pageSize) => reservationService.list(ctx, { ...q, page, pageSize })))
      yield [
        localTime(ctx, r.reservedAt),
        r.storeName,
        r.tableLabel,
        r.guests,
        r.name,
        [r.areaCode, r.phone].filter(Boolean).join(' '),
        r.note,
        RESERVATION_TEXT[r.state][lang],
        r.staffName,
        localTime(ctx, r.createdAt),
      ];
  }
  return exportTable(pdf, q.format, {
    lang: ctx.lang,
    title: EXPORT_TITLE.reservations[lang],
    subtitle: await filterLines(ctx, q),
    columns: [
      { header: T.reservedAt[lang], width: 20 },
      { header: T.store[lang] },
      { header: T.table[lang] },
      { header: T.guests[lang], numFmt: '0', align: 'right' },
      { header: T.name[lang] },
      { header: T.phone[lang], width: 16 },
      { header: T.note[lang], width: 24 },
      { header: T.state[lang] },
      { header: T.staff[lang] },
      { header: T.createdAt[lang], width: 20 },
    ],
    rows: values(),
  });
}
