import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListResult,
  MyPermissions,
  RoleListQuery,
  RoleRow,
  RoleSaveBody,
  StaffListQuery,
  StaffOptions,
  StaffPasswordBody,
  StaffRow,
  StaffSaveBody,
  StaffStatus,
  StaffWorkCountExportBody,
  StaffWorkCountList,
  StaffWorkCountQuery,
  TimeCardList,
  TimeCardListQuery,
  TimeCardOptions,
  TimeCardRow,
  TimeCardSaveBody,
} from '@tillbook/contract';
import { download, post, postData } from '../../shared/api/client';
import type { BodyOf } from '../../shared/api/schema-types';
import { getLoginInfo, patchLoginInfo } from '../../shared/session/session';

export type StaffListBody = BodyOf<typeof StaffListQuery>;
export type RoleListBody = BodyOf<typeof RoleListQuery>;
export type TimeCardListBody = BodyOf<typeof TimeCardListQuery>;
export type WorkCountBody = BodyOf<typeof StaffWorkCountQuery>;
export type StaffSave = BodyOf<typeof StaffSaveBody>;
export type RoleSave = BodyOf<typeof RoleSaveBody>;
export type TimeCardSave = BodyOf<typeof TimeCardSaveBody>;

export const staffKeys = {
  all: ['staff'] as const,
  permissions: () => [...staffKeys.all, 'permissions'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  memberList: (body: StaffListBody) => [...staffKeys.members(), 'list', body] as const,
  member: (id: number) => [...staffKeys.members(), 'detail', id] as const,
  memberOptions: () => [...staffKeys.all, 'memberOptions'] as const,
  roles: () => [...staffKeys.all, 'roles'] as const,
  roleList: (body: RoleListBody) => [...staffKeys.roles(), 'list', body] as const,
  role: (id: number) => [...staffKeys.roles(), 'detail', id] as const,
  timeCards: () => [...staffKeys.all, 'timeCards'] as const,
  timeCardList: (body: TimeCardListBody) => [...staffKeys.timeCards(), 'list', body] as const,
  timeCard: (id: number) => [...staffKeys.timeCards(), 'detail', id] as const,
  timeCardOptions: () => [...staffKeys.timeCards(), 'options'] as const,
  workTime: () => [...staffKeys.all, 'workTime'] as const,
  workTimeList: (body: WorkCountBody) => [...staffKeys.workTime(), 'list', body] as const,
};

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The caller's own permissions (stores bound, menu codes), re-read by the server on every request. */
export function useMyPermissions() {
  return useQuery({
    queryKey: staffKeys.permissions(),
    queryFn: () => postData<MyPermissions>('/staff/permissions', {}),
  });
}

export function useStaffList(body: StaffListBody) {
  return useQuery({
    queryKey: staffKeys.memberList(body),
    queryFn: () => postData<ListResult<StaffRow>>('/staff/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useStaffMember(id: number | undefined) {
  return useQuery({
    queryKey: staffKeys.member(id ?? 0),
    queryFn: () => postData<StaffRow>('/staff/detail', { id }),
    enabled: id !== undefined,
  });
}

/** Roles and the caller's stores, for the staff form and filters. */
export function useStaffOptions() {
  return useQuery({ queryKey: staffKeys.memberOptions(), queryFn: () => postData<StaffOptions>('/staff/options', {}) });
}

/**
 * Answers the envelope: 20074 (account name taken) is one of the §8 result codes, handed back rather than toasted.
 * Invalidates staff lists and details, roles (their staff count), time cards and work time (staff names).
 */
export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSave) => post<StaffRow>('/staff/save', body),
    onSuccess: (envelope) => {
      if (envelope.code === 200) return invalidateStaffTouched(queryClient);
    },
  });
}

/** Invalidates as a save does (the staff member's time cards go with them). */
export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post('/staff/delete', { id }),
    onSuccess: () => invalidateStaffTouched(queryClient),
  });
}

/** Invalidates staff lists and details (the status shows there). */
export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: StaffStatus }) => postData<StaffRow>('/staff/setStatus', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.members() }),
  });
}

/** Ends every session of the staff member (§6). Invalidates nothing: no listed field changes. */
export function useStaffPassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof StaffPasswordBody>) => post('/staff/updatePwd', body),
  });
}

function invalidateStaffTouched(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.members() }),
    queryClient.invalidateQueries({ queryKey: staffKeys.roles() }),
    queryClient.invalidateQueries({ queryKey: staffKeys.timeCards() }),
    queryClient.invalidateQueries({ queryKey: staffKeys.workTime() }),
  ]);
}

// ── Roles ───────────────────────────────────────────────────────────────────────────────────────────────────

export function useRoleList(body: RoleListBody) {
  return useQuery({
    queryKey: staffKeys.roleList(body),
    queryFn: () => postData<ListResult<RoleRow>>('/role/list', body),
    placeholderData: keepPreviousData,
  });
}

export function useRole(id: number | undefined) {
  return useQuery({
    queryKey: staffKeys.role(id ?? 0),
    queryFn: () => postData<RoleRow>('/role/detail', { id }),
    enabled: id !== undefined,
  });
}

/** Invalidates roles, the staff form's role options, staff lists (role names) and the caller's own permissions. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleSave) => postData<RoleRow>('/role/save', body),
    onSuccess: () => invalidateRolesTouched(queryClient),
  });
}

/** Invalidates as a save does. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => post('/role/delete', { id }),
    onSuccess: () => invalidateRolesTouched(queryClient),
  });
}

function invalidateRolesTouched(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.roles() }),
    queryClient.invalidateQueries({ queryKey: staffKeys.memberOptions() }),
    queryClient.invalidateQueries({ queryKey: staffKeys.members() }),
    queryClient.invalidateQueries({ queryKey: staffKeys.permissions() }),
  ]);
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

/** Downloads the totals as an xlsx file. Invalidates nothing. */
export function useExportWorkCount() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof StaffWorkCountExportBody>) => download('/staffWorkCount/export', body),
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
