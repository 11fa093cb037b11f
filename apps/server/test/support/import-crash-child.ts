// A server process that is killed in the middle of an import (used by import-crash.test.ts). It opens the database
// (DATABASE_URL, or the embedded one in DATA_DIR), starts a member import of ROWS rows for TENANT_ID / USER_ID and,
// once the first batch is written inside the import's transaction, says so on stdout ("writing <jobId>") and waits
// for the test to kill it: the second batch never ends. Nothing is committed: the rows are in the open transaction.
import pino from 'pino';
import { memberImporter } from '../../src/modules/members/members.import';
import type { TenantCtx } from '../../src/platform/context';
import { openDatabase } from '../../src/platform/db';
import { startImport } from '../../src/platform/imports';
import { xlsxBase64 } from '../factories/files';
import { MEMBER_IMPORT_HEADERS } from '../factories/member';

const env = process.env;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? 'memory://' });
const rows = Number(env.ROWS);
const ctx: TenantCtx = {
  db: database.db,
  lang: 'en_GB',
  tzOffsetMs: 0,
  requestId: 'crash',
  ip: '127.0.0.1',
  tenantId: Number(env.TENANT_ID),
  userId: Number(env.USER_ID),
  sessionId: 0,
  sessionKind: 'web',
  isBoss: true,
  permissions: new Set(),
  storeIds: 'all',
};
const file = [
  MEMBER_IMPORT_HEADERS,
  ...Array.from({ length: rows }, (_, i) => ['Crash Member', '', `61${String(i).padStart(7, '0')}`]),
];
let batches = 0;
// Keeps the process alive while it waits to be killed (the job's heartbeat timer does not).
setInterval(() => {}, 60_000);
const started = await startImport(
  ctx,
  { log: pino({ level: 'silent' }) },
  {
    ...memberImporter,
    batchSize: 500,
    writeBatch: async (tx, batch) => {
      await memberImporter.writeBatch(tx, batch);
      if (++batches < 2) return;
      process.stdout.write('writing\n');
      await new Promise(() => {});
    },
  },
  { fileName: 'members.xlsx', base64: await xlsxBase64(file) },
);
process.stdout.write(`job ${started.jobId}\n`);
