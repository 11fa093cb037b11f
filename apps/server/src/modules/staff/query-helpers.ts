import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** ORDER BY for a list's `sort` ('name' or '-name'), falling back to `fallback`; the schema limits the keys. */
export function orderOf<K extends string>(
  sort: string | undefined,
  columns: Record<K, AnyColumn | SQL>,
  fallback: NoInfer<K> | `-${NoInfer<K>}`,
): SQL {
  const s = sort ?? fallback;
  const descending = s.startsWith('-');
  const column = columns[(descending ? s.slice(1) : s) as K] ?? columns[fallback.replace(/^-/, '') as K];
  return descending ? desc(column) : asc(column);
}

/** The unique index a unique violation names (pg and PGlite both tell the constraint). */
export function violatedConstraint(e: unknown): string | undefined {
  const err = e as { constraint?: string; cause?: { constraint?: string } } | null;
  return err?.constraint ?? err?.cause?.constraint;
}
