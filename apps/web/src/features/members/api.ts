import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  MemberCreditRepayBody,
  MemberExportBody,
  MemberLedgerQuery,
  MemberLedgerRow,
  MemberListQuery,
  MemberPointsAdjustBody,
  MemberRow,
  MemberSaveBody,
} from '@tillbook/contract';
import { useCallback } from 'react';
import { download, post, postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

export type MemberListBody = BodyOf<typeof MemberListQuery>;
export type MemberSave = BodyOf<typeof MemberSaveBody>;
export type LedgerBody = Omit<BodyOf<typeof MemberLedgerQuery>, 'memberId'> & { memberId: number };
export type PointsAdjust = BodyOf<typeof MemberPointsAdjustBody>;
export type CreditRepay = BodyOf<typeof MemberCreditRepayBody>;

export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (body: MemberListBody) => [...memberKeys.lists(), body] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: number) => [...memberKeys.details(), id] as const,
  points: (memberId: number) => [...memberKeys.all, 'points', memberId] as const,
  pointsPage: (body: LedgerBody) => [...memberKeys.points(body.memberId), body] as const,
  credit: (memberId: number) => [...memberKeys.all, 'credit', memberId] as const,
  creditPage: (body: LedgerBody) => [...memberKeys.credit(body.memberId), body] as const,
};

export function useMemberList(body: MemberListBody) {
  return useQuery({
    queryKey: memberKeys.list(body),
    queryFn: () => postData<ListResult<MemberRow>>('/member/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: number | undefined) {
  return useQuery({
    queryKey: memberKeys.detail(id ?? 0),
    queryFn: () => postData<MemberRow>('/member/detail', { id }),
    enabled: id !== undefined,
  });
}

/** Invalidates member lists and details. */
export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberSave) => postData<MemberRow>('/member/save', body),
    onSuccess: () => invalidateMembers(queryClient),
  });
}

/** Invalidates member lists and details. */
export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post('/member/delete', { id }),
    onSuccess: () => invalidateMembers(queryClient),
  });
}

function invalidateMembers(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: memberKeys.details() }),
  ]);
}

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

/** Invalidates the member's points history, member details and lists (the balance shows there). */
export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAdjust) => postData<MemberRow>('/member/points/adjust', body),
    onSuccess: (_row, body) =>
      Promise.all([
        invalidateMembers(queryClient),
        queryClient.invalidateQueries({ queryKey: memberKeys.points(Number(body.memberId)) }),
      ]),
  });
}

/** Invalidates the member's credit history, member details and lists. */
export function useRepayCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditRepay) => postData<MemberRow>('/member/credit/repay', body),
    onSuccess: (_row, body) =>
      Promise.all([
        invalidateMembers(queryClient),
        queryClient.invalidateQueries({ queryKey: memberKeys.credit(Number(body.memberId)) }),
      ]),
  });
}

// ── Import and export ───────────────────────────────────────────────────────────────────────────────────────

/** Downloads the members matching the list's filters as an xlsx file. Invalidates nothing. */
export function useExportMembers() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof MemberExportBody>) => download('/member/export', body),
  });
}

/** After a finished import the lists show the new members. */
export function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateMembers(queryClient), [queryClient]);
}
