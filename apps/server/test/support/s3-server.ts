import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../src/config';

/** The part of s3rver used here (the package ships no types). */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rver;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver checks signatures against these keys. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-compatible server in the test process (s3rver, objects in a temporary folder), with `bucket` created.
 * No S3 service can be installed where the tests run, so the S3 store is tested against this one. `storage` is
 * the configuration that points the app at it; `objectKeys`, `object` and `contentType` look into the bucket
 * directly, not through the store under test.
 */
export async function startS3Server(bucket = 'tillbook-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'tillbook-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  const storage: Extract<Config['storage'], { kind: 's3' }> = { kind: 's3', url, bucket, region: 'us-east-1', ...KEYS };
  const client = new S3Client({
    endpoint: url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    url,
    bucket,
    storage,
    /** Every key in the bucket under `prefix`. */
    async objectKeys(prefix = ''): Promise<string[]> {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    /** The stored bytes of a key, or null. */
    async object(key: string): Promise<Buffer | null> {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
      } catch (e) {
        if ((e as Error).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async contentType(key: string): Promise<string | undefined> {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentType;
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
