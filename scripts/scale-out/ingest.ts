import type { DemoMerchant } from '../../apps/server/src/demo/model';
import { seededRandom } from '../../apps/server/src/demo/random';
import { receipt, type Till } from '../../bench/src/sales';
import { post } from './cluster';

/** A till sends a failed receipt again (same body, same client id) this many times at most. */
const MAX_ATTEMPTS = 60;

export interface IngestRun {
  /** Client ids the tills were told were written. */
  acked: Set<string>;
  receiptsPerSecond: number;
  elapsedMs: number;
  /** Answers other than success (a 502 of the balancer, a reset, a refusal), each followed by a retry. */
  failedAttempts: number;
  /** Receipts that needed more than one attempt. */
  retriedReceipts: number;
  /** Receipts given up after MAX_ATTEMPTS. */
  gaveUp: number;
  firstError: string;
  /** With a kill: from the kill until every till had a receipt accepted that it sent after the kill. */
  recoveryMs?: number;
}

/**
 * `receipts` paid receipts (the bench's own: 2–5 lines, tracked items, members, cash and card) uploaded by the tills
 * at once to `base` (a copy or the balancer), or as many as they send in `seconds`. Like a real till, a failed upload
 * is sent again with the same client id until it succeeds. `kill` runs once, when `killAfter` receipts were accepted.
 */
export async function ingest(
  base: string,
  m: DemoMerchant,
  tills: Till[],
  opts: { receipts?: number; seconds?: number; seed: string; killAfter?: number; kill?: () => Promise<void> },
): Promise<IngestRun> {
  const acked = new Set<string>();
  let issued = 0;
  let failedAttempts = 0;
  let retriedReceipts = 0;
  let gaveUp = 0;
  let firstError = '';
  let killedAt: number | undefined;
  let killing: Promise<void> | undefined;
  const recoveredAt = new Map<number, number>();
  const started = performance.now();
  const max = opts.receipts ?? Number.POSITIVE_INFINITY;
  const deadline = started + (opts.seconds ?? Number.POSITIVE_INFINITY) * 1000;

  const worker = async (till: Till, index: number) => {
    const rnd = seededRandom(`${opts.seed}-${index}`);
    while (issued < max && performance.now() < deadline) {
      issued++;
      const body = receipt(rnd, m, till);
      for (let attempt = 1; ; attempt++) {
        const sentAt = performance.now();
        const reply = await post(base, '/app/order/upload', body, till.token);
        if (reply.code === 200) {
          acked.add(body.clientId);
          if (attempt > 1) retriedReceipts++;
          if (killedAt !== undefined && sentAt >= killedAt && !recoveredAt.has(index))
            recoveredAt.set(index, performance.now());
          break;
        }
        failedAttempts++;
        firstError ||= `${reply.code} ${reply.msg}`;
        if (attempt === MAX_ATTEMPTS) {
          gaveUp++;
          break;
        }
        await new Promise((r) => setTimeout(r, Math.min(50 * attempt, 500)));
      }
      if (opts.kill && !killing && acked.size >= (opts.killAfter ?? 0)) {
        killedAt = performance.now();
        killing = opts.kill();
      }
    }
  };
  await Promise.all(tills.map(worker));
  await killing;
  const elapsedMs = performance.now() - started;
  const lastRecovery = Math.max(...tills.map((_, i) => recoveredAt.get(i) ?? Number.POSITIVE_INFINITY));
  return {
    acked,
    receiptsPerSecond: acked.size / (elapsedMs / 1000),
    elapsedMs,
    failedAttempts,
    retriedReceipts,
    gaveUp,
    firstError,
    ...(killedAt === undefined ? {} : { recoveryMs: lastRecovery - killedAt }),
  };
}
