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
