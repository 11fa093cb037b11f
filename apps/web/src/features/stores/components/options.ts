import { isTimeZone } from '@tillbook/contract';

/** Every IANA time zone the browser knows, as the contract accepts them. */
export function timeZoneOptions() {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
  return zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
}

/** The browser's own time zone, when the contract accepts it. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}
