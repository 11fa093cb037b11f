import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MyPermissions,
  roleResource,
  type StaffOptions,
  type StaffPasswordBody,
  type StaffRow,
  type StaffSaveBody,
  type StaffStatus,
  type StaffWorkCountList,
  type StaffWorkCountQuery,
  staffResource,
  type TimeCardList,
  type TimeCardListQuery,
  type TimeCardOptions,
  type TimeCardRow,
  type TimeCardSaveBody,
} from '@tillbook/contract';
import { post, postData } from '../../shared/api/client';
import { invalidateResource, resourceKeys } from '../../shared/api/resource';
import type { BodyOf } from '../../shared/api/schema-types';
import { getLoginInfo, patchLoginInfo } from '../../shared/session/session';

// Staff and roles are resources of the kit (`staffResource`, `roleResource`: list, detail, delete, role saves);
// here are the calls that are not plain resource calls, and the keys of what is not a resource.

export type TimeCardListBody = BodyOf<typeof TimeCardListQuery>;
export type WorkCountBody = BodyOf<typeof StaffWorkCountQuery>;
export type StaffSave = BodyOf<typeof StaffSaveBody>;
export type TimeCardSave = BodyOf<typeof TimeCardSaveBody>;

export const staffKeys = {
  all: ['staff'] as const,
  permissions: () => [...staffKeys.all, 'permissions'] as const,
  options: () => [...staffKeys.all, 'options'] as const,
  timeCards: () => [...staffKeys.all, 'timeCards'] as const,
  timeCardList: (body: TimeCardListBody) => [...staffKeys.timeCards(), 'list', body] as const,
  timeCard: (id: number) => [...staffKeys.timeCards(), 'detail', id] as const,
  timeCardOptions: () => [...staffKeys.timeCards(), 'options'] as const,
  workTime: () => [...staffKeys.all, 'workTime'] as const,
  workTimeList: (body: WorkCountBody) => [...staffKeys.workTime(), 'list', body] as const,
};

/** What saving or deleting a staff member also changes: roles (their staff count), time cards and work time (names). */
export const STAFF_TOUCHES = [resourceKeys(roleResource).all, staffKeys.timeCards(), staffKeys.workTime()];
/** What saving or deleting a role also changes: the staff form's roles, staff rows (role names), one's own permissions. */
export const ROLE_TOUCHES = [staffKeys.options(), resourceKeys(staffResource).all, staffKeys.permissions()];

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The caller's own permissions (stores bound, menu codes), re-read by the server on every request. */
export function useMyPermissions() {
  return useQuery({
    queryKey: staffKeys.permissions(),
    queryFn: () => postData<MyPermissions>('/staff/permissions', {}),
  });
}

/** Roles and the caller's stores, for the staff form and filters. */
export function useStaffOptions() {
  return useQuery({ queryKey: staffKeys.options(), queryFn: () => postData<StaffOptions>('/staff/options', {}) });
}

/**
 * Answers the envelope: 20074 (account name taken) is one of the §8 result codes, handed back rather than toasted.
 * A saved staff member invalidates the staff resource and what `STAFF_TOUCHES` names.
 */
export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSave) => post<StaffRow>('/staff/save', body),
    onSuccess: (envelope) => {
      if (envelope.code === 200) return invalidateResource(queryClient, staffResource, STAFF_TOUCHES);
    },
  });
}

/** Invalidates the staff resource (the status shows in its rows). */
export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: StaffStatus }) => postData<StaffRow>('/staff/setStatus', body),
    onSuccess: () => invalidateResource(queryClient, staffResource),
  });
}

/** Ends every session of the staff member (§6). Invalidates nothing: no listed field changes. */
export function useStaffPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof StaffPasswordBody>) => post('/staff/updatePwd', body),
  });
}

// ── Time cards and work time ───────────────────────────────────────────────────────────────────────────────

export function useTimeCardList(body: TimeCardListBody) {
  return useQuery({
    queryKey: staffKeys.timeCardList(body),
    queryFn: () => postData<TimeCardList>('/timeCard/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useTimeCard(id: number | undefined) {
  return useQuery({
    queryKey: staffKeys.timeCard(id ?? 0),
    queryFn: () => postData<TimeCardRow>('/timeCard/detail', { id }),
    enabled: id !== undefined,
  });
}

/** The stores and staff a time card may name (also the filters of the time pages). */
export function useTimeCardOptions() {
  return useQuery({
    queryKey: staffKeys.timeCardOptions(),
    queryFn: () => postData<TimeCardOptions>('/timeCard/options', {}),
  });
}

/** Invalidates time cards and the work-time totals. */
export function useSaveTimeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeCardSave) => postData<TimeCardRow>('/timeCard/save', body),
    onSuccess: () => invalidateTimeTouched(queryClient),
  });
}

/** Invalidates as a save does. */
export function useDeleteTimeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post('/timeCard/delete', { id }),
    onSuccess: () => invalidateTimeTouched(queryClient),
  });
}

function invalidateTimeTouched(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.timeCards() }),
    queryClient.invalidateQueries({ queryKey: staffKeys.workTime() }),
  ]);
}

export function useWorkCountList(body: WorkCountBody) {
  return useQuery({
    queryKey: staffKeys.workTimeList(body),
    queryFn: () => postData<StaffWorkCountList>('/staffWorkCount/list', body),
    placeholderData: keepPreviousData,
  });
}

/**
 * The sidebar is built from the login info's menu codes; after a role changed, a staff member re-reads their own
 * (the owner holds every code anyway) so the menu follows without signing in again.
 */
export async function refreshOwnMenu(): Promise<void> {
  if (getLoginInfo()?.isBoss !== false) return;
  try {
    const mine = await postData<MyPermissions>('/staff/permissions', {});
    patchLoginInfo({ permissions: mine.menuCodes });
  } catch {
    // The menu stays as it was until the next sign-in; the server checks every request anyway.
  }
}
