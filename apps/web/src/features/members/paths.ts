/** The member pages of §2 by full path (the hidden edit and info pages take `?id=`). */
export const MEMBER_PATHS = {
  list: '/vipManage/vipManage',
  edit: '/vipManage/vipEdit',
  info: '/vipManage/vipInfo',
  import: '/vipManage/importVipExcel',
} as const;
