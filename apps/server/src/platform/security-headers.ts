import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The headers every answer carries: a Content-Security-Policy (the web app may run only its own scripts, and no page
 * may frame it), nosniff, a referrer policy, frame denial, HSTS on HTTPS, and the caching rules (API answers are
 * never stored; the hashed files of the web build are kept for a year, one copy per encoding; the page itself is
 * revalidated).
 */

/** Written by the web build (apps/web/vite.config.ts): outside origins the built app loads from, e.g. a support chat. */
export const WEB_ORIGINS_FILE = 'csp.json';

/** The outside origins the web build declares (none when it declares none or the file is unreadable). */
export function webAppOrigins(webDist: string): string[] {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(webDist, WEB_ORIGINS_FILE), 'utf8')) as { origins?: unknown };
    if (!Array.isArray(parsed.origins)) return [];
    // Only well-formed http(s) origins reach the header: nothing else can be injected into it.
    return parsed.origins.flatMap((o) => {
      try {
        const url = new URL(String(o));
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** What a payment provider's card form needs from the browser: its script, the frames it draws, the calls it makes. */
export interface PaymentOrigins {
  scripts: readonly string[];
  frames: readonly string[];
  connections: readonly string[];
}

/** Stripe.js (the billing page's card form when BILLING_PROVIDER=stripe), as Stripe documents its policy. */
export const STRIPE_ORIGINS: PaymentOrigins = {
  scripts: ['https://js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connections: ['https://api.stripe.com'],
};

/**
 * The policy of the web app. Scripts only from the server itself (the build has no inline script); styles may be
 * inline (antd writes its CSS-in-JS into style elements); images also from data: and blob: URLs (uploaded pictures
 * are answered as data URLs, the favicon is one) and from https: (an order type's logo is an address the merchant
 * enters). `origins` (a support-chat widget) may serve scripts, styles, images, fonts, frames and connections;
 * `payments` (the card form of the billing provider) only what it needs.
 */
export function webContentSecurityPolicy(origins: readonly string[] = [], payments?: PaymentOrigins): string {
  const extra = origins.length ? ` ${origins.join(' ')}` : '';
  const sockets = origins.map((o) => o.replace(/^http/, 'ws'));
  const pay = (list?: readonly string[]) => (list?.length ? ` ${list.join(' ')}` : '');
  const frames = [...origins, ...(payments?.frames ?? [])];
  return [
    "default-src 'self'",
    `script-src 'self'${extra}${pay(payments?.scripts)}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob: https:${extra}`,
    `font-src 'self' data:${extra}`,
    // Ad videos and sounds of the customer display are fetched with the device's token and played from blob: URLs.
    "media-src 'self' blob:",
    `connect-src 'self'${extra}${sockets.length ? ` ${sockets.join(' ')}` : ''}${pay(payments?.connections)}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data, never a page: nothing may load or run in them, even when opened directly. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

const YEAR_SECONDS = 365 * 24 * 3600;

/** Whether the browser reached the server over HTTPS (directly, or through a trusted proxy that says so). */
const overHttps = (req: FastifyRequest, publicUrl: string) =>
  publicUrl.startsWith('https:') || req.protocol === 'https';

const isPage = (type: unknown) => String(type ?? '').startsWith('text/html');

export function installSecurityHeaders(
  app: FastifyInstance,
  opts: { publicUrl: string; webDist: string; billing: { provider: string } },
) {
  const payments = opts.billing.provider === 'stripe' ? STRIPE_ORIGINS : undefined;
  const webPolicy = webContentSecurityPolicy(webAppOrigins(opts.webDist), payments);
  app.addHook('onSend', async (req, reply, payload) => {
    const urlPath = req.url.split('?')[0];
    const api = urlPath.startsWith('/m/');
    reply.header('content-security-policy', api ? API_CONTENT_SECURITY_POLICY : webPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (overHttps(req, opts.publicUrl)) reply.header('strict-transport-security', `max-age=${YEAR_SECONDS}`);
    if (api) reply.header('cache-control', 'no-store');
    else if (urlPath.startsWith('/assets/') && reply.statusCode === 200 && !isPage(reply.getHeader('content-type'))) {
      // Vite names these files by their content hash: a new build has new names. (A missing one is answered
      // with the page, by the hash routing's fallback: that answer must not be kept.)
      reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    } else reply.header('cache-control', 'no-cache');
    // The web build's files are sent brotli- or gzip-compressed when the browser accepts it (app.ts): caches on the
    // way keep one copy per encoding.
    if (!api) reply.header('vary', 'accept-encoding');
    return payload;
  });
}
