import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Mailer, SmsSender } from './mail';

/** What modules need besides the request context: configuration and the outside world. */
export interface Deps {
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
}
