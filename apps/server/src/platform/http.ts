import {
  type AppPermission,
  type DeviceKind,
  Err,
  type ErrCode,
  errorMessage,
  HEADERS,
  hasNul,
  httpStatusOf,
  type MenuCode,
  TZ_OFFSET_MAX_MS,
  toUiLang,
  type UiLang,
} from '@tillbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Ctx, TenantCtx } from './context';
import type { Database, Db } from './db';
import { AppError, CodedResult } from './errors';
import { isReplicaFailure, primaryMarkerCookie, primaryUntil } from './read-replica';
import { listenForSessionChanges, SessionCache } from './session-cache';
import { type CallerCache, resolveSession, resolveShopperSession, type ShopperSession } from './sessions';

/**
 * What a route needs (§6): nothing; any signed-in person (back office or POS app); a back-office session of any
 * permission ('office': the account routes, which a POS PIN session must never reach); a back-office menu permission
 * (or any one of several; back-office sessions only); a POS app session ('app'), with an app permission
 * (`{ app }`); or a device session of one of the given kinds.
 */
export type Access =
  | 'public'
  | 'session'
  | 'office'
  | { menu: MenuCode }
  | { anyMenu: readonly MenuCode[] }
  | 'app'
  | { app: AppPermission }
  | { device: readonly DeviceKind[] };

/**
 * The storefront's routes: 'shopper' needs a signed-in shopper; 'shopperOrGuest' takes a shopper or nobody (a guest),
 * never another kind of session. No other access lets a shopper in.
 */
export type ShopperAccess = 'shopper' | 'shopperOrGuest';

const isShopperAccess = (access: Access | ShopperAccess): access is ShopperAccess =>
  access === 'shopper' || access === 'shopperOrGuest';

/** Whether a signed-in caller may use a route of this access; false answers 20041 (no permission). */
function allowed(access: Exclude<Access, 'public'>, t: TenantCtx): boolean {
  if (access === 'session') return t.sessionKind === 'web' || t.sessionKind === 'app';
  if (access === 'office') return t.sessionKind === 'web';
  if (access === 'app') return t.sessionKind === 'app' && !!t.app;
  if ('menu' in access) return t.sessionKind === 'web' && t.permissions.has(access.menu);
  if ('anyMenu' in access) return t.sessionKind === 'web' && access.anyMenu.some((m) => t.permissions.has(m));
  if ('app' in access) return t.sessionKind === 'app' && !!t.app && t.app.permissions[access.app] === true;
  return t.sessionKind === 'device' && !!t.device && access.device.includes(t.device.kind);
}

/**
 * Where a route's reads may go: 'replica' for reads that tolerate a little lag (reports, exports, lists), which use
 * the read replica while it is usable. Such a route must only read: a standby refuses any write (25006).
 */
export type Reads = 'primary' | 'replica';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access | ShopperAccess;
    reads?: Reads;
  }
  interface FastifyInstance {
    /** The guard's cache of signed-in callers (tests follow its invalidations). */
    sessionCache: CallerCache;
  }
  interface FastifyRequest {
    ctx: Ctx;
    tenant?: TenantCtx;
    /** A storefront route's signed-in shopper. */
    shopper?: ShopperSession;
    /** A lag-tolerant route's request that may read on the replica: the database to ask for it. */
    replicaReads?: Database;
  }
}

export function envelope(code: number, lang: UiLang, data: unknown = null, fallbackMsg?: string) {
  return { code, msg: errorMessage(code, lang) ?? fallbackMsg ?? String(code), data };
}

/** Sends a refusal with its spec code and matching HTTP status. */
function sendCode(reply: FastifyReply, lang: UiLang, code: number, data: unknown = null) {
  return reply.status(httpStatusOf(code)).send(envelope(code, lang, data));
}

interface ZodLikeIssue {
  instancePath: string;
  message?: string;
  params?: { params?: { code?: number } };
}

const NUL_MESSAGE = 'text holds a NUL character';

/** The path ('lines.0.note', '' for the body itself) of the first string or key holding NUL, or null. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasNul(value) ? path.join('.') : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value)) {
    if (hasNul(key)) return [...path, key].join('.');
    const found = nulPath(v, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** One §7 offset header in milliseconds (`unitMs` per unit), or undefined when absent, not a number or out of range. */
function offsetHeader(value: unknown, unitMs: number): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const ms = Number(value) * unitMs;
  return Number.isFinite(ms) && Math.abs(ms) <= TZ_OFFSET_MAX_MS ? Math.round(ms) : undefined;
}

/**
 * The caller's time-zone offset from the §7 headers: milliseconds first, else hours, else UTC. A header that is not
 * a number or lies beyond ±TZ_OFFSET_MAX_MS is ignored like an absent one (as an unknown `lang` is).
 */
function tzOffsetOf(headers: FastifyRequest['headers']): number {
  return offsetHeader(headers[HEADERS.tzOffsetMs], 1) ?? offsetHeader(headers[HEADERS.tzOffsetHours], 3_600_000) ?? 0;
}

