/** The deposit page of §2 by full path (menu code 2; the detail opens in a drawer on the same page). */
export const DEPOSIT_PATHS = {
  list: '/deposit/index',
} as const;
