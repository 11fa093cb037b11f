import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Reply } from '../../apps/server/src/demo/api';

/** What run.sh started, as it tells the driver (environment). */
function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the proof with scripts/scale-out/run.sh`);
  return value;
}

export const cluster = {
  tmp: need('SCALE_TMP'),
  logs: need('LOGS'),
  dataDir: need('DATA_DIR'),
  primaryUrl: need('PRIMARY_URL'),
  standbyUrl: need('STANDBY_URL'),
  copyA: need('COPY_A_URL'),
  copyB: need('COPY_B_URL'),
  /** On the primary alone (no DATABASE_READ_URL): the reference answers. */
  copyC: need('COPY_C_URL'),
  balancer: need('LB_URL'),
  stats: need('STATS_URL'),
  ctl: need('CTL'),
  metricsToken: need('METRICS_TOKEN'),
};

/** ctl.sh: `crash-copy A`, `start-copy A`, `stop-standby` (the processes are run.sh's; it ends them on exit). */
export function ctl(...args: string[]) {
  execFileSync('bash', [cluster.ctl, ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** ctl.sh without blocking the driver (two copies starting at once). */
export const ctlAsync = (...args: string[]) => promisify(execFile)('bash', [cluster.ctl, ...args]);

/** POST /m<route> on a copy or the balancer; a 5xx page, a reset or a timeout answers code 0 with what happened. */
export async function post<T = unknown>(
  base: string,
  route: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  try {
    const res = await fetch(`${base}/m${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as Reply<T>;
    } catch {
      return { code: 0, msg: `HTTP ${res.status} ${text.slice(0, 80)}`, data: null as T };
    }
  } catch (e) {
    return { code: 0, msg: String((e as Error).cause ?? e), data: null as T };
  }
}

/** The read replica's state as a copy sees it ('ok', 'lagging', 'down', 'none'), from its metrics; undefined without. */
export async function replicaState(base: string): Promise<string | undefined> {
  const res = await fetch(`${base}/m/metrics`, { headers: { authorization: `Bearer ${cluster.metricsToken}` } }).catch(
    () => undefined,
  );
  if (!res?.ok) return undefined;
  return /^tillbook_db_replica_state\{state="(\w+)"\} 1$/m.exec(await res.text())?.[1];
}

/** One query on PostgreSQL (primary or standby), its rows. */
export async function query<R>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as R[];
  } finally {
    await client.end();
  }
}

/** Asks `ask` every `everyMs` until it answers something other than undefined, or throws after `seconds`. */
export async function waitFor<T>(what: string, seconds: number, ask: () => Promise<T | undefined>, everyMs = 100) {
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const value = await ask();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

/** The size of a log file now: what a process writes after this point is read with `logSince`. */
export const logMark = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

export function logSince(file: string, mark: number): string {
  if (!fs.existsSync(file)) return '';
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.statSync(file).size;
    const buf = Buffer.alloc(Math.max(0, size - mark));
    fs.readSync(fd, buf, 0, buf.length, mark);
    return buf.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/** The message of a log line (the copies log JSON lines). */
export function logMessage(line: string): string {
  try {
    return String((JSON.parse(line) as { msg?: string }).msg ?? line).slice(0, 160);
  } catch {
    return line.slice(0, 160);
  }
}

export const logOf = (name: string) => path.join(cluster.logs, `${name}.log`);

/** PASS/FAIL lines, and the figures printed at the end. */
const results: { name: string; ok: boolean }[] = [];
export const figures: [string, string][] = [];

export function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok });
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
}

export const failures = () => results.filter((r) => !r.ok).length;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
