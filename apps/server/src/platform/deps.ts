import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from './db';
import type { FileStore } from './files';
import type { Jobs } from './jobs';
import type { Mailer, SmsSender } from './mail';
import type { ReferenceRegistry } from './references';

/** What modules need besides the request context: configuration and the outside world. */
export interface Deps {
  config: Config;
  /** The primary database, for work that runs outside a request (schedules, sweeps). */
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Uploaded files (local folder or S3-compatible bucket), shared by every server copy. */
  files: FileStore;
  /** Background jobs: any server copy runs them (imports, large exports). */
  jobs: Jobs;
  /** Deletion checks across modules (§5). */
  references: ReferenceRegistry;
}
