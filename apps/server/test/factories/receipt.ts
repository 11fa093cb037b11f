// Receipts written through the POS API, as a till sends them.
import type { OrderDetail } from '@tillbook/contract';
import type { TestApp } from '../support/test-app';
import { cid } from './basics';
import { ok } from './reply';

/** POST /m/app/order/upload with a fresh client id unless one is given. */
export function uploadOrder<T = Record<string, unknown>>(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.post<T>('/app/order/upload', { clientId: cid(), ...body }, { token });
}

/** A receipt of `quantity` × one product, paid in full with one payment method by the till `token`. */
export async function paidReceipt(
  t: TestApp,
  token: string,
  o: { productId: number; paymentMethodId: number; total: string; quantity?: string } & Record<string, unknown>,
): Promise<OrderDetail> {
  const { productId, paymentMethodId, total, quantity = '1', ...rest } = o;
  return ok(
    await uploadOrder<OrderDetail>(t, token, {
      lines: [{ productId, quantity }],
      total,
      payments: [{ paymentMethodId, amount: total }],
      ...rest,
    }),
  );
}
