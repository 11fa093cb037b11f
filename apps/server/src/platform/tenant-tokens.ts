import { randomBytes } from 'node:crypto';
import { and, type Column, eq, type SQL } from 'drizzle-orm';

/**
 * A token that carries its merchant: `<tenant id>.<random>`. Whoever presents one (a session, a reset link, a scanned
 * table QR code) names the merchant before anything is looked up, so the lookup stays within one merchant: one shard
 * once the tables are distributed by tenant_id (docs/scale-out.md). The random part is the secret; the prefix only
 * routes, and a wrong prefix finds nothing because the stored value (or its hash) covers the whole token.
 */
export const newTenantToken = (tenantId: number, bytes = 32) =>
  `${tenantId}.${randomBytes(bytes).toString('base64url')}`;

/**
 * The merchant a token names; null for a token without one (issued before tokens carried it: base64url has no dot)
 * or a malformed one.
 */
export function tokenTenant(token: string): number | null {
  const match = /^([1-9][0-9]{0,15})\./.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * `column = value`, within the merchant the token names. A token from before tokens carried their merchant is found
 * by its value alone (the unique indexes lead with the token, then tenant_id), until the last of them expires.
 */
export function matchesToken(tenantColumn: Column, column: Column, token: string, value: string = token): SQL {
  const tenantId = tokenTenant(token);
  return tenantId === null ? eq(column, value) : (and(eq(tenantColumn, tenantId), eq(column, value)) as SQL);
}
