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
  /**
   * Where each copy listens for changed sessions (DATABASE_LISTEN_URL; default DATABASE_URL): a direct connection to
   * the primary when DATABASE_URL points at pgbouncer in transaction mode, which cannot hold a LISTEN.
   */
  databaseListenUrl?: string;
  /**
   * Hot-path statements as named prepared statements (DATABASE_NAMED_STATEMENTS, on; `off` behind a pooler in
   * transaction mode that cannot keep them: pgbouncer before 1.21 or without `max_prepared_statements`).
   */
  namedStatements: boolean;
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
  /** Subscription and billing (docs/billing.md). Without BILLING_PROVIDER billing is off and every feature open. */
  billing: BillingConfig;
}

/** Billing: the provider, the plans' overrides, the schedule of trials, retries and grace, and the operator. */
export interface BillingConfig {
  /** BILLING_PROVIDER: none (self-hosted, default), test (built-in test cards and clock) or stripe. */
  provider: 'none' | 'test' | 'stripe';
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET; STRIPE_API_BASE only to point at a stand-in. */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  /** BILLING_PLANS: JSON object of plan code → fields to change or a whole new plan (platform/plan-limits.ts). */
  planOverrides: Record<string, unknown>;
  /** BILLING_TRIAL_PLAN (monthly) for BILLING_TRIAL_DAYS (14) after registration; 0 days: the free plan at once. */
  trialPlan: string;
  trialDays: number;
  /** BILLING_RETRY_DAYS (1,3,5): days after a failed renewal each retry runs; the grace period ends with the last. */
  retryDays: number[];
  /** BILLING_SWEEP_SECONDS (60): how often each copy looks for renewals and retries that fell due. */
  sweepSeconds: number;
  /**
   * The VIES VAT-number check (BILLING_VIES_URL, the European Commission's REST endpoint by default; `off`: never
   * asked, every EU VAT ID stays "unknown"). Unreachable or unavailable: "unknown", never "invalid".
   */
  viesUrl: string | null;
  /** The operator named on invoices: BILLING_OPERATOR_NAME, _ADDRESS, _COUNTRY, _VAT_ID, _EMAIL; number prefix. */
  operator: { name: string; address: string; country: string; vatId: string; email: string; invoicePrefix: string };
}

function parseJsonObject(name: string, v: string | undefined): Record<string, unknown> {
  if (!v || v.trim() === '') return {};
  const parsed: unknown = JSON.parse(v);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${name} must be a JSON object`);
  return parsed as Record<string, unknown>;
}

function parseBilling(env: NodeJS.ProcessEnv): BillingConfig {
  const provider = (env.BILLING_PROVIDER ?? '').trim() || 'none';
  if (provider !== 'none' && provider !== 'test' && provider !== 'stripe')
    throw new Error(`BILLING_PROVIDER must be none, test or stripe (is ${provider})`);
  if (provider === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET))
    throw new Error('BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const retryDays = (env.BILLING_RETRY_DAYS ?? '1,3,5')
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isFinite(d) && d > 0);
  return {
    provider,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiBase: env.STRIPE_API_BASE || undefined,
    },
    planOverrides: parseJsonObject('BILLING_PLANS', env.BILLING_PLANS),
    trialPlan: env.BILLING_TRIAL_PLAN || 'monthly',
    trialDays: num(env.BILLING_TRIAL_DAYS, 14),
    retryDays: retryDays.length > 0 ? retryDays.sort((a, b) => a - b) : [1, 3, 5],
    sweepSeconds: num(env.BILLING_SWEEP_SECONDS, 60),
    viesUrl:
      env.BILLING_VIES_URL === 'off'
        ? null
        : env.BILLING_VIES_URL || 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number',
    operator: {
      name: env.BILLING_OPERATOR_NAME ?? 'Tillbook',
      address: env.BILLING_OPERATOR_ADDRESS ?? '',
      country: (env.BILLING_OPERATOR_COUNTRY ?? 'GB').toUpperCase(),
      vatId: env.BILLING_OPERATOR_VAT_ID ?? '',
      email: env.BILLING_OPERATOR_EMAIL ?? '',
      invoicePrefix: env.BILLING_INVOICE_PREFIX || 'TB',
    },
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
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    namedStatements: env.DATABASE_NAMED_STATEMENTS !== 'off',
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
    billing: parseBilling(env),
  };
}
