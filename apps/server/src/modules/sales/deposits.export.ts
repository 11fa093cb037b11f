import type { DepositExportBody } from '@tillbook/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import { deposits } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { PdfRenderer } from '../../platform/pdf';
import { visibleStoreName } from '../../platform/scope';
import { exportTable } from '../../platform/table-export';
import { depositWhere, selectRows } from './deposits.read';
import { DEPOSIT_STATE_TEXT, DEPOSIT_TEXT } from './deposits.texts';

const d = deposits;
const BATCH = 1000;

/** yyyy-mm-dd hh:mm:ss in the caller's time zone. */
const localDateTime = (ctx: TenantCtx, at: Date) =>
  new Date(at.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 19).replace('T', ' ');

/** The lines under the PDF heading: the filters the list was exported with. */
async function subtitle(ctx: TenantCtx, f: DepositExportBody): Promise<string[]> {
  const T = DEPOSIT_TEXT;
  const lang = ctx.lang;
  const lines: string[] = [];
  if (f.startTime !== undefined || f.endTime !== undefined) {
    const from = f.startTime === undefined ? '' : localDateTime(ctx, new Date(f.startTime * 1000));
    const to = f.endTime === undefined ? '' : localDateTime(ctx, new Date(f.endTime * 1000));
    lines.push(`${T.period[lang]}: ${from} – ${to}`);
  }
  let storeName = T.allStores[lang];
  if (f.storeId) storeName = await visibleStoreName(ctx, f.storeId);
  lines.push(`${T.store[lang]}: ${storeName}`);
  if (f.state) lines.push(`${T.state[lang]}: ${DEPOSIT_STATE_TEXT[f.state][lang]}`);
  if (f.keyword) lines.push(`${T.keyword[lang]}: ${f.keyword}`);
  return lines;
}

/**
 * POST /m/deposit/export — exactly the rows the list shows for these filters (newest first), as xlsx or PDF in the
 * caller's language. Read in keyset batches on (deposited_at, id), never by offset; the cursor is the timestamp's
 * text so its microseconds survive the round trip.
 */
export async function exportDeposits(pdf: PdfRenderer, ctx: TenantCtx, f: DepositExportBody): Promise<Buffer> {
  const now = new Date();
  const where = depositWhere(ctx, f, now);
  const lang = ctx.lang;
  const T = DEPOSIT_TEXT;
  async function* rows() {
    let after: { at: string; id: number } | undefined;
    for (;;) {
      const before: SQL | undefined = after
        ? sql`(${d.depositedAt}, ${d.id}) < (${after.at}::timestamptz, ${after.id})`
        : undefined;
      const batch = await selectRows(ctx, now, and(where, before), { cursorAt: sql<string>`${d.depositedAt}::text` })
        .orderBy(sql`${d.depositedAt} desc`, sql`${d.id} desc`)
        .limit(BATCH);
      for (const r of batch)
        yield [
          r.number,
          r.orderNumber,
          r.itemName,
          Number(r.quantity),
          Number(r.takenQuantity),
          Number(r.remaining),
          DEPOSIT_STATE_TEXT[r.state][lang],
          localDateTime(ctx, r.depositedAt),
          localDateTime(ctx, r.pickupDeadline),
          r.depositor,
          [r.areaCode, r.phone].filter(Boolean).join(' '),
          r.staffName,
          r.storeName,
          r.notes,
        ];
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1];
      after = { at: last.cursorAt, id: last.id };
    }
  }
  const num = { numFmt: '0.####', align: 'right' as const };
  return exportTable(pdf, f.format, {
    lang: ctx.lang,
    title: T.title[lang],
    subtitle: await subtitle(ctx, f),
    columns: [
      { header: T.number[lang], width: 20 },
      { header: T.orderNumber[lang], width: 16 },
      { header: T.item[lang], width: 24 },
      { header: T.quantity[lang], ...num },
      { header: T.taken[lang], ...num },
      { header: T.remaining[lang], ...num },
      { header: T.state[lang] },
      { header: T.depositedAt[lang], width: 20 },
      { header: T.pickupDeadline[lang], width: 20 },
      { header: T.depositor[lang] },
      { header: T.phone[lang], width: 16 },
      { header: T.staff[lang] },
      { header: T.store[lang] },
      { header: T.notes[lang], width: 24 },
    ],
    rows: rows(),
  });
}
