import type { AdjustmentDetail } from '@tillbook/contract';
import type { TestApp } from '../../../test/support/test-app';
import type { Merchant } from './documents.fixtures';
import { newProduct, ok } from './test-support';

// Test helpers of the supplier, adjustment, production and view tests (test code only).

/** POSTs to a file endpoint in a language and answers the raw reply (exports and prints are not JSON). */
export async function fileOf(t: TestApp, path: string, body: unknown, token: string, lang = 'en_GB') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/m${path}`,
    headers: { 'content-type': 'application/json', token, lang },
    payload: JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']),
    disposition: String(res.headers['content-disposition'] ?? ''),
    body: res.rawPayload,
  };
}

/** Saves an adjustment of one kind through the API and answers its detail. */
export async function adjust(
  t: TestApp,
  m: Merchant,
  kind: 'increase' | 'damage' | 'loss',
  storeId: number,
  lines: { productId: number; variantId?: number | null; quantity: string; cost?: string }[],
  token = m.token,
): Promise<AdjustmentDetail> {
  return ok(await t.post<AdjustmentDetail>('/stock/adjustment/save', { kind, storeId, lines }, { token }));
}

/** A tracked composite product made of `components` ({ productId, quantity } per composite unit). */
export const composite = (
  t: TestApp,
  m: Merchant,
  storeIds: number[],
  components: { productId: number; quantity: string }[],
  over: Record<string, unknown> = {},
) => newProduct(t, m.token, storeIds, { trackInventory: true, composite: true, components, ...over });
