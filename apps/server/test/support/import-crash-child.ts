// A server copy that is killed in the middle of an import (used by import-crash.test.ts). It opens the database
// (DATABASE_URL, or the embedded one in DATA_DIR) and the file store of DATA_DIR, runs the job workers of the queue
// JOB_QUEUE, and starts a member import of ROWS rows for TENANT_ID / USER_ID. Once its first batches are written inside
// the import's transaction it says so on stdout ("writing") and waits to be killed: the batch never ends, nothing is
// committed.
import pino from 'pino';
import { memberImporter } from '../../src/modules/members/members.import';
import type { TenantCtx } from '../../src/platform/context';
import { openDatabase } from '../../src/platform/db';
import { createFileStore } from '../../src/platform/files';
import { registerImporter, startImport } from '../../src/platform/imports';
import { Jobs } from '../../src/platform/jobs';
import { xlsxBase64 } from '../factories/files';
import { MEMBER_IMPORT_HEADERS } from '../factories/member';

const env = process.env;
const dataDir = env.DATA_DIR ?? 'memory://';
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
const files = createFileStore({ dataDir, storage: { kind: 'local' } });
const jobs = new Jobs(database.db, files, pino({ level: 'silent' }), {
  queueName: env.JOB_QUEUE as string,
  concurrency: 1,
});
let batches = 0;
registerImporter({ jobs }, () => ({
  ...memberImporter,
  batchSize: 500,
  writeBatch: async (tx, batch) => {
    await memberImporter.writeBatch(tx, batch);
    if (++batches < 2) return;
    process.stdout.write('writing\n');
    await new Promise(() => {});
  },
}));
await jobs.startWorkers();

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
const rows = Number(env.ROWS);
const file = [
  MEMBER_IMPORT_HEADERS,
  ...Array.from({ length: rows }, (_, i) => ['Crash Member', '', `61${String(i).padStart(7, '0')}`]),
];
// Keeps the process alive while it waits to be killed (the job's timers do not).
setInterval(() => {}, 60_000);
const started = await startImport(ctx, { jobs }, memberImporter, {
  fileName: 'members.xlsx',
  base64: await xlsxBase64(file),
});
process.stdout.write(`job ${started.jobId}\n`);
