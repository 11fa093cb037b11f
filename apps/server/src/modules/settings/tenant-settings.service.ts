import {
  ORDER_DURATION_DEFAULTS,
  ORDERING_FEATURE_DEFAULTS,
  type OrderDurationSaveBody,
  type OrderDurationSettings,
  type OrderingFeatures,
  type OrderingFeaturesSaveBody,
  POINTS_DEFAULTS,
  type PointsSaveBody,
  type PointsSettings,
} from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { orderDurationSettings, orderingFeatures, pointsSettings } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';

/** Drops undefined fields, so a partial save changes only what was sent. */
const sent = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const pointsOut = (r: typeof pointsSettings.$inferSelect): PointsSettings => ({
  enabled: r.enabled,
  earnRatio: r.earnRatio,
  redeemEnabled: r.redeemEnabled,
  pointValue: r.pointValue,
  minRedeemPoints: r.minRedeemPoints,
  maxRedeemPercent: r.maxRedeemPercent,
});

const featuresOut = (r: typeof orderingFeatures.$inferSelect): OrderingFeatures => ({
  shifts: r.shifts,
  timeClock: r.timeClock,
  openTickets: r.openTickets,
  kitchenPrinters: r.kitchenPrinters,
  customerDisplays: r.customerDisplays,
  diningOptions: r.diningOptions,
  lowStockAlerts: r.lowStockAlerts,
  negativeStockWarning: r.negativeStockWarning,
});

/**
 * The tenant's single settings (menu 9): loyalty points (Integral), order duration and the ordering features.
 * One row each per tenant, written on first save (an upsert, so racing first saves cannot clash); the contract's
 * defaults stand until then.
 */
export function createTenantSettingsService() {
  return {
    async points(ctx: TenantCtx): Promise<PointsSettings> {
      const [row] = await ctx.db.select().from(pointsSettings).where(eq(pointsSettings.tenantId, ctx.tenantId));
      return row ? pointsOut(row) : POINTS_DEFAULTS;
    },

    async savePoints(ctx: TenantCtx, b: PointsSaveBody): Promise<PointsSettings> {
      const changes = sent(b);
      const [row] = await ctx.db
        .insert(pointsSettings)
        .values({ ...POINTS_DEFAULTS, ...changes, tenantId: ctx.tenantId })
        .onConflictDoUpdate({ target: pointsSettings.tenantId, set: { ...changes, updatedAt: new Date() } })
        .returning();
      return pointsOut(row);
    },

    async orderDuration(ctx: TenantCtx): Promise<OrderDurationSettings> {
      const [row] = await ctx.db
        .select()
        .from(orderDurationSettings)
        .where(eq(orderDurationSettings.tenantId, ctx.tenantId));
      return row ? { enabled: row.enabled, minutes: row.minutes } : ORDER_DURATION_DEFAULTS;
    },

    async saveOrderDuration(ctx: TenantCtx, b: OrderDurationSaveBody): Promise<OrderDurationSettings> {
      const changes = sent(b);
      const [row] = await ctx.db
        .insert(orderDurationSettings)
        .values({ ...ORDER_DURATION_DEFAULTS, ...changes, tenantId: ctx.tenantId })
        .onConflictDoUpdate({ target: orderDurationSettings.tenantId, set: { ...changes, updatedAt: new Date() } })
        .returning();
      return { enabled: row.enabled, minutes: row.minutes };
    },

    async features(ctx: TenantCtx): Promise<OrderingFeatures> {
      const [row] = await ctx.db.select().from(orderingFeatures).where(eq(orderingFeatures.tenantId, ctx.tenantId));
      return row ? featuresOut(row) : ORDERING_FEATURE_DEFAULTS;
    },

    async saveFeatures(ctx: TenantCtx, b: OrderingFeaturesSaveBody): Promise<OrderingFeatures> {
      const changes = sent(b);
      const [row] = await ctx.db
        .insert(orderingFeatures)
        .values({ ...ORDERING_FEATURE_DEFAULTS, ...changes, tenantId: ctx.tenantId })
        .onConflictDoUpdate({ target: orderingFeatures.tenantId, set: { ...changes, updatedAt: new Date() } })
        .returning();
      return featuresOut(row);
    },
  };
}
