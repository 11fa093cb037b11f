import { type CatalogImage, type CatalogImageBody, checkUpload, Err, UPLOAD_LIMITS } from '@tillbook/contract';
import type { TenantCtx } from '../../platform/context';
import { AppError, paramError } from '../../platform/errors';
import { type FileStore, isTenantUploadKey, uploadKey } from '../../platform/files';
import { IMAGE_EXTENSIONS, sniffImageType, storedImage } from '../../platform/images';

/** Product and modifier images: uploaded first (≤ 2 MB, 20094 wrong type, 20099 bad content), then referenced by key. */
export function catalogImages(files: FileStore) {
  /** The image typed by its content; null when it is gone or not a safe image. */
  async function get(key: string): Promise<CatalogImage | null> {
    return storedImage(key, await files.get(key));
  }

  return {
    async upload(ctx: TenantCtx, body: CatalogImageBody): Promise<CatalogImage> {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body.base64) || body.base64.length % 4 === 1) {
        throw new AppError(Err.FILE_CONTENT_ERROR);
      }
      const bytes = Buffer.from(body.base64, 'base64');
      if (bytes.length === 0) throw new AppError(Err.FILE_CONTENT_ERROR);
      const refused = checkUpload('image', { size: bytes.length, type: body.mimeType });
      if (refused === 'type') throw new AppError(Err.FILE_FORMAT_WRONG);
      if (refused === 'size') throw paramError('base64', `file larger than ${UPLOAD_LIMITS.image.maxBytes} bytes`);
      if (sniffImageType(bytes) !== body.mimeType) throw new AppError(Err.FILE_FORMAT_WRONG);
      const key = uploadKey(ctx.tenantId, IMAGE_EXTENSIONS[body.mimeType]);
      await files.put(key, bytes);
      return (await get(key)) as CatalogImage;
    },

    /** An image of the caller's tenant (10197 when it is not one or is gone). */
    async read(ctx: TenantCtx, key: string): Promise<CatalogImage> {
      const image = isTenantUploadKey(ctx.tenantId, key) ? await get(key) : null;
      if (!image) throw new AppError(Err.EMPTY_OR_MISSING);
      return image;
    },

    /** Refuses (10197) keys a client sent back that are not existing uploads of the tenant. */
    async assertKeys(ctx: TenantCtx, keys: readonly (string | null)[]) {
      for (const key of keys) {
        if (key === null) continue;
        if (!isTenantUploadKey(ctx.tenantId, key) || !(await get(key))) throw new AppError(Err.EMPTY_OR_MISSING);
      }
    },
  };
}
export type CatalogImages = ReturnType<typeof catalogImages>;
