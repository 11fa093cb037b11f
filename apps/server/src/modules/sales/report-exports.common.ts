import type { TenantCtx } from '../../platform/context';
import { visibleStoreName } from '../../platform/scope';
import { EXPORT_TEXT as T } from './report-exports.texts';

/** The largest page a list answers (ListQuery). */
const PAGE = 200;

/** Every row of a paged list, page after page, as the screen would show them. */
export async function* everyRow<T>(list: (page: number, pageSize: number) => Promise<{ list: T[] }>) {
  for (let page = 1; ; page++) {
    const { list: rows } = await list(page, PAGE);
    yield* rows;
    if (rows.length < PAGE) return;
  }
}

/** yyyy-mm-dd hh:mm:ss in the caller's time zone ('' for none). */
export const localTime = (ctx: TenantCtx, at: string | Date | null | undefined) =>
  at ? new Date(new Date(at).getTime() + ctx.tzOffsetMs).toISOString().slice(0, 19).replace('T', ' ') : '';

/** Period, store and keyword lines of a list's filters (a store the caller cannot see shows no name). */
export async function filterLines(
  ctx: TenantCtx,
  f: { startTime?: number; endTime?: number; storeId?: number | null; keyword?: string },
): Promise<string[]> {
  const lang = ctx.lang;
  const lines: string[] = [];
  if (f.startTime !== undefined || f.endTime !== undefined) {
    const at = (s?: number) => (s === undefined ? '' : localTime(ctx, new Date(s * 1000)));
    lines.push(`${T.period[lang]}: ${at(f.startTime)} – ${at(f.endTime)}`);
  }
  let storeName = T.allStores[lang];
  if (f.storeId) storeName = await visibleStoreName(ctx, f.storeId);
  lines.push(`${T.store[lang]}: ${storeName}`);
  if (f.keyword) lines.push(`${T.keyword[lang]}: ${f.keyword}`);
  return lines;
}

export const MONEY = { numFmt: '0.00', align: 'right' as const };
