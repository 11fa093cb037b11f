import type { PageLoader } from '../../shared/navigation/page-tree';

/** Pages of the ad-material feature by their full path in the route table (/deviceManage adList, adEdit). */
export const pages: Record<string, PageLoader> = {};
