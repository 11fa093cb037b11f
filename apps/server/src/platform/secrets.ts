import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random 256-bit token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are high-entropy, so a plain SHA-256 is enough to keep them unusable if the table leaks. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A six-digit verification code. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Passwords and codes are hashed with argon2id. */
export const hashSecret = (secret: string) => hash(secret);
export const verifySecret = async (stored: string | null, secret: string) => {
  if (!stored) return false;
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
};

let decoy: Promise<string> | undefined;

/**
 * Checks `secret` against a hash that nothing matches: a login for an unknown account does the same argon2 work as
 * a wrong password, so the answer time does not tell which accounts exist (their codes differ, as §8 wants).
 */
export async function verifyDecoy(secret: string): Promise<false> {
  decoy ??= hash('no account has this password');
  await verifySecret(await decoy, secret);
  return false;
}

export const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
