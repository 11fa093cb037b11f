import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { startBenchServer } from './bench-server';
import { fmt, load } from './http-load';

/** The signed-in route must reach this share of the bare route's rate (product issue 24, "Speed"). */
export const SIGNED_IN_GOAL = 0.5;

/**
 * Platform figures, each beside its baseline: a bare Fastify route against a public API route, a raw query
 * against a signed-in API route (session check + query), and login (argon2 on purpose slow). Answers whether the
 * signed-in route reached SIGNED_IN_GOAL of the bare route.
 */
export async function benchPlatform(seconds: number): Promise<boolean> {
  const server = await startBenchServer('platform');
  const { database, mails, base } = server;

  const bare = Fastify({ logger: false });
  bare.post('/ping', async () => ({ code: 200, msg: 'ok', data: [] }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/ping`;

  const json = (body: unknown, token?: string) => () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const email = `bench.${Date.now()}@example.test`;
  await fetch(`${base}/login/getCodeEmail`, json({ email })());
  const code = /\d{6}/.exec(mails.at(-1)?.text ?? '')?.[0];
  const reg = (await (
    await fetch(
      `${base}/login/register`,
      json({
        email,
        code,
        password: 'Bench1234',
        confirmPassword: 'Bench1234',
        company: 'Bench Co',
        name: 'Bench',
        areaCode: '44',
        phone: '7700900000',
        sysLanguageId: 3,
        sysCountryId: 1,
        sysCurrencyId: 1,
      })(),
    )
  ).json()) as { code: number; data: { token: string; user: { id: number; tenantId: number } } };
  if (reg.code !== 200) throw new Error(`registration failed: ${reg.code}`);
  const token = reg.data.token;
  const opts = { seconds, concurrency: 16 };

  console.log(`\nPlatform (${database.kind}, ${seconds} s per figure, 16 concurrent clients over loopback)`);
  console.log(`  baseline: bare Fastify route       ${fmt(await load(bareUrl, json({}), opts))}`);
  console.log(`  POST /m/common/findLanguage        ${fmt(await load(`${base}/common/findLanguage`, json({}), opts))}`);

  // Raw query baseline: the same primary-key read the account route makes, without HTTP or the session check.
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < seconds * 1000) {
    await database.db.execute(
      `select * from users where tenant_id = ${reg.data.user.tenantId} and id = ${reg.data.user.id}` as never,
    );
    n++;
  }
  const rawMs = (performance.now() - t0) / n;
  console.log(
    `  baseline: raw users row query      ${(1000 / rawMs).toFixed(0).padStart(6)} q/s     mean ${rawMs.toFixed(3)} ms (one connection)`,
  );
  const signedIn = await load(`${base}/user/info`, json({}, token), opts);
  console.log(`  POST /m/user/info (signed in)      ${fmt(signedIn)}`);
  // The bare route again right after, on a machine that is as busy as it was for the signed-in figure: the ratio is
  // what counts on a loaded machine, and the first bare figure also pays for warming up.
  const bareAgain = await load(bareUrl, json({}), opts);
  console.log(`  baseline: bare Fastify route again ${fmt(bareAgain)}`);
  const ratio = signedIn.rps / bareAgain.rps;
  const signedInOk = ratio >= SIGNED_IN_GOAL && signedIn.errors === 0;
  console.log(
    `  signed-in / bare                   ${ratio.toFixed(2)} (goal >= ${SIGNED_IN_GOAL.toFixed(2)})   ${signedInOk ? 'ok' : 'FAIL'}`,
  );
  const login = await load(`${base}/login/login`, json({ email, password: 'Bench1234' }), { seconds, concurrency: 4 });
  console.log(`  POST /m/login/login (argon2id)     ${fmt(login)}`);

  await bare.close();
  await server.stop();
  return signedInOk;
}
