import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { S3Storage } from './file-store-s3';

/**
 * Where uploaded files live. Keys are relative paths such as `uploads/12/3f…e1.png`; callers build them with
 * `uploadKey` so that a key never leaves the store's root. A folder under the data dir (a shared volume when several
 * copies run; in memory for tests), or a bucket of an S3-compatible service (file-store-s3.ts).
 */
export interface FileStore {
  /** Which kind of storage the configuration chose (Config.storage), for a readiness answer. */
  readonly kind: Config['storage']['kind'];
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a file that is not there is fine. */
  delete(key: string): Promise<void>;
  /** Throws, saying what is wrong, when the store cannot be used (folder not writable, bucket unreachable or missing). */
  check(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\/[a-z0-9_-]+\.[a-z0-9]{1,5}$/;

function checkKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key: ${key}`);
  return key;
}

/** A fresh key for a tenant's upload: `uploads/<tenantId>/<32 hex>.<ext>`. */
export const uploadKey = (tenantId: number, ext: string) =>
  `uploads/${tenantId}/${randomBytes(16).toString('hex')}.${ext.toLowerCase()}`;

/** True when `key` is an upload key of that tenant (e.g. one sent back by a client). */
export const isTenantUploadKey = (tenantId: number, key: string) =>
  SAFE_KEY.test(key) && key.startsWith(`uploads/${tenantId}/`);

function diskStore(root: string): FileStore {
  const full = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, file);
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}

function memoryStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    kind: 'local',
    async put(key, bytes) {
      files.set(checkKey(key), Buffer.from(bytes));
    },
    async get(key) {
      return files.get(checkKey(key)) ?? null;
    },
    async delete(key) {
      files.delete(checkKey(key));
    },
    async check() {},
  };
}

const s3Stores = new WeakMap<Config['storage'], FileStore>();

/**
 * The S3 store, its SDK loaded on first use: a server on a local folder (and every test process) does not load the
 * AWS SDK's few hundred modules.
 */
function lazyS3Store(storage: S3Storage): FileStore {
  let loaded: Promise<FileStore> | undefined;
  const store = () => {
    loaded ??= import('./file-store-s3').then((m) => m.s3FileStore(storage, checkKey));
    return loaded;
  };
  return {
    kind: 's3',
    put: async (key, bytes) => (await store()).put(key, bytes),
    get: async (key) => (await store()).get(key),
    delete: async (key) => (await store()).delete(key),
    check: async () => (await store()).check(),
  };
}

/**
 * The file store the configuration names (see Config.storage): the bucket of an S3-compatible service, or the
 * data dir's store. The same store for the same configuration, so the start-up check and the app share one client.
 */
export function createFileStore(config: Pick<Config, 'dataDir' | 'storage'>): FileStore {
  const storage = config.storage;
  if (storage.kind !== 's3') return fileStoreFor(config.dataDir);
  let store = s3Stores.get(storage);
  if (!store) {
    store = lazyS3Store(storage);
    s3Stores.set(storage, store);
  }
  return store;
}

/**
 * Refuses to start with storage that cannot be used: call before listening, e.g.
 * `await checkFileStore(createFileStore(config))`. The error says what is wrong (no bucket, access refused, no answer).
 */
export async function checkFileStore(store: FileStore): Promise<void> {
  await store.check();
}

const stores = new Map<string, FileStore>();

/**
 * The file store of a data dir: files under `<dataDir>/…`, or in memory when the data dir is 'memory://' (tests).
 * One store per data dir and process, so modules asking for it share the same files.
 */
export function fileStoreFor(dataDir: string): FileStore {
  let store = stores.get(dataDir);
  if (!store) {
    store = dataDir === 'memory://' ? memoryStore() : diskStore(dataDir);
    stores.set(dataDir, store);
  }
  return store;
}
