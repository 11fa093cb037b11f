import { COUNTRIES, CURRENCIES, LANGUAGES } from '@tillbook/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/db';
import type { MailMessage } from './platform/mail';

/**
 * `npm run demo`: creates a demo merchant through the real API (the same path a browser takes) in the configured
 * database, and prints the boss login. Later domains add their own demo data here, also through the API.
 */
const DEMO = {
  email: process.env.DEMO_EMAIL ?? 'demo@tillbook.local',
  password: process.env.DEMO_PASSWORD ?? 'Demo1234',
  company: 'Tillbook Demo Bistro',
  name: 'Demo Boss',
};

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const sent: MailMessage[] = [];
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: { send: async (m) => void sent.push(m), close() {} },
  });
  const post = async (path: string, body: unknown) =>
    (await app.inject({ method: 'POST', url: `/m${path}`, payload: body as object })).json() as {
      code: number;
      msg: string;
    };

  const check = await post('/login/checkEmail', { email: DEMO.email });
  if (check.code === 200) {
    const uk = COUNTRIES.find((c) => c.iso2 === 'GB') ?? COUNTRIES[0];
    const gbp = CURRENCIES.find((c) => c.code === 'GBP') ?? CURRENCIES[0];
    const en = LANGUAGES.find((l) => l.code === 'en_GB') ?? LANGUAGES[0];
    const codeRes = await post('/login/getCodeEmail', { email: DEMO.email, sysLanguageId: en.sysLanguageId });
    if (codeRes.code !== 200) throw new Error(`could not issue a code: ${codeRes.code} ${codeRes.msg}`);
    const code = /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '';
    const reg = await post('/login/register', {
      email: DEMO.email,
      code,
      password: DEMO.password,
      confirmPassword: DEMO.password,
      company: DEMO.company,
      name: DEMO.name,
      areaCode: uk.areaCode,
      phone: '7700900000',
      sysLanguageId: en.sysLanguageId,
      sysCountryId: uk.sysCountryId,
      sysCurrencyId: gbp.currencyId,
    });
    if (reg.code !== 200) throw new Error(`registration failed: ${reg.code} ${reg.msg}`);
    console.log('Demo merchant created.');
  } else {
    console.log('Demo merchant already exists.');
  }
  console.log(`\n  Log in at ${config.publicUrl}/#/login\n  e-mail:   ${DEMO.email}\n  password: ${DEMO.password}\n`);
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
