// What arrives before its merchant is known, found without a search across merchants (docs/scale-out.md): tokens
// (sessions, reset links, table QR codes) name their merchant; e-mails and device accounts are looked up in
// sign_in_names, which holds their uniqueness across merchants and follows every save, rename and delete.
import { randomBytes } from 'node:crypto';
import { Err, type ZoneRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, signInNames, storeTables, tableQrRetired } from '../src/db/schema';
import { hashToken } from '../src/platform/secrets';
import {
  addDevice,
  addRole,
  addStaff,
  DEVICE_PASSWORD,
  login,
  newZone,
  STAFF_PASSWORD,
  saveDevice,
  saveStaff,
  uniqueAccount,
} from './factories';
import { codeFromMail, firstStoreId, newTenant, startTestApp, uniqueEmail } from './support/test-app';

const t = await startTestApp();

/** The rows of the directory for one name. */
const directory = (kind: 'email' | 'device', name: string) =>
  t.db
    .select()
    .from(signInNames)
    .where(and(eq(signInNames.kind, kind), eq(signInNames.name, name)));

/** The same token with another merchant's id in front. */
const otherPrefix = (token: string, tenantId: number) => token.replace(/^\d+\./, `${tenantId}.`);

describe('e-mails: one merchant each, kept in sign_in_names', () => {
  it('refuses an e-mail held by another merchant, frees it on rename and delete, and signs in to its holder', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const email = uniqueEmail('shared');
    const aRole = (await addRole(t, a.token)).id;
    const bRole = (await addRole(t, b.token)).id;
    const staff = await addStaff(t, a.token, { email, roleId: aRole });
    expect(await directory('email', email)).toEqual([
      { kind: 'email', name: email, merchantId: a.user.tenantId, ownerId: staff.id },
    ]);
    // Another merchant's staff, a registration, or the other boss's own e-mail change: all refused.
    expect((await saveStaff(t, b.token, { email, roleId: bRole })).code).toBe(Err.EMAIL_OR_ACCOUNT_REGISTERED);
    expect((await t.post('/user/sendEmailCode', { email }, { token: b.token })).code).toBe(
      Err.EMAIL_OR_ACCOUNT_REGISTERED,
    );
    expect((await t.post('/login/getCodeEmail', { email, sysLanguageId: 3 })).code).toBe(Err.EMAIL_REGISTERED);
    expect(await login(t, email)).toMatch(new RegExp(`^${a.user.tenantId}\\.`));

    // Renamed: the old e-mail is free for B, and signs in to B's staff member from then on.
    const renamed = uniqueEmail('renamed');
    expect((await saveStaff(t, a.token, { id: staff.id, roleId: aRole, email: renamed })).code).toBe(200);
    expect(await directory('email', email)).toEqual([]);
    const inB = await addStaff(t, b.token, { email, roleId: bRole });
    expect(await login(t, email)).toMatch(new RegExp(`^${b.user.tenantId}\\.`));
    expect(await login(t, renamed)).toMatch(new RegExp(`^${a.user.tenantId}\\.`));

    // Deleted: free again.
    expect((await t.post('/staff/delete', { id: inB.id }, { token: b.token })).code).toBe(200);
    expect(await directory('email', email)).toEqual([]);
    expect((await t.post('/login/login', { email, password: STAFF_PASSWORD })).code).toBe(Err.ACCOUNT_NOT_REGISTERED);
  });

  it('moves the boss e-mail on an e-mail change', async () => {
    const a = await newTenant(t);
    const next = uniqueEmail('next');
    await t.post('/user/sendEmailCode', { email: next }, { token: a.token });
    const changed = await t.post(
      '/user/updateEmail',
      { email: next, code: codeFromMail(t, next), password: a.password },
      { token: a.token },
    );
    expect(changed.code).toBe(200);
    expect(await directory('email', a.email)).toEqual([]);
    expect(await directory('email', next)).toMatchObject([{ merchantId: a.user.tenantId, ownerId: a.user.id }]);
    expect((await t.post('/login/login', { email: next, password: a.password })).code).toBe(200);
  });

  it('gives one e-mail to exactly one of 40 saves at once, across two merchants', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const email = uniqueEmail('race');
    const roles = [(await addRole(t, b.token)).id, (await addRole(t, a.token)).id];
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => saveStaff(t, i % 2 ? a.token : b.token, { email, roleId: roles[i % 2] })),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(
      codes.filter((c) => c !== 200).every((c) => c === Err.EMAIL_OR_ACCOUNT_REGISTERED),
      JSON.stringify(codes),
    ).toBe(true);
    const [held] = await directory('email', email);
    const winner = replies.find((r) => r.code === 200)?.data;
    expect(held).toMatchObject({ ownerId: winner?.id });
  });

  it('frees every name of a deleted merchant', async () => {
    const a = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    const device = await addDevice(t, a.token, { storeId });
    expect((await t.post('/user/delete', { password: a.password }, { token: a.token })).code).toBe(200);
    const left = await t.db.select().from(signInNames).where(eq(signInNames.merchantId, a.user.tenantId));
    expect(left).toEqual([]);
    // The e-mail signs in nowhere, the device account is free for another merchant.
    expect((await t.post('/login/login', { email: a.email, password: a.password })).code).toBe(
      Err.ACCOUNT_NOT_REGISTERED,
    );
    const b = await newTenant(t);
    const again = await saveDevice(t, b.token, {
      storeId: await firstStoreId(t, b.user.tenantId),
      account: device.account,
    });
    expect(again.code).toBe(200);
  });
});

