import type { TestApp } from '../../../test/support/test-app';
import type { TenantCtx } from '../../platform/context';

// The catalogue's helpers make the products stock moves (test code only; the module itself never imports catalog).
export { merchant, newProduct, ok, productBody, uniq, uniqCode } from '../catalog/test-support';

/** A boss's service context, for calling the ledger and services directly. */
export const stockCtx = (t: TestApp, tenantId: number, userId: number): TenantCtx => ({
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
  permissions: new Set([4]),
  storeIds: 'all',
});
