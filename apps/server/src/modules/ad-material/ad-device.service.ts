import {
  type DeviceAd,
  type DeviceAdPlayed,
  type DeviceAdPlayedBody,
  type DeviceAdSchedule,
  Err,
} from '@tillbook/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { adMaterialStores, adMaterials, adPlays } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, isForeignKeyViolation } from '../../platform/errors';
import { isTenantUploadKey } from '../../platform/files';
import { storeTimeZone } from '../../platform/store-locale';
import { localMoment, nextChange, playsAt } from './ad-schedule';

/** The device of a device session (the guard lets only device sessions in). */
function deviceOf(ctx: TenantCtx) {
  if (!ctx.device) throw new AppError(Err.NO_PERMISSION);
  return ctx.device;
}

/**
 * What a customer display reads of the ads: the ads of its store playing now, their files, and the plays it reports.
 * An ad of another store or tenant, or a frozen one, is missing to it (20037).
 */
export function createAdDeviceService(deps: Deps) {
  /** The normal ads linked to the device's store. */
  const ofStore = (ctx: TenantCtx, storeId: number, adId?: number) =>
    ctx.db
      .select({ ad: adMaterials })
      .from(adMaterials)
      .innerJoin(
        adMaterialStores,
        and(eq(adMaterialStores.tenantId, adMaterials.tenantId), eq(adMaterialStores.adId, adMaterials.id)),
      )
      .where(
        and(
          eq(adMaterials.tenantId, ctx.tenantId),
          eq(adMaterialStores.storeId, storeId),
          eq(adMaterials.status, 'normal'),
          adId === undefined ? undefined : eq(adMaterials.id, adId),
        ),
      );

  return {
    /** The ads playing now in the device's store, in sort order, and when the set may change next. */
    async schedule(ctx: TenantCtx, now = new Date()): Promise<DeviceAdSchedule> {
      const { storeId } = deviceOf(ctx);
      const [rows, zone] = await Promise.all([
        ofStore(ctx, storeId).orderBy(asc(adMaterials.sort), asc(adMaterials.id)),
        storeTimeZone(ctx, storeId),
      ]);
      const moment = localMoment(now, zone);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const ads = rows
        .map((r) => r.ad)
        .filter((ad) => playsAt(ad, moment))
        .map(
          (ad): DeviceAd => ({
            id: ad.id,
            name: ad.name,
            type: ad.type,
            contentType: ad.contentType,
            durationSeconds: ad.type === 'image' || ad.type === 'logo' ? ad.durationSeconds : 0,
            sort: ad.sort,
            version: ad.fileVersion,
          }),
        );
      return {
        ads,
        nextChangeAt: nextChange(
          rows.map((r) => r.ad),
          moment,
          nowSeconds,
        ),
      };
    },

    /** The file of an ad of the device's store that is not frozen (20037 otherwise; 10197 when the file is gone). */
    async file(ctx: TenantCtx, id: number) {
      const { storeId } = deviceOf(ctx);
      const [row] = await ofStore(ctx, storeId, id);
      if (!row) throw new AppError(Err.NO_DATA);
      const key = row.ad.fileKey;
      const bytes = isTenantUploadKey(ctx.tenantId, key) ? await deps.files.get(key) : null;
      if (!bytes) throw new AppError(Err.EMPTY_OR_MISSING);
      return { bytes, contentType: row.ad.contentType, name: row.ad.fileName };
    },

    /**
     * Records plays for the device and its store: one row per ad, start and device (a resent play is not counted
     * again); plays of ads the merchant no longer has are skipped. Answers how many were new.
     */
    played: (ctx: TenantCtx, b: DeviceAdPlayedBody) => played(ctx, b, true),
  };

  async function played(ctx: TenantCtx, b: DeviceAdPlayedBody, retry: boolean): Promise<DeviceAdPlayed> {
    const device = deviceOf(ctx);
    const unique = new Map(b.plays.map((p) => [`${p.adId}:${p.startedAt}`, p]));
    const adIds = [...new Set(b.plays.map((p) => p.adId))];
    if (adIds.length === 0) return { recorded: 0 };
    const known = await ctx.db
      .select({ id: adMaterials.id })
      .from(adMaterials)
      .where(and(eq(adMaterials.tenantId, ctx.tenantId), inArray(adMaterials.id, adIds)));
    const ids = new Set(known.map((k) => k.id));
    const values = [...unique.values()]
      .filter((p) => ids.has(p.adId))
      .map((p) => ({
        tenantId: ctx.tenantId,
        adId: p.adId,
        storeId: device.storeId,
        deviceId: device.id,
        startedAt: new Date(p.startedAt * 1000),
        seconds: p.seconds,
      }));
    if (values.length === 0) return { recorded: 0 };
    try {
      const inserted = await ctx.db
        .insert(adPlays)
        .values(values)
        .onConflictDoNothing({ target: [adPlays.tenantId, adPlays.deviceId, adPlays.adId, adPlays.startedAt] })
        .returning({ id: adPlays.id });
      return { recorded: inserted.length };
    } catch (err) {
      // An ad deleted between the check and the insert: once more, without it.
      if (isForeignKeyViolation(err) && retry) return played(ctx, b, false);
      throw err;
    }
  }
}

export type AdDeviceService = ReturnType<typeof createAdDeviceService>;