/**
 * Largest request body (bytes) a route takes unless it says otherwise; the global limit only covers what no route
 * handles. A 300-line receipt with modifiers and discounts is about 60 KB. `bulk`: the saves whose schema admits
 * more (receipts of up to 500 lines, product and price lists, stock counts).
 */
export const BODY_LIMITS = { default: 256 * 1024, bulk: 2 * 1024 * 1024 } as const;

/** The body limit of an upload route: a file of `maxFileBytes` in base64, with room for the other fields. */
export const uploadBodyLimit = (maxFileBytes: number) => Math.ceil(maxFileBytes / 3) * 4 + 64 * 1024;

/**
 * Installs the request context, the guard and the one error handler. Must run before any route is added:
 * a route under /m that declares no access makes registration fail, so the server refuses to start.
 */
export function installHttpPlatform(app: FastifyInstance, deps: { db: Db; config: Config; database?: Database }) {
  const database = deps.database;
  // The replica's changes of state (reads moving to the primary and back) go to the server's log.
  database?.logTo(app.log);
  const hasReplica = () => !!database && database.replicaStatus().state !== 'none';

  // Signed-in callers of the last few seconds (session-cache.ts). It keeps nothing until it hears the database's
  // notifications of changed sessions, and nothing without a database to hear.
  const callers: CallerCache = new SessionCache();
  app.decorate('sessionCache', callers);
  if (database) {
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = await listenForSessionChanges(database, callers as SessionCache<unknown>, app.log, {
        url: deps.config.databaseListenUrl,
      });
    });
    app.addHook('onClose', async () => stopListening?.());
  }

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/m/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (public, session or a permission)`);
    }
  });

  // JSON only (§7: every request carries JSON content): a form or text/plain post from another site answers 415.
  // An empty JSON body, or none at all, is {} (several §7 calls send no payload). The query string is never read.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const body = raw as string;
    if (!body) return done(null, {});
    parseJson(req, body, (err, value) => {
      if (err) return done(err, undefined);
      // PostgreSQL refuses NUL in text: refused here for every field at once, before any schema runs.
      const nul = body.includes('\\u0000') ? nulPath(value) : null;
      if (nul !== null)
        return done(new AppError(Err.PARAM, { issues: [{ path: nul, message: NUL_MESSAGE }] }), undefined);
      done(null, value);
    });
  });
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined) req.body = {};
  });

  app.decorateRequest('ctx', null as unknown as Ctx);
  app.decorateRequest('tenant', undefined);
  app.decorateRequest('shopper', undefined);
  app.decorateRequest('replicaReads', undefined);

  app.addHook('onRequest', async (req, reply) => {
    const langHeader = req.headers[HEADERS.lang];
    req.ctx = {
      db: deps.db,
      lang: toUiLang(typeof langHeader === 'string' ? langHeader : undefined),
      tzOffsetMs: tzOffsetOf(req.headers),
      requestId: req.id,
      ip: req.ip,
    };
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = req.headers[HEADERS.token];
    if (isShopperAccess(access)) {
      if (access === 'shopperOrGuest' && !token) return;
      req.shopper = await resolveShopperSession(req.ctx, deps.config, typeof token === 'string' ? token : undefined);
      return;
    }
    const tenant = await resolveSession(req.ctx, deps.config, typeof token === 'string' ? token : undefined, callers);
    if (!allowed(access, tenant)) return sendCode(reply, req.ctx.lang, Err.NO_PERMISSION);
    req.tenant = tenant;
    // Everything up to here (the session, its counters) ran on the primary; only the handler may read elsewhere, and
    // not while the caller's own recent write may be missing there (read-your-own-writes, see `primaryUntil`).
    if (
      req.routeOptions.config?.reads === 'replica' &&
      hasReplica() &&
      primaryUntil(req.headers.cookie) <= Date.now()
    ) {
      req.replicaReads = database;
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const config = req.routeOptions.config;
    // A route that is not lag-tolerant may have written: the caller's next lag-tolerant reads stay on the primary.
    // Only back-office sessions reach lag-tolerant routes (the POS and devices always read the primary).
    if (req.tenant?.sessionKind === 'web' && config?.reads !== 'replica' && hasReplica()) {
      reply.header('set-cookie', primaryMarkerCookie(deps.config.readMaxLagSeconds, req.protocol === 'https'));
    }
    return payload;
  });

  app.setErrorHandler((err, req, reply) => {
    const lang = req.ctx?.lang ?? toUiLang(undefined);
    if (err instanceof AppError) return sendCode(reply, lang, err.code, err.data);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = (err.validation as unknown as ZodLikeIssue[]).map((i) => ({
        path: i.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: i.message ?? '',
        code: i.params?.params?.code,
      }));
      // A rule with its own spec code answers that code (e.g. 20017 passwords differ); otherwise 1001.
      const code = (issues.find((i) => i.code)?.code as ErrCode | undefined) ?? Err.PARAM;
      return sendCode(reply, lang, code, { issues });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, a body too large (413), not JSON (415) and the like: the caller's fault, told as a
      // parameter error; 413 and 415 keep their HTTP status.
      const data = { issues: [{ path: '', message: (err as Error).message }] };
      if (status === 413 || status === 415) return reply.status(status).send(envelope(Err.PARAM, lang, data));
      return sendCode(reply, lang, Err.PARAM, data);
    }
    req.log.error({ err, requestId: req.id }, 'unhandled error');
    return reply.status(500).send(envelope(Err.SYSTEM, lang, { requestId: req.id }));
  });
}

type Handler<C, B> = (ctx: C, body: B, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Runs a lag-tolerant route's handler on the replica when it may (else as it is, on the primary). A read the replica
 * fails for its connection or a conflict with recovery runs again once on the primary (these routes only read), and
 * the replica counts as down until the monitor finds it well again.
 */
async function onReplicaIfAny<C extends Ctx>(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: C,
  run: (ctx: C) => Promise<unknown>,
) {
  const database = req.replicaReads;
  const replica = database?.readDb();
  if (!database || !replica || replica === ctx.db) return run(ctx);
  try {
    return await run({ ...ctx, db: replica });
  } catch (err) {
    if (reply.sent || !isReplicaFailure(err)) throw err;
    database.replicaFailed(err);
    return run(ctx);
  }
}

function wrap<C extends Ctx, B>(pick: (req: FastifyRequest) => C, handler: Handler<C, B>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const body = (req.body ?? {}) as B;
    const result = await onReplicaIfAny(req, reply, pick(req), (ctx) => handler(ctx, body, req, reply));
    if (reply.sent) return reply;
    if (result instanceof CodedResult) return reply.send(envelope(result.code, req.ctx.lang, result.data));
    return reply.send(envelope(Err.SUCCESS, req.ctx.lang, result ?? null));
  };
}

/**
 * Declares `POST /m<path>` for signed-in callers. The handler gets the tenant context first and the parsed body;
 * what it returns becomes `data` of a 200 answer (a CodedResult sets another result code). `reads: 'replica'`: the
 * route only reads and tolerates a little lag (a report, an export, a list): its `ctx.db` is the read replica's
 * while that is usable and the session has written nothing just before.
 */
export function route<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  opts: { access: Exclude<Access, 'public'>; body: S; summary?: string; bodyLimit?: number; reads?: Reads },
  handler: Handler<TenantCtx, z.infer<S>>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/m${path}`,
    {
      schema: { body: opts.body, summary: opts.summary },
      config: { access: opts.access, reads: opts.reads ?? 'primary' },
      bodyLimit: opts.bodyLimit ?? BODY_LIMITS.default,
    },
    wrap((req) => req.tenant as TenantCtx, handler),
  );
}

