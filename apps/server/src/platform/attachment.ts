/**
 * Content-Disposition for a download whose name may hold non-ASCII text: an ASCII fallback for old clients, and the
 * name itself (RFC 6266 `filename*`).
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
