// The storefront's calls: POST /m/<path> with a JSON body, answered by the §8 envelope { code, msg, data }. A small
// wrapper of its own: the back office's client toasts with antd, far too heavy for a shopper's phone.
import { type Envelope, HEADERS } from '@tillbook/contract';
import { tzOffset } from '../../shared/api/client';
import { shopLang } from './lang';
import { dropSession, shopperToken } from './session';

/** Token unknown and token missing (§8): the shopper's session has ended. */
const SESSION_GONE = [234, 401];

/** A refused call: its §8 code, the server's message (in the shopper's language) and data. */
export class ShopError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

/** The code of a failed call, 0 when the server was not reached. */
export const codeOf = (e: unknown): number => (e instanceof ShopError ? e.code : 0);

/** POST /m<path>; resolves with `data` for 200, else rejects with a ShopError. */
export async function shopPost<T>(path: string, body: unknown = {}, signal?: AbortSignal): Promise<T> {
  const { ms, hours } = tzOffset();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [HEADERS.lang]: shopLang(),
    [HEADERS.tzOffsetMs]: String(ms),
    [HEADERS.tzOffsetHours]: String(hours),
  };
  const token = shopperToken();
  if (token) headers[HEADERS.token] = token;
  let res: Response;
  try {
    res = await fetch(`/m${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal });
  } catch (e) {
    throw new ShopError(0, e instanceof Error ? e.message : String(e), undefined);
  }
  let env: Envelope<T> | undefined;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = undefined;
  }
  if (!env || typeof env.code !== 'number') throw new ShopError(0, `HTTP ${res.status}`, undefined);
  if (env.code === 200) return env.data;
  if (token && SESSION_GONE.includes(env.code)) dropSession();
  throw new ShopError(env.code, env.msg, env.data);
}
