// Background jobs of the platform (spreadsheet imports today). A job belongs to a tenant and records its progress,
// so the web can show a progress bar and a second server process could pick up queued jobs (SKIP LOCKED). The
// runner's heartbeat tells any server copy whether the process running a job is still alive.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './tenancy';

/** An import job: `kind` names the importer ('members', 'products', …); status of the contract's ImportJobStatus. */
export const importJobs = pgTable(
  'import_jobs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['checking', 'writing', 'done', 'failed'] })
      .notNull()
      .default('checking'),
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
    /** Written by the running process every few seconds; a running job whose heartbeat went silent is dead. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('import_jobs_status_idx').on(t.status, t.createdAt)],
);
