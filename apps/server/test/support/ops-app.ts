import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/platform/db';
import type { Deps } from '../../src/platform/deps';
import { migratedImage } from './pglite-image';

/**
 * An app of its own for the operations tests, which stop it, drain it or read its log: the test database's kind
 * (PGlite in memory, started from the migrated image, or the PostgreSQL of DATABASE_URL), no mail, and optionally a
 * log captured line by line.
 */
export async function opsApp(
  opts: {
    config?: Partial<Config>;
    database?: Database;
    log?: LogCapture;
    extraRoutes?: (app: FastifyInstance, deps: Deps) => void;
  } = {},
) {
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: 'memory://',
      poolSize: 2,
      pgliteImage: await migratedImage(),
    }));
  if (!opts.database && database.kind === 'pglite') await database.migrate();
  const config: Config = {
    ...loadConfig({ ...process.env, DATA_DIR: '/nonexistent-tillbook-test' }),
    dataDir: 'memory://',
    ...opts.config,
  };
  const app = await buildApp({
    config,
    database,
    logger: opts.log ? { level: 'info', stream: opts.log.stream } : false,
    mailer: { send: async () => {}, close: () => {} },
    sms: { send: async () => {} },
    extraRoutes: opts.extraRoutes,
  });
  return { app, database, config };
}

export type LogLine = Record<string, unknown> & { msg?: string };

/** The JSON lines a logger writes, kept in order; `next(match)` waits for the first line that matches. */
export class LogCapture {
  readonly lines: { raw: string; json: LogLine }[] = [];
  private waiting: { match: (l: LogLine) => boolean; resolve: (l: { raw: string; json: LogLine }) => void }[] = [];

  readonly stream = new Writable({
    write: (chunk, _enc, done) => {
      for (const raw of String(chunk).split('\n').filter(Boolean)) {
        const line = { raw, json: JSON.parse(raw) as LogLine };
        this.lines.push(line);
        const matched = this.waiting.filter((w) => w.match(line.json));
        this.waiting = this.waiting.filter((w) => !matched.includes(w));
        for (const w of matched) w.resolve(line);
      }
      done();
    },
  });

  next(match: (l: LogLine) => boolean): Promise<{ raw: string; json: LogLine }> {
    const found = this.lines.find((l) => match(l.json));
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }
}

/** A promise with its resolve at hand, for a test that decides when a handler or hook may go on. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
