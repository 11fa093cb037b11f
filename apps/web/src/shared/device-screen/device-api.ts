// The device screens' calls: POST /m<path> with the device's token and the §7 headers. A code that means the
// session is gone (§8: 234, 401, the session-end codes; a frozen, unavailable or deleted device) signs the screen out,
// so it shows its sign-in again; any other refusal rejects with the localised `[code]:message`.
import { type Envelope, SESSION_END_CODES } from '@tillbook/contract';
import { buildHeaders, errorText } from '../api/client';
import { clearDeviceSession, deviceToken, type ScreenKind } from './device-session';

/** Codes after which the device's session is no longer usable. */
// The numbers, not `Err`: importing Err would bring the whole message catalogue onto the screen's first load.
// 234 token unknown, 401 no token, 20096 account missing, 20098 disabled (frozen), 20081 not available,
// 20028 merchant disabled.
export const DEVICE_SIGNED_OUT_CODES: readonly number[] = [234, 401, 20096, 20098, 20081, 20028, ...SESSION_END_CODES];
const SUCCESS = 200;

export class DeviceApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly signedOut: boolean,
  ) {
    super(message);
    this.name = 'DeviceApiError';
  }
}

async function send(kind: ScreenKind | null, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const token = kind ? deviceToken(kind) : null;
  try {
    return await fetch(`/m${path}`, {
      method: 'POST',
      headers: buildHeaders(token ? { token } : {}, true),
      body: JSON.stringify(body ?? {}),
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    throw new DeviceApiError(0, err instanceof Error ? err.message : String(err), false);
  }
}

async function refusal(kind: ScreenKind | null, envelope: Envelope): Promise<DeviceApiError> {
  const signedOut = kind !== null && DEVICE_SIGNED_OUT_CODES.includes(envelope.code);
  if (signedOut && kind) clearDeviceSession(kind);
  return new DeviceApiError(envelope.code, await errorText(envelope.code, envelope.msg), signedOut);
}

async function envelopeOf(res: Response): Promise<Envelope> {
  try {
    const parsed = (await res.json()) as Envelope;
    if (parsed && typeof parsed.code === 'number') return parsed;
  } catch {
    // Not an envelope: told below.
  }
  throw new DeviceApiError(0, `HTTP ${res.status}`, false);
}

/**
 * POST with the screen's device token (`kind`), or none (`null`, the sign-in); resolves with `data` of a 200 answer.
 */
export async function devicePost<T>(
  kind: ScreenKind | null,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const envelope = await envelopeOf(await send(kind, path, body, signal));
  if (envelope.code !== SUCCESS) throw await refusal(kind, envelope);
  return envelope.data as T;
}

/** POST for a file (an ad's bytes): the blob, or the refusal its JSON envelope carries. */
export async function deviceFile(kind: ScreenKind, path: string, body: unknown, signal?: AbortSignal): Promise<Blob> {
  const res = await send(kind, path, body, signal);
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    throw await refusal(kind, await envelopeOf(res));
  }
  if (!res.ok) throw new DeviceApiError(0, `HTTP ${res.status}`, false);
  return res.blob();
}

/** Signs the screen out: ends its session on the server (best effort: offline, it only forgets it) and here. */
export async function signOutDevice(kind: ScreenKind): Promise<void> {
  await devicePost(kind, '/device/logout', {}).catch(() => undefined);
  clearDeviceSession(kind);
}
