import { type CatalogImage, type CatalogImageBody, checkUpload, Err, UPLOAD_LIMITS } from '@tillbook/contract';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type FileStore, isTenantUploadKey, uploadKey } from '../../platform/files';
import { paramError } from './helpers';

const EXT_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const TYPE_BY_EXT = Object.fromEntries(Object.entries(EXT_BY_TYPE).map(([t, e]) => [e, t]));

/** The image type the bytes really are (by their signature), or null. */
function sniff(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Product and modifier images: uploaded first (≤ 2 MB, 20094 wrong type, 20099 bad content), then referenced by key. */
export function catalogImages(files: FileStore) {
  async function get(key: string): Promise<CatalogImage | null> {
    const bytes = await files.get(key);
    if (!bytes) return null;
    const mimeType = TYPE_BY_EXT[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    return { key, mimeType, size: bytes.length, dataUrl: `data:${mimeType};base64,${bytes.toString('base64')}` };
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
      if (sniff(bytes) !== body.mimeType) throw new AppError(Err.FILE_FORMAT_WRONG);
      const key = uploadKey(ctx.tenantId, EXT_BY_TYPE[body.mimeType]);
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
        if (!isTenantUploadKey(ctx.tenantId, key) || !(await files.get(key))) throw new AppError(Err.EMPTY_OR_MISSING);
      }
    },
  };
}
export type CatalogImages = ReturnType<typeof catalogImages>;
