import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

/**
 * Every log line names the work it belongs to: `requestId` during a request (the load balancer's id when it sent a
 * safe one), `jobId` (or whatever the runner passes) in background work. Fastify's per-request logger (`req.log`)
 * carries the id as a binding; lines written through the app's logger (`app.log`, `deps.log`) get it from the
 * context of the running code (AsyncLocalStorage), added by the pino `mixin` below.
 */
export type LogContext = Readonly<Record<string, string | number>>;

const storage = new AsyncLocalStorage<LogContext>();

/** The key the request id is logged under, by the request logger and the mixin alike. */
export const REQUEST_ID_LOG_KEY = 'requestId';
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when it cannot forge a log line or a header: short, and of these characters. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The load balancer's X-Request-Id when it is safe, else a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && SAFE_ID.test(incoming)) return incoming;
  return `req-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** The fields of the code running now (empty outside a request or job). */
export function currentLogContext(): LogContext {
  return storage.getStore() ?? {};
}

/**
 * Runs `fn` with `fields` added to every line the app's logger writes meanwhile, in `fn` and everything it starts
 * (timers, promises). For background work: `withLogContext({ jobId: job.id, queue: job.name }, () => run(job))`.
 */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, fn);
}

/** Per-request loggers already carry the id as a binding; the mixin leaves them alone (no key written twice). */
const requestLoggers = new WeakSet<object>();

/**
 * Logger options for Fastify: `base` (false, true or options) with the context mixin and the request id's key, or
 * nothing when logging is off. A mixin `base` already has runs too.
 */
export function loggerOptions(base: FastifyServerOptions['logger'], level: string): Partial<FastifyServerOptions> {
  if (base === false) return { logger: false };
  const options = base === true || base === undefined ? { level } : base;
  const own = options.mixin;
  return {
    logger: {
      ...options,
      // pino merges the line's own fields into the object returned here: always a fresh one.
      mixin: (obj, lineLevel, logger) => {
        const fields = requestLoggers.has(logger) ? {} : { ...storage.getStore() };
        return own ? { ...fields, ...own(obj, lineLevel, logger) } : fields;
      },
    },
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_KEY }),
    childLoggerFactory: (logger, bindings, opts) => {
      const child = logger.child(bindings, opts) as FastifyBaseLogger;
      requestLoggers.add(child);
      return child;
    },
  };
}

/**
 * Enters the request's log context and echoes its id as X-Request-Id on every answer. Installed first, so the
 * guard's session lookup and every later hook log with the id. The body is read on the socket's own events, outside
 * the context: it is entered again once the body is parsed (preValidation), for the handler and what it calls.
 */
export function installRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    storage.run({ [REQUEST_ID_LOG_KEY]: req.id }, done);
  });
  app.addHook('preValidation', (req, _reply, done) => storage.run({ [REQUEST_ID_LOG_KEY]: req.id }, done));
}
