import {
  type AppPermission,
  type DeviceKind,
  Err,
  type ErrCode,
  errorMessage,
  HEADERS,
  httpStatusOf,
  type MenuCode,
  toUiLang,
  type UiLang,
} from '@tillbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Ctx, TenantCtx } from './context';
import type { Db } from './db';
import { AppError, CodedResult } from './errors';
import { resolveSession } from './sessions';

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

/** Whether a signed-in caller may use a route of this access; false answers 20041 (no permission). */
function allowed(access: Exclude<Access, 'public'>, t: TenantCtx): boolean {
  if (access === 'session') return t.sessionKind !== 'device';
  if (access === 'office') return t.sessionKind === 'web';
  if (access === 'app') return t.sessionKind === 'app' && !!t.app;
  if ('menu' in access) return t.sessionKind === 'web' && t.permissions.has(access.menu);
  if ('anyMenu' in access) return t.sessionKind === 'web' && access.anyMenu.some((m) => t.permissions.has(m));
  if ('app' in access) return t.sessionKind === 'app' && !!t.app && t.app.permissions[access.app] === true;
  return t.sessionKind === 'device' && !!t.device && access.device.includes(t.device.kind);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    ctx: Ctx;
    tenant?: TenantCtx;
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

/**
 * Installs the request context, the guard and the one error handler. Must run before any route is added:
 * a route under /m that declares no access makes registration fail, so the server refuses to start.
 */
export function installHttpPlatform(app: FastifyInstance, deps: { db: Db; config: Config }) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/m/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (public, session or a permission)`);
    }
  });

  // Empty JSON bodies are accepted as {} (several §7 calls send no payload).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (!body) return done(null, {});
    try {
      done(null, JSON.parse(body as string));
    } catch (e) {
      (e as { statusCode?: number }).statusCode = 400;
      done(e as Error, undefined);
    }
  });
  // §7 passes some parameters in the query string (checkEmail, getCodeEmail …): they join the body.
  app.addHook('preValidation', async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    if (req.method === 'POST') req.body = { ...query, ...body };
  });

  app.decorateRequest('ctx', null as unknown as Ctx);
  app.decorateRequest('tenant', undefined);

  app.addHook('onRequest', async (req, reply) => {
    const langHeader = req.headers[HEADERS.lang];
    const tzMs = Number(req.headers[HEADERS.tzOffsetMs]);
    const tzHours = Number(req.headers[HEADERS.tzOffsetHours]);
    req.ctx = {
      db: deps.db,
      lang: toUiLang(typeof langHeader === 'string' ? langHeader : undefined),
      tzOffsetMs: Number.isFinite(tzMs) ? tzMs : Number.isFinite(tzHours) ? tzHours * 3_600_000 : 0,
      requestId: req.id,
      ip: req.ip,
    };
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = req.headers[HEADERS.token];
    const tenant = await resolveSession(req.ctx, deps.config, typeof token === 'string' ? token : undefined);
    if (!allowed(access, tenant)) return sendCode(reply, req.ctx.lang, Err.NO_PERMISSION);
    req.tenant = tenant;
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
      // Malformed JSON, body too large and the like: the caller's fault, told as a parameter error.
      return sendCode(reply, lang, Err.PARAM, { issues: [{ path: '', message: (err as Error).message }] });
    }
    req.log.error({ err, requestId: req.id }, 'unhandled error');
    return reply.status(500).send(envelope(Err.SYSTEM, lang, { requestId: req.id }));
  });
}

type Handler<C, B> = (ctx: C, body: B, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function wrap<C, B>(pick: (req: FastifyRequest) => C, handler: Handler<C, B>) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const result = await handler(pick(req), (req.body ?? {}) as B, req, reply);
    if (reply.sent) return reply;
    if (result instanceof CodedResult) return reply.send(envelope(result.code, req.ctx.lang, result.data));
    return reply.send(envelope(Err.SUCCESS, req.ctx.lang, result ?? null));
  };
}

/**
 * Declares `POST /m<path>` for signed-in callers. The handler gets the tenant context first and the parsed body;
 * what it returns becomes `data` of a 200 answer (a CodedResult sets another result code).
 */
export function route<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  opts: { access: Exclude<Access, 'public'>; body: S; summary?: string },
  handler: Handler<TenantCtx, z.infer<S>>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/m${path}`,
    { schema: { body: opts.body, summary: opts.summary }, config: { access: opts.access } },
    wrap((req) => req.tenant as TenantCtx, handler),
  );
}

/** Declares `POST /m<path>` open to anyone (login, registration, language list). */
export function publicRoute<S extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  opts: { body: S; summary?: string },
  handler: Handler<Ctx, z.infer<S>>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/m${path}`,
    { schema: { body: opts.body, summary: opts.summary }, config: { access: 'public' } },
    wrap((req) => req.ctx, handler),
  );
}
