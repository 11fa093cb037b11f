import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, openDatabase } from '../../apps/server/src/platform/db';
import type { MailMessage } from '../../apps/server/src/platform/mail';

/**
 * The app a bench drives on `database`: the login limits out of the way (a bench signs in often on purpose), mails
 * kept in memory (sign-up codes are read from them).
 */
export async function benchApp(database: Database, dataDir: string) {
  const mails: MailMessage[] = [];
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir }), dataDir };
  config.login = { ...config.login, lockAfter: 1e9, ipLockAfter: 1e9, slowAfter: 1e9 };
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: { send: async (m) => void mails.push(m), close() {} },
  });
  return { app, mails };
}

/**
 * The server a bench part measures: a fresh data folder (the embedded database, or DATABASE_URL), migrated, the
 * login limits out of the way (a bench signs in often on purpose), mails kept in memory (sign-up codes are read from
 * them), listening on loopback. `beforeListen` may add hooks (a bench measuring what requests cost). `stop()` closes it
 * and removes the folder.
 */
export async function startBenchServer(
  name: string,
  opts: { beforeListen?: (app: FastifyInstance, database: Database) => void } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tillbook-bench-${name}-`));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const { app, mails } = await benchApp(database, dataDir);
  opts.beforeListen?.(app, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    database,
    mails,
    origin,
    /** The API's base address (`…/m`). */
    base: `${origin}/m`,
    async stop() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
