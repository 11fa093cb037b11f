import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { AggregateWorker, aggregateQueueStats } from './ledgers/aggregate-queue';
import { accountRoutes } from './modules/account/account.routes';
import { adMaterialRoutes } from './modules/ad-material/ad-material.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { customerDisplayRoutes } from './modules/customer-display/customer-display.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { exportsRoutes } from './modules/exports/exports.routes';
import { homeRoutes } from './modules/home/home.routes';
import { kitchenRoutes } from './modules/kitchen/kitchen.routes';
import { membersRoutes } from './modules/members/members.routes';
import { onlineShopRoutes } from './modules/online-shop/online-shop.routes';
import { storefrontRoutes } from './modules/online-shop/storefront/storefront.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { salesRoutes } from './modules/sales/sales.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { storesRoutes } from './modules/stores/stores.routes';
import type { Database } from './platform/db';
import type { Deps } from './platform/deps';
import { createFileStore } from './platform/files';
import { BODY_LIMITS, installHttpPlatform } from './platform/http';
import { Jobs } from './platform/jobs';
import { createLogSms, createMailer, type Mailer, type SmsSender } from './platform/mail';
import {
  addAggregateQueueGauges,
  addJobGauges,
  createMetrics,
  installRequestMetrics,
  metricsRoute,
} from './platform/metrics';
import { createReadiness, installProbes } from './platform/readiness';
import { ReferenceRegistry } from './platform/references';
import { installRequestLog, loggerOptions, requestIdOf } from './platform/request-log';
import { installSecurityHeaders } from './platform/security-headers';
import { useNamedStatements } from './platform/statements';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the SMTP/outbox mailer or the SMS provider (tests use a real in-process SMTP server instead). */
  mailer?: Mailer;
  sms?: SmsSender;
  /** Extra routes, added after the modules (tests of the guard use it). */
  extraRoutes?: (app: FastifyInstance, deps: Deps) => void;
}

/** The web pages built beside the back office, each served from `/<page>/` (apps/web/<page>/index.html). */
const WEB_PAGES = ['shop', 'display', 'kitchen'] as const;

/** Every domain module, in one place: a module is a function that adds its routes. */
const modules = [
  authRoutes,
  accountRoutes,
  storesRoutes,
  settingsRoutes,
  staffRoutes,
  catalogRoutes,
  membersRoutes,
  stockRoutes,
  salesRoutes,
  devicesRoutes,
  reportsRoutes,
  homeRoutes,
  exportsRoutes,
  onlineShopRoutes,
  storefrontRoutes,
  adMaterialRoutes,
  kitchenRoutes,
  customerDisplayRoutes,
  billingRoutes,
];

/**
 * Builds the whole server: platform (context, guard, errors), the API under /m, OpenAPI and the web app, and the
 * operations endpoints (/m/health, /m/ready, /m/metrics). The app carries `app.metrics` (add gauges) and
 * `app.readiness` (start draining before `app.close()`).
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  useNamedStatements(config.namedStatements);
  const app = Fastify({
    ...loggerOptions(opts.logger, config.logLevel),
    // The load balancer's X-Request-Id when it is safe, so its log and ours name a request alike.
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    // Each route under /m sets its own limit (uploads larger); this one covers everything else.
    bodyLimit: BODY_LIMITS.default,
    // Stopping: requests in flight finish; idle keep-alive connections are closed at once and new requests on busy
    // ones answer 503 (with Connection: close), so the balancer retries them on another copy.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  installRequestLog(app);
  const metrics = createMetrics({ database, log: app.log });
  const readiness = createReadiness(database);
  app.decorate('metrics', metrics);
  app.decorate('readiness', readiness);
  installRequestMetrics(app, metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const files = createFileStore(config);
  const deps: Deps = {
    config,
    db: database.db,
    log: app.log,
    mailer:
      opts.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    sms: opts.sms ?? createLogSms(app.log),
    files,
    jobs: new Jobs(database.db, files, app.log, { queueName: config.jobQueue, concurrency: config.jobConcurrency }),
    references: new ReferenceRegistry(),
  };
  addJobGauges(metrics, deps.jobs);
  // Every copy runs jobs once it is ready; a closing copy hands its jobs back at the end of their current step.
  app.addHook('onReady', async () => deps.jobs.startWorkers());
  app.addHook('onClose', async () => deps.jobs.stop(config.shutdownTimeoutSeconds * 1000));
  // Every copy adds paid receipts to the report aggregates in batches (ledgers/aggregate-queue.ts).
  const aggregates = new AggregateWorker(database.db, app.log);
  addAggregateQueueGauges(metrics, () => aggregateQueueStats(database.db));
  app.addHook('onReady', async () => aggregates.start());
  app.addHook('onClose', async () => aggregates.stop());
  app.addHook('onClose', async () => deps.mailer.close());

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Tillbook back-office API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  installHttpPlatform(app, { db: database.db, config, database });
  installSecurityHeaders(app, config);

  await app.register(async (api) => {
    for (const mod of modules) mod(api, deps);
    opts.extraRoutes?.(api, deps);
    api.get('/m/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => api.swagger());
  });
  installProbes(app, readiness, database);
  metricsRoute(app, metrics, config.metricsToken);

  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    // The build writes brotli and gzip copies of its text files (apps/web/vite.config.ts): sent when accepted.
    await app.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false, preCompressed: true });
    // The pages of their own (storefront, customer and kitchen displays) live in folders: their relative asset
    // addresses need the trailing slash.
    for (const page of WEB_PAGES)
      app.get(`/${page}`, { config: { access: 'public' } }, async (req, reply) =>
        reply.redirect(`/${page}/${req.url.slice(page.length + 1)}`, 301),
      );
  } else {
    app.get('/', { config: { access: 'public' } }, async (_req, reply) =>
      reply.type('text/plain').send('The web app is not built: run `npm run build -w apps/web`, or `npm start`.'),
    );
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/m/')) return reply.status(404).send({ code: 404, msg: 'Not Found', data: null });
    // Hash routing: every other path is the web app's to resolve.
    if (fs.existsSync(path.join(config.webDist, 'index.html'))) return reply.sendFile('index.html');
    return reply.status(404).send('Not Found');
  });
  return app;
}
