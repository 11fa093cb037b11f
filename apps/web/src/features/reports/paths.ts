/** The report pages by full path that link to one another (§2; staffDuty/info is hidden, reached from a shift). */
export const REPORT_PATHS = {
  shifts: '/report/staffDuty',
  shiftInfo: '/report/staffDuty/info',
} as const;
