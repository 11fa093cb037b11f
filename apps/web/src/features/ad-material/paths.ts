/** The ad material pages of §2 (/deviceManage adList, hidden adEdit; `?id=` edits an existing ad). */
export const AD_PATHS = { list: '/deviceManage/adList', edit: '/deviceManage/adEdit' } as const;
