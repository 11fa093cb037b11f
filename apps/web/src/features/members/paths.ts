/** The member pages of §2 by full path (the hidden edit and info pages take `?id=`). */
export const MEMBER_PATHS = {
  list: '/vipManage/vipManage',
  edit: '/vipManage/vipEdit',
  info: '/vipManage/vipInfo',
  import: '/vipManage/importVipExcel',
} as const;

/** The `id` query parameter of an edit or info page, or undefined for a new row. */
export function idParam(search: URLSearchParams): number | undefined {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
