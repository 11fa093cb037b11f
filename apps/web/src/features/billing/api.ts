import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BillingChangeBody,
  type BillingChangeResult,
  type BillingDetails,
  type BillingDetailsBody,
  type BillingHistoryQuery,
  type BillingHistoryRow,
  type BillingOverview,
  type BillingQuote,
  type CardOnFile,
  Err,
  type InvoiceListQuery,
  type InvoiceRow,
  type ListResult,
  type PlanRow,
  type SubscriptionView,
  type TestClockResult,
} from '@tillbook/contract';
import { download, post, postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

// The billing page's calls (packages/contract/src/billing.ts): every route is the account owner's.

export type InvoiceListBody = BodyOf<typeof InvoiceListQuery>;
export type HistoryListBody = BodyOf<typeof BillingHistoryQuery>;
export type DetailsBody = BodyOf<typeof BillingDetailsBody>;

export const billingKeys = {
  all: ['billing'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  quote: (planCode: string) => [...billingKeys.all, 'quote', planCode] as const,
  details: () => [...billingKeys.all, 'details'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoiceList: (body: InvoiceListBody) => [...billingKeys.invoices(), body] as const,
  history: () => [...billingKeys.all, 'history'] as const,
  historyList: (body: HistoryListBody) => [...billingKeys.history(), body] as const,
};

/** What a change of the subscription makes stale: the overview (state, limits, card), invoices and history. */
const invalidateSubscription = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.overview() }),
    queryClient.invalidateQueries({ queryKey: billingKeys.invoices() }),
    queryClient.invalidateQueries({ queryKey: billingKeys.history() }),
  ]);

export function useBillingOverview(enabled = true) {
  return useQuery({
    queryKey: billingKeys.overview(),
    queryFn: () => postData<BillingOverview>('/billing/overview', {}),
    enabled,
  });
}

/** The plans offered, by tier then period. */
export function usePlans(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.plans(),
    queryFn: async () => (await postData<{ list: PlanRow[] }>('/billing/plans', {})).list,
    enabled,
  });
}

/**
 * What changing to a plan would cost now. Never cached beyond the dialog that shows it (`gcTime: 0`): a quote is
 * only good for the moment it is confirmed.
 */
export function useQuote(planCode: string | null) {
  return useQuery({
    queryKey: billingKeys.quote(planCode ?? ''),
    queryFn: () => postData<BillingQuote>('/billing/quote', { planCode }),
    enabled: planCode !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/**
 * Changes the plan at the quoted total. Answers the result (code 200) or `{ quoteChanged: true }` when the current
 * total differs from the one confirmed (20121: details or VAT changed meanwhile; nothing was changed, the caller
 * quotes again). Other refusals have been toasted. Invalidates the overview, invoices and history.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof BillingChangeBody>) => {
      const envelope = await post<BillingChangeResult>('/billing/change', body, { resultCodes: [Err.TAX_CHANGED] });
      return envelope.code === Err.TAX_CHANGED ? ({ quoteChanged: true } as const) : envelope.data;
    },
    onSuccess: (result) => ('quoteChanged' in result ? undefined : invalidateSubscription(queryClient)),
  });
}

/** Cancels at the period end, or resumes what is scheduled. Invalidates the overview and history. */
export function useCancelOrResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') => postData<SubscriptionView>(`/billing/${action}`, {}),
    onSuccess: () => invalidateSubscription(queryClient),
  });
}

/** Saves the card by the provider's token (never a card number). Invalidates the overview and history. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => postData<CardOnFile>('/billing/card/save', { token }),
    onSuccess: () => invalidateSubscription(queryClient),
  });
}

/** Removes the card on file. Invalidates the overview and history. */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postData<null>('/billing/card/remove', {}),
    onSuccess: () => invalidateSubscription(queryClient),
  });
}

/** The billing details, null when none were saved. */
export function useBillingDetails(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.details(),
    queryFn: () => postData<BillingDetails | null>('/billing/details', {}),
    enabled,
  });
}

/** Saves the billing details (the VAT ID is checked). Sets the details; invalidates the quotes (VAT may change). */
export function useSaveDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DetailsBody) => postData<BillingDetails>('/billing/details/save', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(billingKeys.details(), saved);
      return queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'quote'] });
    },
  });
}

export function useInvoices(body: InvoiceListBody, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.invoiceList(body),
    queryFn: () => postData<ListResult<InvoiceRow>>('/billing/invoices', body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Downloads an invoice or credit note as PDF, in the merchant's language. */
export const downloadInvoicePdf = (row: Pick<InvoiceRow, 'id' | 'number'>) =>
  download('/billing/invoice/pdf', { id: row.id }, { filename: `${row.number}.pdf` });

export function useHistory(body: HistoryListBody, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.historyList(body),
    queryFn: () => postData<ListResult<BillingHistoryRow>>('/billing/history', body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Test provider only: moves the merchant's test clock and runs what fell due. Invalidates everything billing. */
export function useAdvanceClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { days: number; hours: number }) => postData<TestClockResult>('/billing/test/advance', body),
    onSuccess: () => invalidateSubscription(queryClient),
  });
}

/** Test provider only: refunds (part of) a paid invoice as the operator would; a credit note follows. */
export function useTestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { invoiceId: number; amount: string }) => postData<InvoiceRow>('/billing/test/refund', body),
    onSuccess: () => invalidateSubscription(queryClient),
  });
}
