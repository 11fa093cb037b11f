import type { SafeParser } from '../../../shared/form/rules';

/** What these helpers read of a zod schema (issues with their paths). */
interface PathParser {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ message: string; path: readonly PropertyKey[] }> };
  };
}

/**
 * A rule that spans fields (at least one of delivery or pickup, brackets without duplicates …) shown on one field:
 * the contract's whole-body schema is run on what the form would send and only the issues at `path` count. The
 * field's own text (`contractRule`'s fallback) then says what to do, rather than the generic code text.
 */
export function issueAt(schema: PathParser, body: () => unknown, path: string): SafeParser {
  return {
    safeParse: () => {
      const result = schema.safeParse(body());
      const issues = result.success
        ? []
        : (result.error?.issues ?? [])
            .filter((i) => i.path.map(String).join('.') === path)
            .map((i) => ({ message: i.message }));
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true };
    },
  };
}

/** A contract rule for a field that may stay empty (null in the body): empty passes, anything else is checked. */
export function optional(schema: SafeParser): SafeParser {
  return {
    safeParse: (value: unknown) =>
      value === '' || value === null || value === undefined ? { success: true } : schema.safeParse(value),
  };
}
