import { randomBytes } from 'node:crypto';

// Each test file's apps take jobs from a queue of their own: on PostgreSQL the files share one database, and a job
// started by one file (with its own test importer) must not be run by another file's workers.
process.env.JOB_QUEUE = `test-${randomBytes(4).toString('hex')}`;
