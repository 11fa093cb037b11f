import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mailer, SmsSender } from './mail';
import type { ReferenceRegistry } from './references';

/** What modules need besides the request context: configuration and the outside world. */
export interface Deps {
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Deletion checks across modules (§5). */
  references: ReferenceRegistry;
}