/** Declares `POST /m<path>` open to anyone (login, registration, language list). */
export function publicRoute<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  opts: { body: S; summary?: string; bodyLimit?: number },
  handler: Handler<Ctx, z.infer<S>>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/m${path}`,
    {
      schema: { body: opts.body, summary: opts.summary },
      config: { access: 'public' },
      bodyLimit: opts.bodyLimit ?? BODY_LIMITS.default,
    },
    wrap((req) => req.ctx, handler),
  );
}

/** A storefront request's context: the caller, and the signed-in shopper (null: a guest). */
export interface ShopperCtx extends Ctx {
  shopper: ShopperSession;
}
export interface GuestOrShopperCtx extends Ctx {
  shopper: ShopperSession | null;
}

/**
 * Declares `POST /m<path>` of the storefront for a signed-in shopper (`access: 'shopper'`) or a shopper or a guest
 * ('shopperOrGuest'). Any other kind of session answers 20041 there, and a shopper token answers 20041 on every other
 * route, so a shopper never reaches the back office, the POS or a device route.
 */
export function shopperRoute<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  opts: { access: 'shopper'; body: S; summary?: string; bodyLimit?: number },
  handler: Handler<ShopperCtx, z.infer<S>>,
): void;
export function shopperRoute<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  opts: { access: 'shopperOrGuest'; body: S; summary?: string; bodyLimit?: number },
  handler: Handler<GuestOrShopperCtx, z.infer<S>>,
): void;
export function shopperRoute<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  opts: { access: ShopperAccess; body: S; summary?: string; bodyLimit?: number },
  handler: Handler<ShopperCtx, z.infer<S>> | Handler<GuestOrShopperCtx, z.infer<S>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/m${path}`,
    {
      schema: { body: opts.body, summary: opts.summary },
      config: { access: opts.access },
      bodyLimit: opts.bodyLimit ?? BODY_LIMITS.default,
    },
    // 'shopper' routes never run without one: the guard refused the request before.
    wrap((req) => ({ ...req.ctx, shopper: req.shopper ?? null }), handler as Handler<GuestOrShopperCtx, z.infer<S>>),
  );
}
