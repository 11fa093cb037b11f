import { and, eq, isNotNull } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from './db';
import { hashSecret, verifySecret } from './secrets';

// Personal POS PINs are stored argon2id-hashed, like passwords, with a salt per hash. A PIN has only 4-6 digits,
// so no hash keeps a stolen table safe for long; hashing keeps PINs out of plain sight in backups, dumps and logs
// and makes each guess cost a full argon2 run. The price: a PIN cannot be looked up, so finding its holder
// verifies it against every PIN of the merchant (merchants have tens of staff; the verifies, ~8 ms each, run in
// parallel on the thread pool). A server-wide secret for an HMAC lookup would be cheaper, but the platform has none.

export const hashPin = (pin: string) => hashSecret(pin);

/**
 * The staff member of a merchant holding `pin`, or null: the staff module (PINs unique per merchant) and the POS
 * app's PIN login. Callers that then write a PIN lock the tenant row first, so two saves cannot hand out the same
 * PIN at once.
 */
export async function pinHolder(db: Db, tenantId: number, pin: string, exceptUserId?: number): Promise<number | null> {
  const holders = await db
    .select({ id: users.id, pinHash: users.pinHash })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), isNotNull(users.pinHash)));
  const hits = await Promise.all(
    holders.filter((h) => h.id !== exceptUserId).map(async (h) => ((await verifySecret(h.pinHash, pin)) ? h.id : null)),
  );
  return hits.find((h) => h !== null) ?? null;
}
