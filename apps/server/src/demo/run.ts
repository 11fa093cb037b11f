import type { Api } from './api';
import { buildMerchant } from './merchant';
import type { DemoMerchant } from './model';
import type { SalesTally } from './pos';
import { seededRandom } from './random';
import type { MerchantLogin } from './setup';
import { runTrading } from './trading';

export interface DemoOptions {
  seed: string;
  orders: number;
  months: number;
  /** The day the demo ends before (sales run up to yesterday); fixed in tests so two runs match. */
  today: Date;
  log?: (line: string) => void;
}

export interface DemoResult {
  /** Null when the merchant already existed: nothing was written. */
  merchant: DemoMerchant | null;
  tally: SalesTally | null;
}

/**
 * The whole demo through `api`: the merchant (back office), then months of trading (POS). Every random choice comes
 * from the seed, every client id too, so one seed gives the same receipts on any empty database.
 */
export async function runDemo(api: Api, login: MerchantLogin, opts: DemoOptions): Promise<DemoResult> {
  // The POS takes actions back to 400 days (an offline till's uploads): older history would be refused.
  if (opts.months > 12) throw new Error('The demo spans at most 12 months: the POS takes times up to 400 days back.');
  const rnd = seededRandom(opts.seed);
  // Each store buys enough of every tracked item for the receipts to come (popular items sell ~1 in 25 receipts).
  const stockPerItem = Math.max(60, Math.ceil(opts.orders / 8));
  const merchant = await buildMerchant(api, login, rnd.fork('merchant'), { stockPerItem, today: opts.today });
  if (!merchant) return { merchant: null, tally: null };
  opts.log?.(
    `Merchant set up: ${merchant.stores.length} stores, ${merchant.products.length} products, ${merchant.staff.length} staff, ${merchant.members.length} members.`,
  );
  const tally = await runTrading(api, merchant, rnd.fork('trading'), opts);
  return { merchant, tally };
}
