import { type Envelope, HEADERS, LIMITS, RESULT_CODES, SESSION_END_CODES } from '@tillbook/contract';
import { getLang } from '../i18n/lang';
import { clearToken, getToken, goTo } from '../session/session';
import { toast } from '../ui/toast';

export const API_BASE = '/m';
// Err.TOKEN_UNKNOWN: importing Err would bring the whole message catalogue onto the first page.
const TOKEN_UNKNOWN = 234;
// Err.SUBSCRIPTION_REQUIRED: a plan limit, whose refusal names the plan in `data.message` (the caller's language).
const SUBSCRIPTION_REQUIRED = 20120;

export interface RequestOptions {
  /** Codes this call handles itself: handed back like the §8 result codes instead of toasted. */
  resultCodes?: readonly number[];
  /** A token other than the stored session's (registration keeps its new session in memory first). */
  token?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Further request headers (an export asking for a job: `x-export-job: 1`). */
  headers?: Record<string, string>;
}

/** How the client already told the user about a failed call, so callers never show it twice. */
export type ErrorHandling = 'toast' | 'session' | 'network';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown,
    readonly handling: ErrorHandling,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Time-zone offset east of UTC (UTC+8 → 28800000 ms and 8 h), as the server buckets reports by it. */
export function tzOffset(date = new Date()): { ms: number; hours: number } {
  const ms = -date.getTimezoneOffset() * 60_000 || 0;
  return { ms, hours: ms / 3_600_000 };
}

const PHONE_KEYS = new Set(['phone', 'telephone']);
const isPhoneKey = (key: string) => PHONE_KEYS.has(key.toLowerCase());
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !(value instanceof Blob);

function hasPhoneField(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPhoneField);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, v]) => (isPhoneKey(key) && typeof v === 'string') || hasPhoneField(v));
}

function mapPhoneFields(value: unknown, strip: (phone: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => mapPhoneFields(v, strip));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isPhoneKey(key) && typeof v === 'string' ? strip(v) : mapPhoneFields(v, strip);
  }
  return out;
}

/** Strips leading zeros from every phone/telephone field of a request body (§5, §7), at any depth. */
export async function stripPhoneFields(value: unknown): Promise<unknown> {
  if (!hasPhoneField(value)) return value;
  const { stripPhone } = await import('./phone');
  return mapPhoneFields(value, stripPhone);
}

export function buildHeaders(options: RequestOptions, json: boolean): Record<string, string> {
  const { ms, hours } = tzOffset();
  const headers: Record<string, string> = {
    [HEADERS.lang]: getLang(),
    [HEADERS.tzOffsetMs]: String(ms),
    [HEADERS.tzOffsetHours]: String(hours),
  };
  if (json) headers['content-type'] = 'application/json';
  const token = options.token ?? getToken();
  if (token) headers[HEADERS.token] = token;
  return { ...options.headers, ...headers };
}

let sessionEnding = false;

/** §8: clear the token and go to login after 1 s (once, however many calls fail together). */
function endSession(): void {
  clearToken();
  if (sessionEnding) return;
  sessionEnding = true;
  setTimeout(() => {
    sessionEnding = false;
    goTo('/login');
  }, LIMITS.backDelayMs);
}

/** The toast text of a failed code: `[code]:message`, the message localised when the catalogue has it. */
export async function errorText(code: number, serverMsg: string): Promise<string> {
  let localized: string | undefined;
  try {
    localized = (await import('./error-catalogue')).errorMessage(code, getLang());
  } catch {
    // The catalogue could not load (offline): the server's own message is in the user's language too.
  }
  return `[${code}]:${localized ?? serverMsg}`;
}

/** The message a refusal's data carries (a plan limit names the plan and the limit), if any. */
function ownMessage(data: unknown): string | undefined {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** Applies the §8 response-code rules to an envelope. */
export async function handleEnvelope<T>(envelope: Envelope<T>, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { code } = envelope;
  const isResult = RESULT_CODES.includes(code) || options.resultCodes?.includes(code) === true;
  if (code === TOKEN_UNKNOWN) {
    endSession();
    throw new ApiError(code, envelope.msg, envelope.data, 'session');
  }
  if (SESSION_END_CODES.includes(code)) {
    const text = await errorText(code, envelope.msg);
    toast.error(text);
    endSession();
    // 20086 is both a result code and a session-end code in §8: the session ends and the caller still gets it.
    if (isResult) return envelope;
    throw new ApiError(code, text, envelope.data, 'session');
  }
  if (isResult) return envelope;
  const planText = code === SUBSCRIPTION_REQUIRED ? ownMessage(envelope.data) : undefined;
  const text = planText ? `[${code}]:${planText}` : await errorText(code, envelope.msg);
  toast.error(text);
  throw new ApiError(code, text, envelope.data, 'toast');
}

function networkFailure(err: unknown, timedOut: boolean): ApiError {
  const text = timedOut
    ? `timeout of ${LIMITS.requestTimeoutMs}ms exceeded`
    : err instanceof Error
      ? err.message
      : String(err);
  toast.error(text);
  return new ApiError(0, text, undefined, 'network');
}

async function send(path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? LIMITS.requestTimeoutMs);
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: buildHeaders(options, !isForm),
      body: isForm ? body : JSON.stringify(await stripPhoneFields(body ?? {})),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    // A caller that cancelled (e.g. a query unmounted) needs no toast.
    if (options.signal?.aborted) throw new ApiError(0, 'aborted', undefined, 'network');
    throw networkFailure(err, timedOut);
  } finally {
    clearTimeout(timer);
  }
}

async function readEnvelope<T>(res: Response): Promise<Envelope<T>> {
  // 4xx/5xx answers carry the same envelope: read the body whatever the status.
  let parsed: unknown;
  try {
    parsed = await res.json();
  } catch {
    parsed = undefined;
  }
  if (parsed && typeof parsed === 'object' && typeof (parsed as Envelope).code === 'number') {
    return parsed as Envelope<T>;
  }
  throw networkFailure(new Error(`HTTP ${res.status} ${res.statusText}`.trim()), false);
}

/** POST /m<path> with a JSON body; resolves with the envelope for 200 and the result codes, else rejects. */
export async function post<T = unknown>(
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const res = await send(path, body, options);
  return handleEnvelope(await readEnvelope<T>(res), options);
}

/** POST and return only `data`, for calls whose only result code is 200. */
export async function postData<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await post<T>(path, body, options)).data;
}

function filenameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1] : fallback;
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Export endpoints answer a file; a JSON answer is an envelope (an error, or a job that was queued)
 * and goes through the usual code handling. Resolves with the saved file name, or the envelope.
 */
export async function download(
  path: string,
  body?: unknown,
  options: RequestOptions & { filename?: string } = {},
): Promise<{ filename: string } | { envelope: Envelope }> {
  const res = await send(path, body, options);
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return { envelope: await handleEnvelope(await readEnvelope(res), options) };
  if (!res.ok) throw networkFailure(new Error(`HTTP ${res.status} ${res.statusText}`.trim()), false);
  const filename = filenameOf(res, options.filename ?? path.split('/').pop() ?? 'export');
  saveBlob(await res.blob(), filename);
  return { filename };
}
