// The small pieces every test builds on: unique names and a service context (no test runner needed: scripts
// that run outside vitest import these too).
import { randomBytes } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import type { TenantCtx } from '../../src/platform/context';
import type { TestApp } from '../support/test-app';

/** A unique name (the PostgreSQL run shares one database between files). */
export const uniq = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
/** A unique code (customer code, barcode, SKU …). */
export const uniqCode = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

let phoneSeq = 0;
/** A phone no other member of any test has (test files run as threads of one process: the thread counts too). */
export const uniquePhone = () =>
  `7${String(Date.now() % 1e7).padStart(7, '0')}${String((process.pid + threadId) % 100).padStart(2, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`;

/** A fresh POS client id ('uuid_' + 8). */
export const cid = () => `uuid_${randomBytes(4).toString('hex')}`;

/**
 * A service context of a tenant's owner, as a back-office request would have, for calling services and ledgers
 * directly; `over` changes what a test needs (e.g. a POS session).
 */
export const serviceCtx = (t: TestApp, tenantId: number, userId: number, over: Partial<TenantCtx> = {}): TenantCtx => ({
  db: t.db,
  lang: 'en_GB',
  tzOffsetMs: 0,
  requestId: 'test',
  ip: '127.0.0.1',
  tenantId,
  userId,
  sessionId: 0,
  sessionKind: 'web',
  isBoss: true,
  permissions: new Set(),
  storeIds: 'all',
  ...over,
});
