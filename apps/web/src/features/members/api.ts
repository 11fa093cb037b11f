import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ListResult,
  type MemberCreditRepayBody,
  type MemberLedgerQuery,
  type MemberLedgerRow,
  type MemberPointsAdjustBody,
  type MemberRow,
  memberResource,
} from '@tillbook/contract';
import { useCallback } from 'react';
import { postData } from '../../shared/api/client';
import { invalidateResource } from '../../shared/api/resource';
import type { BodyOf } from '../../shared/api/schema-types';

// Members are a resource of the kit (`memberResource`: list, detail, save, delete, export); here are the points and
// credit ledgers and what an import changes.

export type LedgerBody = Omit<BodyOf<typeof MemberLedgerQuery>, 'memberId'> & { memberId: number };
export type PointsAdjust = BodyOf<typeof MemberPointsAdjustBody>;
export type CreditRepay = BodyOf<typeof MemberCreditRepayBody>;

export const memberKeys = {
  all: ['members'] as const,
  points: (memberId: number) => [...memberKeys.all, 'points', memberId] as const,
  pointsPage: (body: LedgerBody) => [...memberKeys.points(body.memberId), body] as const,
  credit: (memberId: number) => [...memberKeys.all, 'credit', memberId] as const,
  creditPage: (body: LedgerBody) => [...memberKeys.credit(body.memberId), body] as const,
};

// ── Points and credit ───────────────────────────────────────────────────────────────────────────────────────

export function usePointsHistory(body: LedgerBody) {
  return useQuery({
    queryKey: memberKeys.pointsPage(body),
    queryFn: () => postData<ListResult<MemberLedgerRow>>('/member/points/history', body),
    placeholderData: keepPreviousData,
  });
}

export function useCreditHistory(body: LedgerBody) {
  return useQuery({
    queryKey: memberKeys.creditPage(body),
    queryFn: () => postData<ListResult<MemberLedgerRow>>('/member/credit/history', body),
    placeholderData: keepPreviousData,
  });
}

/** A ledger change: the member (the balance shows in its rows and details) and that ledger's history. */
const invalidateLedger = (queryClient: QueryClient, ledger: readonly unknown[]) =>
  invalidateResource(queryClient, memberResource, [ledger]);

/** Invalidates the member's points history, member details and lists (the balance shows there). */
export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAdjust) => postData<MemberRow>('/member/points/adjust', body),
    onSuccess: (_row, body) => invalidateLedger(queryClient, memberKeys.points(Number(body.memberId))),
  });
}

/** Invalidates the member's credit history, member details and lists. */
export function useRepayCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditRepay) => postData<MemberRow>('/member/credit/repay', body),
    onSuccess: (_row, body) => invalidateLedger(queryClient, memberKeys.credit(Number(body.memberId))),
  });
}

// ── Import ──────────────────────────────────────────────────────────────────────────────────────────────────

/** After a finished import the lists show the new members. */
export function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateResource(queryClient, memberResource), [queryClient]);
}
