import type { OnlineOrderExportBody } from '@tillbook/contract';
import { and, desc, eq, lt } from 'drizzle-orm';
import { onlineOrders, onlineShops } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { writeXlsx } from '../../platform/xlsx';
import { FULFILMENT_TEXT, ORDER_EXPORT_TEXT, PAY_WAY_TEXT, READY_FOR_PICKUP, STATE_TEXT } from './online-shop.texts';
import { ordersWithParts, orderWhere } from './orders.read';

const oo = onlineOrders;
const BATCH = 1000;

/** yyyy-mm-dd hh:mm:ss in the caller's time zone. */
const local = (ctx: TenantCtx, at: Date) =>
  new Date(at.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 19).replace('T', ' ');

/**
 * POST /m/own/goods/exportNOrders — the rows the order list shows for these filters (newest first), as xlsx in the
 * caller's language, read in keyset batches on id (the order they were placed in).
 */
export async function exportOrders(ctx: TenantCtx, f: OnlineOrderExportBody): Promise<Buffer> {
  const T = ORDER_EXPORT_TEXT;
  const lang = ctx.lang;
  const where = orderWhere(ctx, f);
  async function* rows() {
    let after: number | undefined;
    for (;;) {
      const batch = await ordersWithParts(ctx)
        .where(and(where, after === undefined ? undefined : lt(oo.id, after)))
        .orderBy(desc(oo.id))
        .limit(BATCH);
      for (const r of batch) {
        const o = r.o;
        const state = o.state === 'delivering' && o.fulfilment === 'pickup' ? READY_FOR_PICKUP : STATE_TEXT[o.state];
        yield [
          r.number,
          r.shopName,
          state[lang],
          FULFILMENT_TEXT[o.fulfilment][lang],
          PAY_WAY_TEXT[o.payWay][lang],
          r.memberName ?? '',
          o.contactName,
          [o.areaCode, o.phone].filter(Boolean).join(' '),
          o.address,
          Number(r.total),
          Number(o.deliveryFee),
          Number(o.amount),
          local(ctx, o.createdAt),
          o.slotStart ? local(ctx, o.slotStart) : '',
          o.note,
        ];
      }
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1].o.id;
    }
  }
  const lines: string[] = [];
  let shopName = T.allShops[lang];
  if (f.shopId) {
    const [s] = await ctx.db
      .select({ name: onlineShops.name })
      .from(onlineShops)
      .where(and(eq(onlineShops.tenantId, ctx.tenantId), eq(onlineShops.id, f.shopId)));
    shopName = s?.name ?? '';
  }
  lines.push(`${T.shop[lang]}: ${shopName}`);
  if (f.startTime !== undefined || f.endTime !== undefined) {
    const from = f.startTime === undefined ? '' : local(ctx, new Date(f.startTime * 1000));
    const to = f.endTime === undefined ? '' : local(ctx, new Date(f.endTime * 1000));
    lines.push(`${T.period[lang]}: ${from} – ${to}`);
  }
  if (f.state) lines.push(`${T.state[lang]}: ${STATE_TEXT[f.state][lang]}`);
  const money = { numFmt: '0.00', width: 12 };
  return writeXlsx({
    sheetName: T.title[lang],
    lang,
    details: { sheetName: T.details[lang], lines: [T.title[lang], ...lines] },
    columns: [
      { header: T.number[lang], width: 20 },
      { header: T.shop[lang] },
      { header: T.state[lang] },
      { header: T.fulfilment[lang] },
      { header: T.payWay[lang] },
      { header: T.member[lang] },
      { header: T.contact[lang] },
      { header: T.phone[lang], width: 16 },
      { header: T.address[lang], width: 30 },
      { header: T.goods[lang], ...money },
      { header: T.deliveryFee[lang], ...money },
      { header: T.amount[lang], ...money },
      { header: T.createdAt[lang], width: 20 },
      { header: T.slot[lang], width: 20 },
      { header: T.note[lang], width: 24 },
    ],
    rows: rows(),
  });
}
