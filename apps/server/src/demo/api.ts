import type { FastifyInstance } from 'fastify';

/** A `{ code, msg, data }` answer of the API. */
export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** One POST /m<path> with a JSON body and an optional session token: `app.inject` or real HTTP. */
export type Transport = (path: string, body: unknown, token?: string) => Promise<Reply>;

/** A refusal the demo did not expect: the path, the code and what the server said. */
export class ApiRefusal extends Error {
  constructor(
    readonly path: string,
    readonly code: number,
    readonly reply: Reply,
  ) {
    super(`${path} answered ${code} ${reply.msg} ${JSON.stringify(reply.data)?.slice(0, 300) ?? ''}`);
  }
}

export interface Api {
  /** The data of a successful call; anything but 200 throws `ApiRefusal`. */
  call<T>(path: string, body: unknown, token?: string): Promise<T>;
  /** The whole answer, whatever its code (for calls the demo expects to be refused now and then). */
  reply<T>(path: string, body: unknown, token?: string): Promise<Reply<T>>;
}

export function apiOf(transport: Transport): Api {
  return {
    async call<T>(path: string, body: unknown, token?: string) {
      const res = await transport(path, body, token);
      if (res.code !== 200) throw new ApiRefusal(path, res.code, res);
      return res.data as T;
    },
    reply: <T>(path: string, body: unknown, token?: string) => transport(path, body, token) as Promise<Reply<T>>,
  };
}

/** The same path a browser or POS takes, without a socket: the whole app (validation, sessions, access) runs. */
export function injectTransport(app: FastifyInstance): Transport {
  return async (path, body, token) => {
    const res = await app.inject({
      method: 'POST',
      url: `/m${path}`,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      payload: JSON.stringify(body ?? {}),
    });
    return res.json() as Reply;
  };
}

/** Real HTTP (the benchmark's clients), `base` ending in /m. */
export function fetchTransport(base: string): Transport {
  return async (path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body ?? {}),
    });
    return (await res.json()) as Reply;
  };
}

/** Time spent per path (DEMO_PROFILE=1 prints it): where a slow demo spends its time. */
export function profiled(transport: Transport, spent: Map<string, { calls: number; ms: number }>): Transport {
  return async (path, body, token) => {
    const t0 = performance.now();
    try {
      return await transport(path, body, token);
    } finally {
      const s = spent.get(path) ?? { calls: 0, ms: 0 };
      s.calls++;
      s.ms += performance.now() - t0;
      spent.set(path, s);
    }
  };
}
