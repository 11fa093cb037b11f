import type { AppSession } from '@tillbook/contract';
import type { Api, Reply } from './api';
import type { DemoStaff } from './model';

/** What the demo counts as it goes: receipts by state, money, and every refusal it did not expect (by code). */
export interface SalesTally {
  receipts: number;
  paid: number;
  cancelled: number;
  openAtEnd: number;
  refunds: number;
  salesTotal: string;
  shifts: number;
  cashEntries: number;
  reservations: number;
  deposits: number;
  takeOuts: number;
  timeCards: number;
  refused: Map<string, number>;
  /** POS calls that are not there yet, skipped with a message. */
  missing: Set<string>;
}

/**
 * The POS side: staff sign in with their PIN on the till of a store (one session per staff member and store,
 * kept for the whole demo), and every call goes through `call`, which tells an endpoint that does not exist yet
 * (404) from a refusal.
 */
export class PosClient {
  private readonly sessions = new Map<string, string>();
  private readonly present = new Map<string, boolean>();

  constructor(
    private readonly api: Api,
    private readonly merchantEmail: string,
    readonly tally: SalesTally,
  ) {}

  async token(staff: DemoStaff, storeId: number): Promise<string> {
    const key = `${staff.id}:${storeId}`;
    let token = this.sessions.get(key);
    if (!token) {
      const body = { merchant: this.merchantEmail, pin: staff.pin, storeId };
      token = (await this.api.call<AppSession>('/app/login', body)).token;
      this.sessions.set(key, token);
    }
    return token;
  }

  /** Whether the server has the endpoint (asked once): an unknown path answers 404, any other code means it exists. */
  async has(path: string): Promise<boolean> {
    let known = this.present.get(path);
    if (known === undefined) {
      known = (await this.api.reply(path, {}, 'probe')).code !== 404;
      this.present.set(path, known);
      if (!known) this.tally.missing.add(path);
    }
    return known;
  }

  /**
   * One POS call as `staff` in `storeId`: the answer's data, or null when it was refused (counted by path and code)
   * or the endpoint is missing.
   */
  async call<T>(path: string, staff: DemoStaff, storeId: number, body: unknown): Promise<T | null> {
    if (!(await this.has(path))) return null;
    const res: Reply<T> = await this.api.reply<T>(path, body, await this.token(staff, storeId));
    if (res.code === 200) return res.data;
    const key = `${path} ${res.code} ${res.msg}`;
    this.tally.refused.set(key, (this.tally.refused.get(key) ?? 0) + 1);
    return null;
  }
}

export const emptyTally = (): SalesTally => ({
  receipts: 0,
  paid: 0,
  cancelled: 0,
  openAtEnd: 0,
  refunds: 0,
  salesTotal: '0.00',
  shifts: 0,
  cashEntries: 0,
  reservations: 0,
  deposits: 0,
  takeOuts: 0,
  timeCards: 0,
  refused: new Map(),
  missing: new Set(),
});
