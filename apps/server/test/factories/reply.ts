import { expect } from 'vitest';
import type { Reply } from '../support/test-app';

/** Asserts a reply's code (showing the whole reply when it differs) and answers its data. */
export function ok<T>(res: Reply<T>, code = 200): T {
  expect(res, JSON.stringify(res)).toMatchObject({ code });
  return res.data;
}
