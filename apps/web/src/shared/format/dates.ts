import dayjs from 'dayjs';

/** Report ranges travel as unix seconds (§3); shown in the browser's time zone, in the UI language's words. */
export const formatDateTime = (unixSeconds: number): string => dayjs.unix(unixSeconds).format('L LT');
export const formatDate = (unixSeconds: number): string => dayjs.unix(unixSeconds).format('L');
