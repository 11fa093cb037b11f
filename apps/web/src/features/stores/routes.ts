import type { PageLoader } from '../../app/route-table';

/** Pages of the stores feature by their full path in the route table (e.g. '/storeManage/storeManage'). */
export const pages: Record<string, PageLoader> = {};
