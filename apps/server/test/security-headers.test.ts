import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Err } from '@tillbook/contract';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStoreFor } from '../src/platform/files';
import { installSecurityHeaders, webAppOrigins } from '../src/platform/security-headers';
import { firstStoreId, newTenant, startTestApp } from './support/test-app';

// A web build of its own: the page, one hashed asset and the outside origins the build declares.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbook-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="./assets/index-Ab12Cd.js"></script></head></html>',
);
fs.writeFileSync(path.join(webDist, 'assets/index-Ab12Cd.js'), 'console.log(1);');
// The build's compressed copy (apps/web/vite.config.ts writes .br and .gz beside each text file).
fs.writeFileSync(path.join(webDist, 'assets/index-Ab12Cd.js.br'), zlib.brotliCompressSync('console.log(1);'));
// A page of its own (the storefront), in its folder.
fs.mkdirSync(path.join(webDist, 'shop'));
fs.writeFileSync(path.join(webDist, 'shop/index.html'), '<!doctype html><html><head><title>shop</title></head></html>');
fs.writeFileSync(
  path.join(webDist, 'csp.json'),
  JSON.stringify({ origins: ['https://chat.example.test/', 'javascript:alert(1)', 'https://x.test; script-src *'] }),
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

// Injected requests come from 127.0.0.1: the trusted proxy here.
const t = await startTestApp({ config: { webDist, trustProxy: ['127.0.0.1'] } });

type Headers = Record<string, string | string[] | number | undefined>;

/** The directives of a Content-Security-Policy header by name. */
function directives(headers: Headers): Record<string, string> {
  const csp = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1).join(' ')]),
  );
}

function expectCommonHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(directives(headers)['frame-ancestors']).toBe("'none'");
}

function expectApiHeaders(headers: Headers) {
  expectCommonHeaders(headers);
  expect(headers['cache-control']).toBe('no-store');
  expect(directives(headers)).toMatchObject({ 'default-src': "'none'", sandbox: '' });
}

