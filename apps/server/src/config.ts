import path from 'node:path';

/** Everything the server reads from the environment, with the defaults a single merchant needs. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database, uploads and the development outbox live here. */
  dataDir: string;
  /** postgres://… uses a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /**
   * A PostgreSQL standby (DATABASE_READ_URL) for reads that tolerate a little lag: reports, exports, lists. Reads go
   * back to the primary while it is down or lags more than `readMaxLagSeconds` (DATABASE_READ_MAX_LAG_SECONDS, 10).
   */
  databaseReadUrl?: string;
  readMaxLagSeconds: number;
  /** Connections per server copy to PostgreSQL (DATABASE_POOL_SIZE, 10). */
  poolSize: number;
  /**
   * Where uploads live: a folder under the data dir (default; a shared volume when several copies run), or an
   * S3-compatible bucket when S3_URL is set (S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).
   */
  storage:
    | { kind: 'local' }
    | { kind: 's3'; url: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string };
  /** Bearer token for GET /m/metrics (METRICS_TOKEN); without it the metrics are not served. */
  metricsToken?: string;
  /** Seconds a stopping server gives in-flight requests and the current step of its jobs (SHUTDOWN_TIMEOUT_SECONDS, 30). */
  shutdownTimeoutSeconds: number;
  /**
   * Seconds a stopping copy keeps answering (with /m/ready at 503) before it closes, so the load balancer sees it
   * go (SHUTDOWN_DRAIN_SECONDS, 0; behind HAProxy at least its check interval × fall).
   */
  shutdownDrainSeconds: number;
  /** Background jobs (imports, large exports) this copy runs at once (JOB_CONCURRENCY, 2). */
  jobConcurrency: number;
  /** The queue every copy of one installation takes jobs from (JOB_QUEUE, 'jobs'). */
  jobQueue: string;
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

function parseStorage(env: NodeJS.ProcessEnv): Config['storage'] {
  if (!env.S3_URL) return { kind: 'local' };
  return {
    kind: 's3',
    url: env.S3_URL,
    bucket: env.S3_BUCKET ?? 'tillbook',
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = num(env.PORT, 8080);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    readMaxLagSeconds: num(env.DATABASE_READ_MAX_LAG_SECONDS, 10),
    poolSize: num(env.DATABASE_POOL_SIZE, 10),
    storage: parseStorage(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutSeconds: num(env.SHUTDOWN_TIMEOUT_SECONDS, 30),
    shutdownDrainSeconds: num(env.SHUTDOWN_DRAIN_SECONDS, 0),
    jobConcurrency: num(env.JOB_CONCURRENCY, 2),
    jobQueue: env.JOB_QUEUE || 'jobs',
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
