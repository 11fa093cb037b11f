import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/platform/db';
import type { Deps } from '../../src/platform/deps';
import type { SmsSender } from '../../src/platform/mail';
import type { LagProbe } from '../../src/platform/read-replica';
import { startMailServer } from './mail-server';
import { migratedImage } from './pglite-image';

export interface Reply<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** Texts sent through the SMS interface, newest last. */
export type SmsLog = { to: string; text: string }[];

/**
 * A real server for one test file: PGlite in memory, started from the migrated image (or the PostgreSQL of
 * DATABASE_URL, with the read replica of DATABASE_READ_URL or `config.databaseReadUrl`), a real SMTP server and the
 * whole app, driven through `inject`. Closed after the file. `logger`: the server's log (none by default); `readLagProbe` replaces the replica's
 * measured lag.
 */
export async function startTestApp(
  opts: {
    config?: Partial<Config>;
    extraRoutes?: (app: FastifyInstance, deps: Deps) => void;
    logger?: FastifyServerOptions['logger'];
    readLagProbe?: LagProbe;
  } = {},
) {
  const mail = await startMailServer();
  const base = loadConfig({ ...process.env, DATA_DIR: '/nonexistent-tillbook-test', SMTP_URL: mail.url });
  const config: Config = {
    ...base,
    dataDir: 'memory://',
    ...opts.config,
    // Generous address limit: every injected request comes from 127.0.0.1 and the PostgreSQL run shares one database.
    login: { ...base.login, delayMs: 10, ipLockAfter: 100_000, ...opts.config?.login },
  };
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: 'memory://',
    poolSize: 4,
    databaseReadUrl: config.databaseReadUrl,
    readMaxLagSeconds: config.readMaxLagSeconds,
    readLagProbe: opts.readLagProbe,
    pgliteImage: await migratedImage(),
  });
  // From the migrated image there is nothing left to do, unless this code knows a migration the image lacks.
  if (database.kind === 'pglite') await database.migrate();
  const smsLog: SmsLog = [];
  const sms: SmsSender = {
    async send(to, text) {
      smsLog.push({ to: `${to.areaCode}:${to.phone}`, text });
    },
  };
  const app = await buildApp({ config, database, logger: opts.logger ?? false, sms, extraRoutes: opts.extraRoutes });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await mail.close();
  });

  async function post<T = unknown>(
    path: string,
    body: unknown = {},
    opt: { token?: string; lang?: string; ip?: string; tzOffsetMs?: number } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opt.token) headers.token = opt.token;
    if (opt.lang) headers.lang = opt.lang;
    // The caller's time zone (§7 headers), for reports that bucket by local day.
    if (opt.tzOffsetMs !== undefined) headers['tz-offset-ms'] = String(opt.tzOffsetMs);
    const res = await app.inject({
      method: 'POST',
      url: `/m${path}`,
      headers,
      payload: JSON.stringify(body),
      remoteAddress: opt.ip,
    });
    const json = res.json() as { code: number; msg: string; data: T };
    return { status: res.statusCode, ...json };
  }

  return { app, config, database, db: database.db, mail, smsLog, post };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** A unique address for this run (the PostgreSQL run shares one database between files). */
export const uniqueEmail = (prefix = 'boss') => `${prefix}.${randomBytes(5).toString('hex')}@example.test`;

/** The six-digit code in the newest mail to `email`. */
export function codeFromMail(t: TestApp, email: string): string {
  const m = /\b(\d{6})\b/.exec(t.mail.lastTo(email).text);
  if (!m) throw new Error('no code in mail');
  return m[1];
}

export const DEFAULT_PASSWORD = 'Secret123!';

/** Registers a merchant through the API (code read from the real mail) and answers its boss session. */
export async function newTenant(t: TestApp, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const sent = await t.post('/login/getCodeEmail', { email, sysLanguageId: 3 });
  if (sent.code !== 200) throw new Error(`getCodeEmail answered ${sent.code}`);
  const body = {
    email,
    code: codeFromMail(t, email),
    password: DEFAULT_PASSWORD,
    confirmPassword: DEFAULT_PASSWORD,
    company: 'Harbour Café',
    name: 'Ana Boss',
    areaCode: '44',
    phone: '07700900123',
    sysLanguageId: 3,
    sysCountryId: 1,
    sysCurrencyId: 1,
    ...overrides,
  };
  const res = await t.post<{ token: string; user: { id: number; tenantId: number; permissions: number[] } }>(
    '/login/register',
    body,
  );
  if (res.code !== 200) throw new Error(`register answered ${res.code}: ${JSON.stringify(res.data)}`);
  return { email, password: DEFAULT_PASSWORD, token: res.data.token, user: res.data.user };
}

/**
 * A non-boss user of a tenant with a role holding `menuCodes`, bound to `storeIds` (or all stores), signed in.
 * Written straight to the database so that every module can test refusals without the staff API.
 */
export async function newStaffSession(
  t: TestApp,
  tenantId: number,
  opts: { menuCodes: number[]; storeIds?: number[] | 'all'; roleName?: string },
) {
  const { roles, users, userStores } = await import('../../src/db/schema');
  const { createSession } = await import('../../src/platform/sessions');
  const { claimName } = await import('../../src/platform/sign-in-names');
  const [role] = await t.db
    .insert(roles)
    .values({ tenantId, name: opts.roleName ?? `role-${randomBytes(4).toString('hex')}`, menuCodes: opts.menuCodes })
    .returning();
  const storeIds = opts.storeIds ?? 'all';
  const [user] = await t.db
    .insert(users)
    .values({
      tenantId,
      roleId: role.id,
      name: 'Staff Member',
      email: uniqueEmail('staff'),
      sysLanguageId: 3,
      allStores: storeIds === 'all',
    })
    .returning();
  // Its e-mail signs in like any user's (written straight to the database, it is claimed here as the API would).
  await claimName(t.db, 'email', user.email as string, { tenantId, ownerId: user.id });
  if (storeIds !== 'all' && storeIds.length > 0) {
    await t.db.insert(userStores).values(storeIds.map((storeId) => ({ tenantId, userId: user.id, storeId })));
  }
  const token = await createSession(t.db, t.config, { tenantId, userId: user.id }, 'web');
  return { token, userId: user.id, roleId: role.id };
}

/** The first store registration created for a tenant. */
export async function firstStoreId(t: TestApp, tenantId: number): Promise<number> {
  const { stores } = await import('../../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const [s] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.tenantId, tenantId)).limit(1);
  return s.id;
}
