import { Err, type ErrCode } from '@tillbook/contract';

/** Why the provider refused or failed; each maps to its §8 code. */
export type ProviderFailure = 'declined' | 'insufficientFunds' | 'retry' | 'unreachable' | 'badData' | 'customer';

export const FAILURE_CODES: Record<ProviderFailure, ErrCode> = {
  declined: Err.DEDUCTION_FAILED,
  insufficientFunds: Err.WALLET_BALANCE_INSUFFICIENT,
  retry: Err.RETRIEVAL_FAILED,
  unreachable: Err.REMOTE_CALL_FAILED,
  badData: Err.OPS_DATA_FAILED,
  customer: Err.CUSTOMER_CREATE_FAILED,
};

export class ProviderError extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(`payment provider: ${failure}`);
    this.name = 'ProviderError';
  }
}

/** What is kept of a card: the provider's token, never the number. */
export interface SavedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeInput {
  tenantId: number;
  customerRef: string;
  cardToken: string;
  amountCents: number;
  description: string;
  /** The same key charges once, however often it is sent (a renewal tried again after a crash). */
  idempotencyKey: string;
}

/**
 * A payment provider. Every method throws ProviderError on a refusal or failure. The server keeps the subscription
 * schedule and the tax itself (one life cycle for every provider); a provider only keeps customers and cards and
 * takes and gives back money.
 */
export interface BillingProvider {
  kind: 'test' | 'stripe';
  /** The publishable key the browser's card form needs (Stripe.js), or null. */
  publishableKey: string | null;
  createCustomer(input: { tenantId: number; email: string; name: string }): Promise<string>;
  saveCard(input: { tenantId: number; customerRef: string; token: string }): Promise<SavedCard>;
  /** Charges the card; answers the provider's payment reference. */
  charge(input: ChargeInput): Promise<string>;
  /** Gives `amountCents` of payment `ref` back; answers the refund's reference. */
  refund(input: { tenantId: number; ref: string; amountCents: number; idempotencyKey: string }): Promise<string>;
}
