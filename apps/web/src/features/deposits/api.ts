import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DepositDetail, DepositListQuery, DepositRow, ListResult } from '@tillbook/contract';
import { postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';

export type DepositListBody = BodyOf<typeof DepositListQuery>;

/** The back office only reads deposits (the POS writes them), so nothing here invalidates anything. */
export const depositKeys = {
  all: ['deposits'] as const,
  lists: () => [...depositKeys.all, 'list'] as const,
  list: (body: DepositListBody) => [...depositKeys.lists(), body] as const,
  detail: (id: number) => [...depositKeys.all, 'detail', id] as const,
};

export function useDepositList(body: DepositListBody) {
  return useQuery({
    queryKey: depositKeys.list(body),
    queryFn: () => postData<ListResult<DepositRow>>('/deposit/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useDeposit(id: number | undefined) {
  return useQuery({
    queryKey: depositKeys.detail(id ?? 0),
    queryFn: () => postData<DepositDetail>('/deposit/detail', { id }),
    enabled: id !== undefined,
  });
}
