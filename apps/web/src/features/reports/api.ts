import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  OrderDetail,
  OrderRow,
  ReservationRow,
  SetupChecklist,
  ShiftEntryRow,
  ShiftRow,
  StaffSales,
} from '@tillbook/contract';
import { refetchUnlessAskedAhead } from '../../shared/api/ask-ahead';
import { postData } from '../../shared/api/client';

/** Reports only read; the one write (reviewing an exception) refreshes the receipt lists. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (endpoint: string, body: object) => [...reportKeys.all, 'report', endpoint, body] as const,
  staff: (body: object) => [...reportKeys.all, 'staff', body] as const,
  orders: () => [...reportKeys.all, 'orders'] as const,
  orderList: (body: object) => [...reportKeys.orders(), 'list', body] as const,
  order: (id: number) => [...reportKeys.orders(), 'detail', id] as const,
  shifts: (body: object) => [...reportKeys.all, 'shifts', body] as const,
  shiftEntries: (id: number) => [...reportKeys.all, 'shiftEntries', id] as const,
  reservations: (body: object) => [...reportKeys.all, 'reservations', body] as const,
};

/** POST /m/statistics/<name> (or /m/online/statistics/<name>) with a page's filters. */
export const reportQuery = <T>(endpoint: string, body: object) => ({
  queryKey: reportKeys.report(endpoint, body),
  queryFn: () => postData<T>(endpoint, body),
});

/** POST /m/statistics/<name> with the page's filters; `enabled` false while the range is one the server would
 * refuse. */
export function useReport<T>(endpoint: string, body: object, enabled = true) {
  return useQuery({
    ...reportQuery<T>(endpoint, body),
    placeholderData: keepPreviousData,
    enabled,
    refetchOnMount: refetchUnlessAskedAhead,
  });
}

/** The staff report a staff filter reads its options from (below). */
export const reportStaffQuery = (body: { startTime: number; endTime: number; storeIds?: number[] }) => ({
  queryKey: reportKeys.staff(body),
  queryFn: () => postData<StaffSales>('/statistics/user', body),
  staleTime: 60_000,
});

/**
 * The staff filter's options: the staff members who sold in the range, from the staff report itself — the
 * reports menu grants no staff list of its own, and a member without sales would only show an empty report.
 */
export function useReportStaff(body: { startTime: number; endTime: number; storeIds?: number[] }, enabled: boolean) {
  return useQuery({
    ...reportStaffQuery(body),
    enabled,
    select: (d) => d.rows.filter((r) => r.staffId !== null).map((r) => ({ value: r.staffId!, label: r.staffName })),
  });
}

/** POST /m/home/setup: the first-run steps and the time of the last sale (read again each time home opens). */
export const homeKeys = { setup: ['home', 'setup'] as const };
export const setupQuery = {
  queryKey: homeKeys.setup,
  queryFn: () => postData<SetupChecklist>('/home/setup', {}),
};
export const useSetupChecklist = () => useQuery({ ...setupQuery, refetchOnMount: refetchUnlessAskedAhead });

export function useOrderList(body: object) {
  return useQuery({
    queryKey: reportKeys.orderList(body),
    queryFn: () => postData<ListResult<OrderRow>>('/sales/order/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(id: number | undefined) {
  return useQuery({
    queryKey: reportKeys.order(id ?? 0),
    queryFn: () => postData<OrderDetail>('/sales/order/detail', { id }),
    enabled: id !== undefined,
  });
}

/** POST /m/sales/exception/review after the user confirmed; invalidates every receipt list and detail. */
export function useReviewException() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postData('/sales/exception/review', { id, confirm: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reportKeys.orders() }),
  });
}

export function useShiftList(body: object, enabled = true) {
  return useQuery({
    queryKey: reportKeys.shifts(body),
    queryFn: () => postData<ListResult<ShiftRow>>('/sales/shift/list', body),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useShiftEntries(id: number | undefined) {
  return useQuery({
    queryKey: reportKeys.shiftEntries(id ?? 0),
    queryFn: () => postData<ShiftEntryRow[]>('/sales/shift/entries', { id }),
    enabled: id !== undefined,
  });
}

export function useReservationList(body: object) {
  return useQuery({
    queryKey: reportKeys.reservations(body),
    queryFn: () => postData<ListResult<ReservationRow>>('/sales/reservation/list', body),
    placeholderData: keepPreviousData,
  });
}
