import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/support/s3-server';
import { contentTypeFor } from './file-store-s3';
import { checkFileStore, createFileStore, type FileStore } from './files';

let s3: S3Server;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tillbook-files-'));
});
afterAll(async () => {
  await s3?.close();
  if (diskRoot) await fs.rm(diskRoot, { recursive: true, force: true });
});

/** The three stores, each as the app builds it from its configuration. */
const stores: [string, () => FileStore][] = [
  ['memory', () => createFileStore({ dataDir: 'memory://', storage: { kind: 'local' } })],
  ['disk', () => createFileStore({ dataDir: diskRoot, storage: { kind: 'local' } })],
  ['s3', () => createFileStore({ dataDir: 'memory://', storage: s3.storage })],
];

/** A fresh key, so the stores shared by the whole file never see one twice. */
const newKey = (ext = 'png') => `uploads/7/${randomBytes(16).toString('hex')}.${ext}`;

/** Every byte value, then random bytes: nothing may be re-encoded on the way. */
const binary = () => Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);

const UNSAFE_KEYS = [
  '../escape.png',
  'uploads/../../escape.png',
  'uploads/7/../../other-bucket/x.png',
  '/uploads/7/abs.png',
  'uploads//7/x.png',
  'uploads/7/x',
  'x.png',
  'uploads/7/a b.png',
  'uploads/7/%2e%2e.png',
  'Uploads/7/X.PNG',
  'uploads\\7\\x.png',
  '',
];

describe.each(stores)('%s file store', (name, open) => {
  let store: FileStore;
  beforeAll(() => {
    store = open();
  });

  it('answers the configured kind and passes its check', async () => {
    expect(store.kind).toBe(name === 's3' ? 's3' : 'local');
    await expect(checkFileStore(store)).resolves.toBeUndefined();
  });

  it('gives back exactly the bytes it was given', async () => {
    const key = newKey();
    const bytes = binary();
    await store.put(key, bytes);
    const back = await store.get(key);
    expect(back).toBeInstanceOf(Buffer);
    expect(back?.equals(bytes)).toBe(true);
    // An empty file is a file, not a missing one.
    const empty = newKey('txt');
    await store.put(empty, Buffer.alloc(0));
    expect((await store.get(empty))?.length).toBe(0);
  });

  it('overwrites a key with the newer bytes', async () => {
    const key = newKey();
    await store.put(key, Buffer.from('first version, the longer one'));
    await store.put(key, Buffer.from('second'));
    expect((await store.get(key))?.toString()).toBe('second');
  });

  it('answers null for a key never written', async () => {
    expect(await store.get(newKey())).toBeNull();
  });

  it('deletes a file, and deleting a missing one is fine', async () => {
    const key = newKey('pdf');
    const other = newKey('pdf');
    await store.put(key, Buffer.from('%PDF-1.4'));
    await store.put(other, Buffer.from('%PDF-1.7'));
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect((await store.get(other))?.toString()).toBe('%PDF-1.7');
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(newKey())).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its root, before touching anything', async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('unsafe file key');
      await expect(store.get(key), key).rejects.toThrow('unsafe file key');
      await expect(store.delete(key), key).rejects.toThrow('unsafe file key');
    }
    if (name === 's3') expect(await s3.objectKeys('uploads/7/..')).toEqual([]);
    if (name === 'disk') await expect(fs.access(path.join(diskRoot, '..', 'escape.png'))).rejects.toThrow();
  });
});

describe('disk file store', () => {
  it('keeps files under the data dir, at their key', async () => {
    const store = createFileStore({ dataDir: diskRoot, storage: { kind: 'local' } });
    const key = newKey();
    await store.put(key, Buffer.from('on disk'));
    expect(await fs.readFile(path.join(diskRoot, key), 'utf8')).toBe('on disk');
    // Written then renamed: no temporary file is left beside it.
    expect(await fs.readdir(path.dirname(path.join(diskRoot, key)))).not.toContainEqual(
      expect.stringMatching(/\.tmp$/),
    );
  });
});

describe('S3 file store', () => {
  const store = () => createFileStore({ dataDir: 'memory://', storage: s3.storage });

  it('is one store per configuration', () => {
    expect(store()).toBe(store());
    expect(createFileStore({ dataDir: 'memory://', storage: { ...s3.storage } })).not.toBe(store());
  });

  it('stores objects in the bucket at their key, with a content type from the extension', async () => {
    const keys = { png: newKey('png'), pdf: newKey('pdf'), xlsx: newKey('xlsx'), bin: newKey('bin') };
    for (const key of Object.values(keys)) await store().put(key, Buffer.from('content'));
    expect(await s3.objectKeys('uploads/7/')).toEqual(expect.arrayContaining(Object.values(keys)));
    expect((await s3.object(keys.png))?.toString()).toBe('content');
    expect(await s3.contentType(keys.png)).toBe('image/png');
    expect(await s3.contentType(keys.pdf)).toBe('application/pdf');
    expect(await s3.contentType(keys.xlsx)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await s3.contentType(keys.bin)).toBe('application/octet-stream');
    expect(contentTypeFor('uploads/1/a.JPG')).toBe('image/jpeg');
  });

  it('fails its check, saying why, when the bucket is missing or the service does not answer', async () => {
    const noBucket = createFileStore({ dataDir: 'memory://', storage: { ...s3.storage, bucket: 'no-such-bucket' } });
    await expect(checkFileStore(noBucket)).rejects.toThrow('File storage: there is no bucket "no-such-bucket"');
    // A missing bucket is an error, never "no such file".
    await expect(noBucket.get(newKey())).rejects.toThrow();

    const port = await closedPort();
    const nobody = createFileStore({
      dataDir: 'memory://',
      storage: { ...s3.storage, url: `http://127.0.0.1:${port}` },
    });
    await expect(checkFileStore(nobody)).rejects.toThrow(`File storage: cannot reach bucket "${s3.bucket}"`);
  });
});

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
