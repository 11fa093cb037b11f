import {
  type AdFileUpload,
  type AdListQuery,
  type AdPlaysQuery,
  type AdRow,
  type AdSaveValues,
  type AdStatus,
  type AdStorePlays,
  type AdType,
  adMaxBytes,
  Err,
  type ListResult,
} from '@tillbook/contract';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { adMaterialStores, adMaterials, adPlays, stores } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, paramError, uniqueOr } from '../../platform/errors';
import { isTenantUploadKey, uploadKey } from '../../platform/files';
import { contains, countOf, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { canSeeStore, ownRow, storeScope } from '../../platform/scope';
import { AD_EXTENSIONS, fileVersion, fitsType, sanitizeFileName, sniffAdFile } from './ad-files';
import { assertStoresUsable, assertWritable, runsIn, storesOfAds, visibleAds } from './ad-scope';

type AdTableRow = typeof adMaterials.$inferSelect;

/** A decoded, checked upload, ready to be stored. */
interface CheckedFile {
  bytes: Buffer;
  key: string;
  name: string;
  contentType: string;
  version: string;
}

/** The plays of a period: `from` included, `to` excluded, each optional. */
const inPeriod = (q: { playsFrom?: number; playsTo?: number }): SQL | undefined =>
  and(
    q.playsFrom === undefined ? undefined : gte(adPlays.startedAt, new Date(q.playsFrom * 1000)),
    q.playsTo === undefined ? undefined : lt(adPlays.startedAt, new Date(q.playsTo * 1000)),
  );

/**
 * Ad material of the back office (/deviceManage adList, adEdit; menu 123). Names unique per merchant (1003); at least
 * one store (20076); stores the caller sees (20037); a store-bound caller sees the ads of their stores and changes
 * only those running in none other (20041); another tenant's or store's ad is missing (20037). The file is checked
 * by its bytes (size per type 1001, format 20094, empty or unreadable 20099, missing 10197) and written with the row:
 * a refused save leaves neither behind.
 */
export function createAdMaterialService(deps: Deps) {
  const files = deps.files;

  /** The caller's ad, or 20037; locked inside a transaction when asked. */
  async function find(ctx: TenantCtx, id: number, lock = false): Promise<AdTableRow> {
    const q = ctx.db
      .select()
      .from(adMaterials)
      .where(and(visibleAds(ctx), eq(adMaterials.id, id)));
    const [row] = lock ? await q.for('no key update') : await q;
    if (!row) throw new AppError(Err.NO_DATA);
    return row;
  }

  /** Plays and seconds per ad in a period, counted in the stores the caller sees. */
  async function playsOf(ctx: TenantCtx, adIds: number[], q: { playsFrom?: number; playsTo?: number }) {
    const map = new Map<number, { plays: number; seconds: number }>();
    if (adIds.length === 0) return map;
    const rows = await ctx.db
      .select({
        adId: adPlays.adId,
        plays: sql<number>`count(*)::int`,
        seconds: sql<number>`coalesce(sum(${adPlays.seconds}), 0)::bigint`,
      })
      .from(adPlays)
      .where(
        and(
          eq(adPlays.tenantId, ctx.tenantId),
          inArray(adPlays.adId, adIds),
          storeScope(ctx, adPlays.storeId),
          inPeriod(q),
        ),
      )
      .groupBy(adPlays.adId);
    for (const r of rows) map.set(r.adId, { plays: Number(r.plays), seconds: Number(r.seconds) });
    return map;
  }

  async function rowsOut(ctx: TenantCtx, rows: AdTableRow[], q: { playsFrom?: number; playsTo?: number } = {}) {
    const ids = rows.map((r) => r.id);
    const [storeMap, plays] = await Promise.all([storesOfAds(ctx, ids), playsOf(ctx, ids, q)]);
    return rows.map((r): AdRow => {
      const linked = storeMap.get(r.id) ?? [];
      const p = plays.get(r.id) ?? { plays: 0, seconds: 0 };
      return {
        id: r.id,
        name: r.name,
        publisher: r.publisher,
        slot: r.slot,
        size: r.size,
        type: r.type,
        memo: r.memo,
        status: r.status,
        stores: linked,
        storeIds: linked.map((s) => s.id),
        startDate: r.startDate,
        endDate: r.endDate,
        dayParts: r.dayParts,
        sort: r.sort,
        durationSeconds: r.durationSeconds,
        file: { name: r.fileName, contentType: r.contentType, bytes: r.fileBytes, version: r.fileVersion },
        plays: p.plays,
        playSeconds: p.seconds,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  async function detail(ctx: TenantCtx, id: number): Promise<AdRow> {
    const [row] = await rowsOut(ctx, [await find(ctx, id)]);
    return row;
  }

  /** Decodes and checks an upload for an ad of `type`; nothing is stored yet. */
  function checkFile(ctx: TenantCtx, type: AdType, file: AdFileUpload): CheckedFile {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(file.base64) || file.base64.length % 4 === 1) {
      throw new AppError(Err.FILE_CONTENT_ERROR);
    }
    const bytes = Buffer.from(file.base64, 'base64');
    if (bytes.length === 0) throw new AppError(Err.FILE_CONTENT_ERROR);
    if (bytes.length > adMaxBytes(type)) throw paramError('file.base64', `file larger than ${adMaxBytes(type)} bytes`);
    const contentType = sniffAdFile(bytes);
    if (!contentType || !fitsType(type, contentType)) throw new AppError(Err.FILE_FORMAT_WRONG);
    return {
      bytes,
      key: uploadKey(ctx.tenantId, AD_EXTENSIONS[contentType]),
      name: sanitizeFileName(file.name),
      contentType,
      version: fileVersion(bytes),
    };
  }

  /** Deletes a stored file; a file already gone is fine, a store that fails is logged, not the caller's concern. */
  async function discard(key: string | null) {
    if (!key) return;
    await files.delete(key).catch((err) => deps.log.warn({ err, key }, 'ad file not deleted'));
  }

  return {
    detail,

    async list(ctx: TenantCtx, q: AdListQuery): Promise<ListResult<AdRow>> {
      const byStore =
        q.storeId === undefined
          ? undefined
          : canSeeStore(ctx, q.storeId)
            ? runsIn(ctx, eq(adMaterialStores.storeId, q.storeId))
            : sql`false`;
      const where = and(
        visibleAds(ctx),
        contains(adMaterials.name, q.name),
        q.type === undefined ? undefined : eq(adMaterials.type, q.type),
        q.status === undefined ? undefined : eq(adMaterials.status, q.status),
        byStore,
      );
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(adMaterials)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { sort: adMaterials.sort, name: lowerOf(adMaterials.name), createdAt: adMaterials.createdAt },
            { id: adMaterials.id, fallback: 'sort' },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows, q), total: await countOf(ctx, adMaterials, where) };
    },

    async save(ctx: TenantCtx, b: AdSaveValues): Promise<AdRow> {
      await assertStoresUsable(ctx, b.storeIds);
      const upload = b.file ? checkFile(ctx, b.type, b.file) : null;
      const fields = {
        name: b.name,
        publisher: b.publisher,
        slot: b.slot,
        size: b.size,
        type: b.type,
        memo: b.memo,
        status: b.status,
        startDate: b.startDate,
        endDate: b.endDate,
        dayParts: b.dayParts,
        sort: b.sort,
        durationSeconds: b.durationSeconds,
        ...(upload
          ? {
              fileKey: upload.key,
              fileName: upload.name,
              contentType: upload.contentType,
              fileBytes: upload.bytes.length,
              fileVersion: upload.version,
            }
          : {}),
      };
      // The file goes first (a store is not transactional); a refused or failed row write deletes it again.
      if (upload) await files.put(upload.key, upload.bytes);
      let saved: { id: number; replaced: string | null };
      try {
        saved = await uniqueOr(Err.CODE_REPEATED, () =>
          inTransaction(ctx, async (tx) => {
            let id = b.id;
            let replaced: string | null = null;
            if (id === undefined) {
              if (!upload) throw new AppError(Err.EMPTY_OR_MISSING);
              const [created] = await tx.db
                .insert(adMaterials)
                .values({ tenantId: tx.tenantId, ...fields } as typeof adMaterials.$inferInsert)
                .returning({ id: adMaterials.id });
              id = created.id;
            } else {
              const before = await find(tx, id, true);
              await assertWritable(tx, id);
              // A type changed without a new file: the kept file must be of the new type.
              if (!upload && !fitsType(b.type, before.contentType)) throw new AppError(Err.FILE_FORMAT_WRONG);
              await tx.db
                .update(adMaterials)
                .set({ ...fields, updatedAt: new Date() })
                .where(ownRow(adMaterials, tx, id));
              if (upload) replaced = before.fileKey;
              await tx.db
                .delete(adMaterialStores)
                .where(and(eq(adMaterialStores.tenantId, tx.tenantId), eq(adMaterialStores.adId, id)));
            }
            const adId = id;
            await tx.db
              .insert(adMaterialStores)
              .values(b.storeIds.map((storeId) => ({ tenantId: tx.tenantId, adId, storeId })));
            return { id: adId, replaced };
          }),
        );
      } catch (err) {
        if (upload) await discard(upload.key);
        throw err;
      }
      if (saved.replaced && isTenantUploadKey(ctx.tenantId, saved.replaced)) await discard(saved.replaced);
      return detail(ctx, saved.id);
    },

    /** Normal or frozen (§4); a frozen ad is off on every display at once. */
    async setStatus(ctx: TenantCtx, id: number, status: AdStatus): Promise<AdRow> {
      await inTransaction(ctx, async (tx) => {
        await find(tx, id, true);
        await assertWritable(tx, id);
        await tx.db
          .update(adMaterials)
          .set({ status, updatedAt: new Date() })
          .where(ownRow(adMaterials, tx, id));
      });
      return detail(ctx, id);
    },

    /** Deletes the ad, its store links and plays, then its file. */
    async remove(ctx: TenantCtx, id: number): Promise<null> {
      const key = await inTransaction(ctx, async (tx) => {
        const row = await find(tx, id, true);
        await assertWritable(tx, id);
        await tx.db.delete(adMaterials).where(ownRow(adMaterials, tx, id));
        return row.fileKey;
      });
      await discard(key);
      return null;
    },

    /** The ad's file for the back office: its bytes and what they are; 10197 when the file is gone. */
    async file(ctx: TenantCtx, id: number) {
      const row = await find(ctx, id);
      const bytes = isTenantUploadKey(ctx.tenantId, row.fileKey) ? await files.get(row.fileKey) : null;
      if (!bytes) throw new AppError(Err.EMPTY_OR_MISSING);
      return { bytes, contentType: row.contentType, name: row.fileName };
    },

    /** An ad's plays per store (those the caller sees) in a period. */
    async plays(ctx: TenantCtx, q: AdPlaysQuery): Promise<AdStorePlays[]> {
      await find(ctx, q.id);
      const rows = await ctx.db
        .select({
          storeId: adPlays.storeId,
          storeName: stores.name,
          plays: sql<number>`count(*)::int`,
          seconds: sql<number>`coalesce(sum(${adPlays.seconds}), 0)::bigint`,
        })
        .from(adPlays)
        .innerJoin(stores, and(eq(stores.tenantId, adPlays.tenantId), eq(stores.id, adPlays.storeId)))
        .where(
          and(
            eq(adPlays.tenantId, ctx.tenantId),
            eq(adPlays.adId, q.id),
            storeScope(ctx, adPlays.storeId),
            inPeriod(q),
          ),
        )
        .groupBy(adPlays.storeId, stores.name)
        .orderBy(adPlays.storeId);
      return rows.map((r) => ({ ...r, plays: Number(r.plays), seconds: Number(r.seconds) }));
    },
  };
}

export type AdMaterialService = ReturnType<typeof createAdMaterialService>;