describe('device accounts: unique across merchants in any case', () => {
  it('refuses another case of a held account, signs in by it, and frees it on rename and delete', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const aStore = await firstStoreId(t, a.user.tenantId);
    const bStore = await firstStoreId(t, b.user.tenantId);
    const account = uniqueAccount('Kiosk');
    const device = await addDevice(t, a.token, { storeId: aStore, account });
    expect(await directory('device', account.toLowerCase())).toHaveLength(1);
    expect((await saveDevice(t, b.token, { storeId: bStore, account: account.toUpperCase() })).code).toBe(
      Err.ACCOUNT_DUPLICATE,
    );
    const signedIn = await t.post<{ deviceId: number }>('/device/login', {
      account: account.toUpperCase(),
      password: DEVICE_PASSWORD,
    });
    expect(signedIn.data.deviceId).toBe(device.id);

    const renamed = uniqueAccount('Renamed');
    const saved = await saveDevice(t, a.token, { ...device, storeId: aStore, account: renamed, password: undefined });
    expect(saved.code).toBe(200);
    expect(await directory('device', account.toLowerCase())).toEqual([]);
    expect((await t.post('/device/login', { account, password: DEVICE_PASSWORD })).code).toBe(Err.ACCOUNT_MISSING);
    expect((await t.post('/device/delete', { id: device.id }, { token: a.token })).code).toBe(200);
    expect(await directory('device', renamed.toLowerCase())).toEqual([]);
    expect((await saveDevice(t, b.token, { storeId: bStore, account: renamed })).code).toBe(200);
  });

  it('gives one account to exactly one of 40 saves at once', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const stores = [await firstStoreId(t, b.user.tenantId), await firstStoreId(t, a.user.tenantId)];
    const account = uniqueAccount('Race');
    const codes = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          saveDevice(t, i % 2 ? a.token : b.token, { storeId: stores[i % 2], account }),
        ),
      )
    ).map((r) => r.code);
    expect(
      codes.filter((c) => c === 200),
      JSON.stringify(codes),
    ).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === Err.ACCOUNT_DUPLICATE)).toBe(true);
  });
});

describe('tokens name their merchant', () => {
  it('finds a session only under its own merchant, and still finds one from before tokens carried it', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    expect((await t.post('/user/info', {}, { token: a.token })).code).toBe(200);
    expect((await t.post('/user/info', {}, { token: otherPrefix(a.token, b.user.tenantId) })).code).toBe(
      Err.TOKEN_UNKNOWN,
    );
    // A session started before this release: its token is the random part alone.
    const older = randomBytes(32).toString('base64url');
    await t.db.insert(sessions).values({
      tenantId: a.user.tenantId,
      userId: a.user.id,
      kind: 'web',
      tokenHash: hashToken(older),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const info = await t.post<{ email: string }>('/user/info', {}, { token: older });
    expect(info.code).toBe(200);
    expect(info.data.email).toBe(a.email);
  });

  it('opens a reset link only under its own merchant', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    await t.post('/login/sendEmail', { email: a.email });
    const token = /#\/forget1\?token=([0-9]+\.[A-Za-z0-9_-]+)/.exec(t.mail.lastTo(a.email).text)?.[1] ?? '';
    expect(token.startsWith(`${a.user.tenantId}.`)).toBe(true);
    expect((await t.post('/login/checkResetToken', { token: otherPrefix(token, b.user.tenantId) })).code).toBe(
      Err.LINK_EXPIRED,
    );
    expect((await t.post('/login/checkResetToken', { token })).code).toBe(200);
  });

  it('scans a table QR code under its own merchant, and codes printed before it still scan', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const storeId = await firstStoreId(t, a.user.tenantId);
    await t.post('/store/table/feature', { storeId, feature: 'scanOrder', enabled: true }, { token: a.token });
    const zone: ZoneRow = await newZone(t, a.token, storeId, ['T1']);
    const [table] = zone.tables;
    const token = new URL(table.qrUrl.replace('/#/', '/')).searchParams.get('token') ?? '';
    expect((await t.post('/scan/table', { token })).code).toBe(200);
    expect((await t.post('/scan/table', { token: otherPrefix(token, b.user.tenantId) })).code).toBe(Err.TABLE_MISSING);

    // A code printed before codes carried their merchant keeps working, and answers "expired" once refreshed.
    const printed = randomBytes(16).toString('base64url');
    await t.db
      .update(storeTables)
      .set({ qrToken: printed })
      .where(and(eq(storeTables.tenantId, a.user.tenantId), eq(storeTables.id, table.id)));
    expect((await t.post('/scan/table', { token: printed })).code).toBe(200);
    expect((await t.post('/store/table/refreshQr', { id: table.id }, { token: a.token })).code).toBe(200);
    expect((await t.post('/scan/table', { token: printed })).code).toBe(Err.QR_CODE_EXPIRED);
    const retired = await t.db.select().from(tableQrRetired).where(eq(tableQrRetired.token, printed));
    expect(retired).toMatchObject([{ tenantId: a.user.tenantId, tableId: table.id }]);
  });
});
