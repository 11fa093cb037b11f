import { Err } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newStaffSession, newTenant, startTestApp } from '../../test/support/test-app';
import { tenants, users } from '../db/schema';
import { SessionCache } from './session-cache';

describe('the session cache', () => {
  it('forgets an entry after its time, and keeps no fill read before an invalidation', () => {
    let now = 1_000;
    const cache = new SessionCache<string>(5_000, () => now);
    cache.setListening(true);
    cache.put('a', 1, 'caller', cache.mark());
    expect(cache.get('a')).toBe('caller');
    now += 5_000;
    expect(cache.get('a')).toBeUndefined();

    // A read that began before a change of its merchant must not put back what the change replaced; a change of
    // another merchant does not matter.
    const before = cache.mark();
    cache.dropTenant(2);
    cache.put('b', 1, 'kept', before);
    expect(cache.get('b')).toBe('kept');
    cache.dropTenant(1);
    cache.put('c', 1, 'old', before);
    expect([cache.get('b'), cache.get('c')]).toEqual([undefined, undefined]);
    cache.put('d', 1, 'new', cache.mark());
    cache.put('e', 2, 'other', before);
    expect([cache.get('d'), cache.get('e')]).toEqual(['new', undefined]);
  });

  it('drops one merchant’s entries, and keeps nothing while it cannot hear changes', () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    cache.put('a', 1, 'one', cache.mark());
    cache.put('b', 2, 'two', cache.mark());
    cache.dropTenant(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, 'two']);
    cache.setListening(false);
    expect(cache.get('b')).toBeUndefined();
    cache.put('c', 3, 'three', cache.mark());
    expect(cache.get('c')).toBeUndefined();
  });
});

const t = await startTestApp();
const info = (token: string, app = t) => app.post('/user/info', {}, { token });

describe('a cached session', () => {
  it('is used again, and a frozen staff member is refused on the very next request', async () => {
    const boss = await newTenant(t);
    const staff = await newStaffSession(t, boss.user.tenantId, { menuCodes: [] });
    expect((await info(staff.token)).code).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
    expect((await info(staff.token)).code).toBe(200);

    const frozen = await t.post('/staff/setStatus', { id: staff.userId, status: 'frozen' }, { token: boss.token });
    expect(frozen.code).toBe(200);
    expect((await info(staff.token)).code).toBe(Err.TOKEN_UNKNOWN);
  });

  it('is refused on the very next request after logout', async () => {
    const boss = await newTenant(t);
    expect((await info(boss.token)).code).toBe(200);
    expect((await t.post('/login/logout', {}, { token: boss.token })).code).toBe(200);
    expect((await info(boss.token)).code).toBe(Err.TOKEN_UNKNOWN);
  });

  it('follows a change written straight to the database (a frozen user, a disabled merchant)', async () => {
    const boss = await newTenant(t);
    const staff = await newStaffSession(t, boss.user.tenantId, { menuCodes: [] });
    expect((await info(staff.token)).code).toBe(200);
    await t.db.update(users).set({ status: 'frozen' }).where(eq(users.id, staff.userId));
    expect((await info(staff.token)).code).toBe(Err.DISABLED_CONTACT_ADMIN);

    expect((await info(boss.token)).code).toBe(200);
    await t.db.update(tenants).set({ status: 'disabled' }).where(eq(tenants.id, boss.user.tenantId));
    expect((await info(boss.token)).code).toBe(Err.TENANT_DISABLED);
  });

  it('answers /user/info from the rows the guard read, and a changed name at once', async () => {
    const boss = await newTenant(t);
    const before = await info(boss.token);
    expect(before.data).toMatchObject({ name: 'Ana Boss', company: 'Harbour Café', isBoss: true });
    await t.post('/user/update', { name: 'Ana Renamed', address: '', sysLanguageId: 3 }, { token: boss.token });
    expect((await info(boss.token)).data).toMatchObject({ name: 'Ana Renamed' });
  });
});

// Two server copies share one PostgreSQL database: a change made through one reaches the other's cache by
// LISTEN/NOTIFY. The embedded database (PGlite) is one process, so there is no second copy to test there.
describe.skipIf(!process.env.DATABASE_URL)('across two server copies (PostgreSQL only)', () => {
  it('a staff member frozen on one copy is refused by the other; so is a token logged out there', async () => {
    const other = await startTestApp();
    const boss = await newTenant(t);
    const staff = await newStaffSession(t, boss.user.tenantId, { menuCodes: [] });
    expect((await info(staff.token, other)).code).toBe(200);
    expect((await info(boss.token, other)).code).toBe(200);
    expect(other.app.sessionCache.size).toBeGreaterThan(0);

    // The other copy hears of the change by the commit's notification, caught up with before a cached entry is used.
    expect((await t.post('/staff/setStatus', { id: staff.userId, status: 'frozen' }, { token: boss.token })).code).toBe(
      200,
    );
    expect((await info(staff.token, other)).code).toBe(Err.TOKEN_UNKNOWN);

    expect((await info(boss.token, other)).code).toBe(200);
    expect((await t.post('/login/logout', {}, { token: boss.token })).code).toBe(200);
    expect((await info(boss.token, other)).code).toBe(Err.TOKEN_UNKNOWN);
  });
});
