import { and, eq, ne } from 'drizzle-orm';
import { signInNames } from '../db/schema';
import type { Db } from './db';

/**
 * The names people and devices sign in with are unique across all merchants (an e-mail opens exactly one merchant's
 * back office, a device account one merchant's device) and are typed before any merchant is known. `sign_in_names`
 * holds that uniqueness and says whose each name is, so the tenant tables keep tenant_id in every unique index and
 * the sign-in reads one merchant's rows (docs/scale-out.md). Every write of a user's e-mail or a device's account
 * claims or releases its name here, in the same transaction.
 */
export type SignInKind = 'email' | 'device';

export interface NameOwner {
  tenantId: number;
  ownerId: number;
}

/** E-mails arrive lower-cased from the contract; device accounts compare without case. */
const normal = (kind: SignInKind, name: string) => (kind === 'device' ? name.toLowerCase() : name);

const byName = (kind: SignInKind, name: string) =>
  and(eq(signInNames.kind, kind), eq(signInNames.name, normal(kind, name)));

const ownersName = (kind: SignInKind, owner: NameOwner) =>
  and(eq(signInNames.kind, kind), eq(signInNames.merchantId, owner.tenantId), eq(signInNames.ownerId, owner.ownerId));

/** Whose name this is, if anyone's. */
export async function nameOwner(db: Db, kind: SignInKind, name: string): Promise<NameOwner | undefined> {
  const [row] = await db
    .select({ tenantId: signInNames.merchantId, ownerId: signInNames.ownerId })
    .from(signInNames)
    .where(byName(kind, name));
  return row;
}

/** True when the name is free or already the owner's. */
export async function nameFreeFor(db: Db, kind: SignInKind, name: string, owner: Partial<NameOwner>) {
  const holder = await nameOwner(db, kind, name);
  return !holder || (holder.tenantId === owner.tenantId && holder.ownerId === owner.ownerId);
}

/**
 * Gives `name` to its owner in place of the name of this kind it had before. False when someone else holds it (the
 * caller refuses, and its transaction changes nothing); of two transactions claiming one name at once, the second
 * waits for the first and then gets false.
 */
export async function claimName(db: Db, kind: SignInKind, name: string, owner: NameOwner): Promise<boolean> {
  await db.delete(signInNames).where(and(ownersName(kind, owner), ne(signInNames.name, normal(kind, name))));
  const inserted = await db
    .insert(signInNames)
    .values({ kind, name: normal(kind, name), merchantId: owner.tenantId, ownerId: owner.ownerId })
    .onConflictDoNothing()
    .returning({ ownerId: signInNames.ownerId });
  return inserted.length > 0 || (await nameFreeFor(db, kind, name, owner));
}

/** Gives up the owner's name of this kind (the user or device is deleted). */
export async function releaseName(db: Db, kind: SignInKind, owner: NameOwner): Promise<void> {
  await db.delete(signInNames).where(ownersName(kind, owner));
}

/** Gives up every name of a merchant (the merchant account is deleted). */
export async function releaseMerchantNames(db: Db, tenantId: number): Promise<void> {
  await db.delete(signInNames).where(eq(signInNames.merchantId, tenantId));
}
