// Background jobs of the platform (spreadsheet imports, large exports). A job belongs to a tenant and records its
// progress, so the web can show a progress bar from any server copy. Delivery to a copy goes through the PostgreSQL
// queue (pg-boss, schema `pgboss`); this row is the truth about the job: who runs it (claimed atomically), its input
// (a file in the shared file store), its heartbeat (a silent one means its copy died and another takes it over).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './tenancy';

/**
 * A job: `kind` names its work ('members', 'products' imports, 'export' …); status of the contract's ImportJobStatus.
 * (The table keeps its first name, import_jobs.)
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'checking', 'writing', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    /** The first cell errors ([{ row, column, code }]) and how many there were. */
    errors: jsonb('errors')
      .$type<{ row: number; column: string; code: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    errorCount: integer('error_count').notNull().default(0),
    /** What the importer reports when done, e.g. { written: 120 }. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdBy: bigint('created_by', { mode: 'number' }),
    /** What the job needs besides its file: the caller's rights and language when it was started, its options. */
    input: jsonb('input').$type<Record<string, unknown>>(),
    /** The uploaded input in the shared file store; removed when the job ends. */
    fileKey: text('file_key'),
    /** Runs begun (a run whose copy died is taken over and counted again; after a few the job fails). */
    attempts: integer('attempts').notNull().default(0),
    /** The server copy running it (host and process), for logs and metrics. */
    runner: text('runner'),
    /** Written by the running process every few seconds; a running job whose heartbeat went silent is dead. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('import_jobs_status_idx').on(t.status, t.createdAt)],
);
