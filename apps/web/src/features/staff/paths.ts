/** The staff pages of §2 by full path (hidden edit pages take `?id=` to edit an existing row). */
export const STAFF_PATHS = {
  staffList: '/staffManage/staffManage',
  staffEdit: '/staffManage/staffEdit',
  roleList: '/staffManage/roleManage',
  roleEdit: '/staffManage/roleManage/addRole',
  timeCardList: '/staffManage/timeCard',
  timeCardEdit: '/staffManage/timeCardEdit',
  workCount: '/staffManage/staffWorkCount',
} as const;

/** The `id` query parameter of an edit page, or undefined for a new row. */
export function idParam(search: URLSearchParams): number | undefined {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
