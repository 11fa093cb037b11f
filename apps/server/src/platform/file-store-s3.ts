import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
// Type only: files.ts builds this store, so a runtime import back into it would be a cycle.
import type { FileStore } from './files';

export type S3Storage = Extract<Config['storage'], { kind: 's3' }>;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** The content type an object is stored with, from its key's extension (octet-stream when unknown). */
export function contentTypeFor(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const statusOf = (e: unknown) => (e instanceof S3ServiceException ? e.$metadata.httpStatusCode : undefined);

/** A missing object; a missing bucket is not (that is a broken configuration, not an absent file). */
const isMissingKey = (e: unknown) =>
  e instanceof S3ServiceException && (e.name === 'NoSuchKey' || (statusOf(e) === 404 && e.name !== 'NoSuchBucket'));

/**
 * Uploads in a bucket of an S3-compatible service (AWS S3, MinIO, Ceph, Garage …), so that several server copies
 * share them. `checkKey` is the key rule of files.ts, passed in to keep the import one-way: a key that passed it
 * cannot name another bucket through a path-style URL (`..`, `/`, `%`).
 */
export function s3FileStore(storage: S3Storage, checkKey: (key: string) => string): FileStore {
  const client = new S3Client({
    endpoint: storage.url,
    region: storage.region,
    // Path-style (`<endpoint>/<bucket>/<key>`): most self-hosted services have no per-bucket host names.
    forcePathStyle: true,
    // Without these the SDK sends and expects the newer CRC checksum headers, which many S3-compatible services
    // (and older versions of them) reject or do not answer.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Given keys, or the SDK's default chain (environment, shared files, instance role).
    credentials:
      storage.accessKeyId && storage.secretAccessKey
        ? { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey }
        : undefined,
    // A service that does not answer fails a request (and the start-up check) instead of hanging it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = storage.bucket;
  const where = `bucket "${Bucket}" at ${hostOf(storage.url)}`;

  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentTypeFor(key) }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!out.Body) return null;
        const bytes = await out.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (e) {
        if (isMissingKey(e)) return null;
        throw e;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
      } catch (e) {
        // S3 answers 204 for a missing key; a few compatible services answer 404.
        if (!isMissingKey(e)) throw e;
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (e) {
        const status = statusOf(e);
        if (status === 404) throw new Error(`File storage: there is no ${where} (create it, or set S3_BUCKET)`);
        if (status === 401 || status === 403) {
          throw new Error(`File storage: access to ${where} refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`);
        }
        const why = status ? `status ${status}` : ((e as NodeJS.ErrnoException).code ?? (e as Error).message);
        throw new Error(`File storage: cannot reach ${where} (${why})`);
      }
    },
  };
}

/** The host of the S3 address, for messages (never its user part, should one hold a secret). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'S3_URL';
  }
}
