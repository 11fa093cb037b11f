import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { homeRoutes } from './modules/home/home.routes';
import { membersRoutes } from './modules/members/members.routes';
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
import { createLogSms, createMailer, type Mailer, type SmsSender } from './platform/mail';
import { ReferenceRegistry } from './platform/references';
import { installSecurityHeaders } from './platform/security-headers';

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
];

/** Builds the whole server: platform (context, guard, errors), the API under /m, OpenAPI and the web app. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    genReqId: () => `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    trustProxy: config.trustProxy,
    // Each route under /m sets its own limit (uploads larger); this one covers everything else.
    bodyLimit: BODY_LIMITS.default,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps: Deps = {
    config,
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
    files: createFileStore(config),
    references: new ReferenceRegistry(),
  };
  app.addHook('onClose', async () => deps.mailer.close());

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Tillbook back-office API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  installHttpPlatform(app, { db: database.db, config });
  installSecurityHeaders(app, config);

  await app.register(async (api) => {
    for (const mod of modules) mod(api, deps);
    opts.extraRoutes?.(api, deps);
    api.get('/m/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => api.swagger());
    api.get('/m/health', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
      try {
        await database.ping();
        return { code: 200, msg: 'ok', data: { database: database.kind } };
      } catch {
        return reply.status(503).send({ code: 500, msg: 'database unreachable', data: null });
      }
    });
  });

  if (fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false });
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
