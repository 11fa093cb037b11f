import {
  checkUpload,
  Err,
  type ListResult,
  type PromoImage,
  type PromoImageBody,
  type PromoKind,
  type PromoListQuery,
  type PromoRow,
  type PromoSaveBody,
  type PromoStatus,
  UPLOAD_LIMITS,
} from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { onlinePromoProducts, onlinePromos, onlineShops } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, paramError, uniqueOr } from '../../platform/errors';
import { isTenantUploadKey, uploadKey } from '../../platform/files';
import { IMAGE_EXTENSIONS, safeImageType, sniffImageType, storedImage } from '../../platform/images';
import { contains, countOf, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { ownRow } from '../../platform/scope';
import { assertInCatalogue } from './catalogue.service';
import { findShop, missing, visibleShops } from './shop-rows';

const pp = onlinePromoProducts;

/**
 * Ads (`ad`, `adEdit`) and themes (`theme`, `themeEdit`) of a shop: one shape, `kind` from the path. Names unique per
 * merchant and kind (1003); products from the shop's online catalogue (20075); one image uploaded first (2 MB,
 * typed by its bytes). An ad or theme of a shop the caller cannot see, or of the other kind, is missing (20037).
 */
export function createPromosService(deps: Deps) {
  const files = deps.files;

  /** The promos of one kind in the caller's shops. */
  const visible = (ctx: TenantCtx, kind: PromoKind) =>
    and(eq(onlinePromos.tenantId, ctx.tenantId), eq(onlinePromos.kind, kind), visibleShops(ctx));

  const withShop = (ctx: TenantCtx) =>
    ctx.db
      .select({
        promo: onlinePromos,
        shopName: onlineShops.name,
        productIds: sql<number[]>`coalesce((select array_agg(${pp.productId} order by ${pp.position})
          from ${pp} where ${pp.tenantId} = ${onlinePromos.tenantId} and ${pp.promoId} = ${onlinePromos.id}), '{}')`,
      })
      .from(onlinePromos)
      .innerJoin(
        onlineShops,
        and(eq(onlineShops.tenantId, onlinePromos.tenantId), eq(onlineShops.id, onlinePromos.shopId)),
      );

  const toRow = (r: Awaited<ReturnType<ReturnType<typeof withShop>['where']>>[number]): PromoRow => ({
    id: r.promo.id,
    kind: r.promo.kind,
    shopId: r.promo.shopId,
    shopName: r.shopName,
    name: r.promo.name,
    status: r.promo.status,
    sort: r.promo.sort,
    imageKey: r.promo.imageKey,
    productIds: (r.productIds ?? []).map(Number),
    createdAt: r.promo.createdAt.toISOString(),
    updatedAt: r.promo.updatedAt.toISOString(),
  });

  async function detail(ctx: TenantCtx, kind: PromoKind, id: number): Promise<PromoRow> {
    const [row] = await withShop(ctx).where(and(visible(ctx, kind), eq(onlinePromos.id, id)));
    if (!row) throw missing();
    return toRow(row);
  }

  /** The promo, locked, or 20037. */
  async function locked(tx: TenantCtx, kind: PromoKind, id: number) {
    const [row] = await tx.db
      .select({ id: onlinePromos.id, shopId: onlinePromos.shopId, imageKey: onlinePromos.imageKey })
      .from(onlinePromos)
      .innerJoin(
        onlineShops,
        and(eq(onlineShops.tenantId, onlinePromos.tenantId), eq(onlineShops.id, onlinePromos.shopId)),
      )
      .where(and(visible(tx, kind), eq(onlinePromos.id, id)))
      .for('no key update', { of: onlinePromos });
    if (!row) throw missing();
    return row;
  }

  /** An image key the client sent back must be an existing upload of the merchant (10197). */
  async function assertImage(ctx: TenantCtx, key: string | null) {
    if (key === null) return;
    if (!isTenantUploadKey(ctx.tenantId, key) || !storedImage(key, await files.get(key))) {
      throw new AppError(Err.EMPTY_OR_MISSING);
    }
  }

  /** Deletes an image no promo uses any more. */
  async function release(ctx: TenantCtx, key: string | null) {
    if (!key) return;
    const n = await countOf(
      ctx,
      onlinePromos,
      and(eq(onlinePromos.tenantId, ctx.tenantId), eq(onlinePromos.imageKey, key)),
    );
    if (n === 0) await files.delete(key).catch(() => undefined);
  }

  return {
    detail,

    /**
     * The saved image of an ad or theme, typed by its content: for whoever may see it (20037 otherwise, or when
     * deleted; a frozen one is still the merchant's), 10197 when it has none or the file is gone.
     */
    async image(ctx: TenantCtx, kind: PromoKind, id: number): Promise<PromoImage> {
      const [row] = await ctx.db
        .select({ imageKey: onlinePromos.imageKey })
        .from(onlinePromos)
        .innerJoin(
          onlineShops,
          and(eq(onlineShops.tenantId, onlinePromos.tenantId), eq(onlineShops.id, onlinePromos.shopId)),
        )
        .where(and(visible(ctx, kind), eq(onlinePromos.id, id)));
      if (!row) throw missing();
      const key = row.imageKey;
      const image = key && isTenantUploadKey(ctx.tenantId, key) ? storedImage(key, await files.get(key)) : null;
      if (!image) throw new AppError(Err.EMPTY_OR_MISSING);
      return image as PromoImage;
    },

    async list(ctx: TenantCtx, kind: PromoKind, q: PromoListQuery): Promise<ListResult<PromoRow>> {
      const where = and(
        visible(ctx, kind),
        q.shopId === undefined ? undefined : eq(onlinePromos.shopId, q.shopId),
        contains(onlinePromos.name, q.name),
        q.status === undefined ? undefined : eq(onlinePromos.status, q.status),
      );
      const { limit, offset } = pageWindow(q);
      const rows = await withShop(ctx)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { sort: onlinePromos.sort, name: lowerOf(onlinePromos.name), createdAt: onlinePromos.createdAt },
            { id: onlinePromos.id, fallback: 'sort' },
          ),
        )
        .limit(limit)
        .offset(offset);
      const [{ total }] = await ctx.db
        .select({ total: sql<number>`count(*)::int` })
        .from(onlinePromos)
        .innerJoin(
          onlineShops,
          and(eq(onlineShops.tenantId, onlinePromos.tenantId), eq(onlineShops.id, onlinePromos.shopId)),
        )
        .where(where);
      return { list: rows.map(toRow), total };
    },

    async save(ctx: TenantCtx, kind: PromoKind, b: PromoSaveBody): Promise<PromoRow> {
      await assertImage(ctx, b.imageKey);
      const { id, previousImage } = await uniqueOr(Err.CODE_REPEATED, () =>
        inTransaction(ctx, async (tx) => {
          const before = b.id === undefined ? undefined : await locked(tx, kind, b.id);
          // The shop of an ad never changes; a new one needs a shop the caller sees.
          if (before && before.shopId !== b.shopId) throw paramError('shopId', 'fixed');
          await findShop(tx, b.shopId, 'no key update');
          await assertInCatalogue(tx, b.shopId, b.productIds);
          const fields = { name: b.name, status: b.status, sort: b.sort, imageKey: b.imageKey, updatedAt: new Date() };
          let promoId: number;
          if (before) {
            await tx.db
              .update(onlinePromos)
              .set(fields)
              .where(ownRow(onlinePromos, ctx, before.id));
            await tx.db.delete(pp).where(and(eq(pp.tenantId, ctx.tenantId), eq(pp.promoId, before.id)));
            promoId = before.id;
          } else {
            const [created] = await tx.db
              .insert(onlinePromos)
              .values({ tenantId: ctx.tenantId, shopId: b.shopId, kind, ...fields })
              .returning({ id: onlinePromos.id });
            promoId = created.id;
          }
          if (b.productIds.length)
            await tx.db
              .insert(pp)
              .values(
                b.productIds.map((productId, position) => ({ tenantId: ctx.tenantId, promoId, productId, position })),
              );
          return { id: promoId, previousImage: before?.imageKey ?? null };
        }),
      );
      if (previousImage !== b.imageKey) await release(ctx, previousImage);
      return detail(ctx, kind, id);
    },

    /** Normal or frozen (§4); a frozen one is not shown to shoppers. */
    async setStatus(ctx: TenantCtx, kind: PromoKind, id: number, status: PromoStatus): Promise<PromoRow> {
      await inTransaction(ctx, async (tx) => {
        await locked(tx, kind, id);
        await tx.db
          .update(onlinePromos)
          .set({ status, updatedAt: new Date() })
          .where(ownRow(onlinePromos, ctx, id));
      });
      return detail(ctx, kind, id);
    },

    async remove(ctx: TenantCtx, kind: PromoKind, id: number): Promise<null> {
      const imageKey = await inTransaction(ctx, async (tx) => {
        const row = await locked(tx, kind, id);
        await tx.db.delete(onlinePromos).where(ownRow(onlinePromos, ctx, id));
        return row.imageKey;
      });
      await release(ctx, imageKey);
      return null;
    },

    /**
     * Stores an uploaded image under the merchant's folder: type by the declared MIME type and by the bytes (20094),
     * at most 2 MB (1001 on `base64`), empty, undecodable or an SVG with active content 20099.
     */
    async upload(ctx: TenantCtx, b: PromoImageBody): Promise<PromoImage> {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b.base64) || b.base64.length % 4 === 1) {
        throw new AppError(Err.FILE_CONTENT_ERROR);
      }
      const bytes = Buffer.from(b.base64, 'base64');
      if (bytes.length === 0) throw new AppError(Err.FILE_CONTENT_ERROR);
      const refused = checkUpload('image', { size: bytes.length, type: b.mimeType });
      if (refused === 'type') throw new AppError(Err.FILE_FORMAT_WRONG);
      if (refused === 'size') throw paramError('base64', `file larger than ${UPLOAD_LIMITS.image.maxBytes} bytes`);
      if (sniffImageType(bytes) !== b.mimeType) throw new AppError(Err.FILE_FORMAT_WRONG);
      if (safeImageType(bytes) !== b.mimeType) throw new AppError(Err.FILE_CONTENT_ERROR);
      const key = uploadKey(ctx.tenantId, IMAGE_EXTENSIONS[b.mimeType]);
      await files.put(key, bytes);
      return storedImage(key, bytes) as PromoImage;
    },
  };
}

export type PromosService = ReturnType<typeof createPromosService>;
