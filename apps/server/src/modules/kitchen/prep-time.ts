// Preparation time for the reports: per hour, how many lines the kitchen bumped and how long they took on average.
import type { KitchenPrepTime, KitchenPrepTimeQuery } from '@tillbook/contract';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { kitchenBumpLines } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { storeScope } from '../../platform/scope';

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * POST /m/kitchen/report/prepTime: lines bumped (recalls left out) between startTime and endTime, grouped by the hour
 * of their bump in the caller's time zone, with the average time from the order to the bump. Stores the caller may not
 * see are left out, as are other merchants'.
 */
export async function prepTime(ctx: TenantCtx, q: KitchenPrepTimeQuery): Promise<KitchenPrepTime> {
  // An integer written into the SQL (not a parameter), so that GROUP BY and SELECT hold the same expression.
  const offset = sql.raw(`${Math.trunc(ctx.tzOffsetMs / 1000)}`);
  const hour = sql<string>`to_char(date_trunc('hour', (${kitchenBumpLines.bumpedAt} at time zone 'UTC') + ${offset} * interval '1 second'), 'YYYY-MM-DD HH24:00')`;
  const seconds = sql`extract(epoch from ${kitchenBumpLines.bumpedAt} - ${kitchenBumpLines.orderedAt})`;
  const rows = await ctx.db
    .select({
      hour,
      lines: sql<number>`count(*)::int`,
      totalSeconds: sql<string>`coalesce(sum(${seconds}), 0)::float8`,
    })
    .from(kitchenBumpLines)
    .where(
      and(
        eq(kitchenBumpLines.tenantId, ctx.tenantId),
        isNull(kitchenBumpLines.recalledAt),
        gte(kitchenBumpLines.bumpedAt, new Date(q.startTime * 1000)),
        lt(kitchenBumpLines.bumpedAt, new Date(q.endTime * 1000)),
        storeScope(ctx, kitchenBumpLines.storeId),
        q.storeIds?.length ? inArray(kitchenBumpLines.storeId, q.storeIds) : undefined,
      ),
    )
    .groupBy(hour)
    .orderBy(hour);
  let lines = 0;
  let total = 0;
  const list = rows.map((r) => {
    const sum = Number(r.totalSeconds);
    lines += r.lines;
    total += sum;
    return { hour: r.hour, lines: r.lines, averageSeconds: round1(sum / r.lines) };
  });
  return { list, total: { lines, averageSeconds: lines ? round1(total / lines) : 0 } };
}
