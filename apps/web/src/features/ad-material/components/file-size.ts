import { bcp47, getLang } from '../../../shared/i18n/lang';

/** A file size in KB or MB (binary units, as the limits of §5 are), in the interface language's digits. */
export function formatFileSize(bytes: number): string {
  const format = (n: number) => new Intl.NumberFormat(bcp47(getLang()), { maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1024 * 1024) return `${format(bytes / 1024 / 1024)} MB`;
  return `${format(Math.max(bytes, 0) / 1024)} KB`;
}
