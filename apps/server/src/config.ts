import path from 'node:path';

/** Everything the server reads from the environment, with the defaults a single merchant needs. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database, uploads and the development outbox live here. */
  dataDir: string;
  /** postgres://… uses a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** smtp://user:pass@host:port or smtps://…; without it mails go to the outbox in the data dir. */
  smtpUrl?: string;
  mailFrom: string;
  /** The address users reach the back office at; used in links sent by mail. */
  publicUrl: string;
  /** Built web app served at /. */
  webDist: string;
  logLevel: string;
  session: { idleHours: number; maxDays: number };
  codes: { ttlMinutes: number; resendSeconds: number; maxAttempts: number };
  resetLinkMinutes: number;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: comma-separated addresses or CIDR ranges, or `true`
   * for any): without it the client address is the connection's own, so a forged header changes nothing.
   */
  trustProxy: boolean | string[];
  /** Failed-login limits (e-mail and device passwords, POS PINs); see README "Login limits". */
  login: {
    slowAfter: number;
    lockAfter: number;
    ipLockAfter: number;
    /** Wrong PINs at one store's tills within the window. */
    pinLockAfter: number;
    /** Wrong PINs at all tills of one merchant within the window. */
    pinMerchantLockAfter: number;
    windowMinutes: number;
    delayMs: number;
  };
}

const num = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number(v));

function parseTrustProxy(v: string | undefined): boolean | string[] {
  const value = (v ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = num(env.PORT, 8080);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tillbook <no-reply@tillbook.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    session: { idleHours: num(env.SESSION_IDLE_HOURS, 7 * 24), maxDays: num(env.SESSION_MAX_DAYS, 30) },
    codes: { ttlMinutes: 10, resendSeconds: num(env.CODE_RESEND_SECONDS, 60), maxAttempts: 5 },
    resetLinkMinutes: num(env.RESET_LINK_MINUTES, 60),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    login: {
      slowAfter: num(env.LOGIN_SLOW_AFTER, 5),
      lockAfter: num(env.LOGIN_LOCK_AFTER, 10),
      ipLockAfter: num(env.LOGIN_IP_LOCK_AFTER, 50),
      pinLockAfter: num(env.LOGIN_PIN_LOCK_AFTER, 10),
      pinMerchantLockAfter: num(env.LOGIN_PIN_MERCHANT_LOCK_AFTER, 30),
      windowMinutes: num(env.LOGIN_WINDOW_MINUTES, 15),
      delayMs: num(env.LOGIN_DELAY_MS, 1000),
    },
  };
}