const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('the web app', () => {
  it('runs only its own scripts, may not be framed, and the page is revalidated', async () => {
    for (const url of ['/', '/index.html', '/some/hash/route']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectCommonHeaders(res.headers);
      const csp = directives(res.headers);
      expect(csp['default-src']).toBe("'self'");
      // No inline or evaluated script; the declared support-chat origin, and only that well-formed one.
      expect(csp['script-src']).toBe("'self' https://chat.example.test");
      expect(csp['style-src']).toBe("'self' 'unsafe-inline' https://chat.example.test");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['base-uri']).toBe("'self'");
      // Ad videos and sounds play from blob: addresses; nothing else may.
      expect(csp['media-src']).toBe("'self' blob:");
      expect(res.headers['content-security-policy']).not.toMatch(/javascript:|x\.test|\*/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets Stripe.js draw its card form only when billing runs on Stripe', async () => {
    const stripe = Fastify();
    installSecurityHeaders(stripe, { publicUrl: 'http://localhost', webDist, billing: { provider: 'stripe' } });
    stripe.get('/', async () => 'page');
    const csp = directives((await stripe.inject({ method: 'GET', url: '/' })).headers);
    expect(csp['script-src']).toBe("'self' https://chat.example.test https://js.stripe.com");
    expect(csp['frame-src']).toBe('https://chat.example.test https://js.stripe.com https://hooks.stripe.com');
    expect(csp['connect-src']).toBe("'self' https://chat.example.test wss://chat.example.test https://api.stripe.com");
    // Nothing else of the policy widens.
    expect(csp['style-src']).toBe("'self' 'unsafe-inline' https://chat.example.test");
    await stripe.close();
    // The test app runs without a provider: no Stripe origin anywhere.
    expect((await get('/')).headers['content-security-policy']).not.toMatch(/stripe/);
  });

  it('serves the pages of their own from their folders; the address without the slash is sent there', async () => {
    const page = await get('/shop/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shop</title>');
    expectCommonHeaders(page.headers);
    const bare = await get('/shop?code=a1#/x');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/shop/?code=a1');
  });

  it('lets browsers keep the hashed build files, but not the page answered for a missing one', async () => {
    const asset = await get('/assets/index-Ab12Cd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectCommonHeaders(asset.headers);
    const missing = await get('/assets/index-Gone99.js');
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('sends the compressed copy to a browser that accepts it, and says answers vary by encoding', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1);');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });
});

describe('API answers', () => {
  it('are never stored, and nothing may run in them', async () => {
    const health = await get('/m/health');
    expect(health.statusCode).toBe(200);
    expectApiHeaders(health.headers);
    const post = (body: unknown) =>
      t.app.inject({ method: 'POST', url: '/m/login/checkEmail', payload: body as object });
    const ok = await post({ email: `free.${randomBytes(4).toString('hex')}@example.test` });
    expect(ok.json().code).toBe(200);
    expectApiHeaders(ok.headers);
    const refused = await post({ email: 'not-an-address' });
    expect(refused.json().code).toBe(Err.EMAIL_FORMAT);
    expectApiHeaders(refused.headers);
    const unknown = await t.app.inject({ method: 'POST', url: '/m/no/such/path', payload: {} });
    expect(unknown.statusCode).toBe(404);
    expectApiHeaders(unknown.headers);
  });
});

describe('HTTPS', () => {
  it('asks browsers to keep to HTTPS when a trusted proxy says the request came over it', async () => {
    const viaProxy = await get('/m/health', { 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    // The same claim from a client that is not the proxy is not believed.
    const forged = await get('/m/health', { 'x-forwarded-proto': 'https' }, '203.0.113.9');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('always does when the public address is an https one', async () => {
    const app = Fastify();
    installSecurityHeaders(app, { publicUrl: 'https://pos.example.test', webDist, billing: { provider: 'none' } });
    app.get('/', async () => 'page');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    await app.close();
  });

  it('reads only well-formed origins from the build, and none from a build without them', () => {
    expect(webAppOrigins(webDist)).toEqual(['https://chat.example.test']);
    expect(webAppOrigins(path.join(webDist, 'assets'))).toEqual([]);
  });
});

describe('uploaded files', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;
  const scripted = svg('<rect width="10" height="10"/><script>alert(document.cookie)</script>');

  async function merchant() {
    const boss = await newTenant(t);
    const storeId = await firstStoreId(t, boss.user.tenantId);
    const call = (url: string, body: unknown) =>
      t.app.inject({ method: 'POST', url: `/m${url}`, headers: { token: boss.token }, payload: body as object });
    /** A file written straight to the store, as one uploaded before the checks existed would be. */
    const plant = async (ext: string, bytes: Buffer) => {
      const key = `uploads/${boss.user.tenantId}/${randomBytes(16).toString('hex')}.${ext}`;
      await fileStoreFor(t.config.dataDir).put(key, bytes);
      return key;
    };
    return { storeId, call, plant };
  }

  const logoBody = (mimeType: string, bytes: Buffer) => ({
    fileName: 'logo',
    mimeType,
    base64: bytes.toString('base64'),
  });

  it('are answered typed by their content, with nosniff and no caching', async () => {
    const m = await merchant();
    const upload = await m.call('/store/invoice/logo', logoBody('image/png', png));
    expect(upload.json()).toMatchObject({ code: 200, data: { mimeType: 'image/png' } });
    expectApiHeaders(upload.headers);
    const read = await m.call('/store/invoice/get', { storeId: m.storeId });
    expectApiHeaders(read.headers);
    // A PNG stored under an .svg name is a PNG; a plain SVG stored under a .png name is an SVG.
    const pngNamedSvg = await m.plant('svg', png);
    const served = await m.call('/goods/image/get', { key: pngNamedSvg });
    expect(served.json().data).toMatchObject({
      mimeType: 'image/png',
      dataUrl: `data:image/png;base64,${png.toString('base64')}`,
    });
    expectApiHeaders(served.headers);
    const plainSvg = await m.plant('png', Buffer.from(svg('<rect/>')));
    const saved = await m.call('/store/invoice/save', { storeId: m.storeId, logoKey: plainSvg, sysLanguageId: 3 });
    expect(saved.json()).toMatchObject({ code: 200, data: { logo: { key: plainSvg, mimeType: 'image/svg+xml' } } });
  });

  it('refuses an SVG logo with a script or an event handler (20099) and keeps a plain one', async () => {
    const m = await merchant();
    const withScript = await m.call('/store/invoice/logo', logoBody('image/svg+xml', Buffer.from(scripted)));
    expect(withScript.json().code).toBe(Err.FILE_CONTENT_ERROR);
    const withHandler = svg('<rect width="10" height="10" onclick="alert(1)"/>');
    const handler = await m.call('/store/invoice/logo', logoBody('image/svg+xml', Buffer.from(withHandler)));
    expect(handler.json().code).toBe(Err.FILE_CONTENT_ERROR);
    const plain = await m.call('/store/invoice/logo', logoBody('image/svg+xml', Buffer.from(svg('<rect/>'))));
    expect(plain.json()).toMatchObject({ code: 200, data: { mimeType: 'image/svg+xml' } });
  });

  it('never answers a stored SVG with active content, whatever its name', async () => {
    const m = await merchant();
    for (const ext of ['svg', 'png']) {
      const key = await m.plant(ext, Buffer.from(scripted));
      const save = await m.call('/store/invoice/save', { storeId: m.storeId, logoKey: key, sysLanguageId: 3 });
      expect(save.json().code, ext).toBe(Err.EMPTY_OR_MISSING);
      const image = await m.call('/goods/image/get', { key });
      expect(image.json().code, ext).toBe(Err.EMPTY_OR_MISSING);
      expect(image.body).not.toContain(Buffer.from(scripted).toString('base64'));
    }
  });
});
