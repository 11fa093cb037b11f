import fs from 'node:fs';
import path from 'node:path';
import { apiOf, fetchTransport } from '../../apps/server/src/demo/api';
import { buildMerchant } from '../../apps/server/src/demo/merchant';
import type { DemoMerchant } from '../../apps/server/src/demo/model';
import { seededRandom } from '../../apps/server/src/demo/random';
import { openTills, type Till } from '../../bench/src/sales';
import { cluster, post, waitFor } from './cluster';

export interface Setup {
  m: DemoMerchant;
  /** POS tills, each signed in with its PIN on copy A and with its shift open. */
  tills: Till[];
  /** A back-office session of the boss signed in on copy A. */
  bossOnA: string;
}

/** The six-digit code of the newest mail to `email` in the copies' shared outbox (no SMTP in the proof). */
function codeFromOutbox(email: string): Promise<string> {
  const outbox = path.join(cluster.dataDir, 'outbox');
  return waitFor('the registration mail', 15, async () => {
    if (!fs.existsSync(outbox)) return undefined;
    for (const file of fs.readdirSync(outbox).sort().reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string; text: string };
      if (mail.to === email) return /\b(\d{6})\b/.exec(mail.text)?.[1];
    }
    return undefined;
  });
}

/**
 * The bench's merchant (the demo's own set-up: stores, catalogue with stock, staff, members with points to spend),
 * built through the balancer; then the tills and a boss session signed in on copy A, the copy that will die.
 */
export async function setupMerchant(tillCount: number): Promise<Setup> {
  const api = apiOf(fetchTransport(`${cluster.balancer}/m`));
  const email = `scale.${Date.now()}@example.test`;
  const password = 'Scale1234';
  const m = await buildMerchant(
    api,
    { email, password, company: 'Scale Out', name: 'Scale', readCode: codeFromOutbox },
    seededRandom('scale-out'),
    { stockPerItem: 500_000, today: new Date(), members: 40 },
  );
  if (!m) throw new Error('the merchant already exists');
  for (const member of m.members)
    await api.call('/member/points/adjust', { memberId: member.id, delta: '1000000', reason: 'Scale' }, m.bossToken);
  const onA = apiOf(fetchTransport(`${cluster.copyA}/m`));
  const tills = await openTills(onA, m, Math.min(tillCount, m.staff.length));
  const login = await post<{ token: string }>(cluster.copyA, '/login/login', { email, password });
  if (login.code !== 200) throw new Error(`boss login on copy A: ${login.code} ${login.msg}`);
  return { m, tills, bossOnA: login.data.token };
}
