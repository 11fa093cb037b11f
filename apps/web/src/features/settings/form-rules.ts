import { errorMessage } from '@tillbook/contract';
import type { FormRule } from 'antd';
import { getLang } from '../../shared/i18n/lang';

/** A contract schema whose issues carry their path (objects and lists, where a rule spans several fields). */
interface PathParser {
  safeParse(value: unknown): {
    success: boolean;
    error?: {
      issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey>; params?: Record<string, unknown> }>;
    };
  };
}

const textOf = (issue: { params?: Record<string, unknown> } | undefined, fallback: string) => {
  const code = issue?.params?.code;
  return (typeof code === 'number' ? errorMessage(code, getLang()) : undefined) ?? fallback;
};

/**
 * A rule of the contract that spans several fields (e.g. "all stores, or at least one store"): the whole schema runs
 * on `probe()` — the fields the rule reads, plus valid stand-ins for the others, since an object's own refinements
 * only run once its fields parse — and the first issue on `field` fails the form item, in the code's words.
 */
export function contractObjectRule(
  schema: PathParser,
  probe: () => Record<string, unknown>,
  field: string,
  fallback: string,
): FormRule {
  return {
    validator: async () => {
      const result = schema.safeParse(probe());
      if (result.success) return;
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(textOf(issue, fallback));
    },
  };
}

/** The same for a list schema (Form.List rules): the first issue anywhere in the list. */
export function contractListRule(schema: PathParser, probe: (rows: unknown[]) => unknown[], fallback: string) {
  return {
    validator: async (_rule: unknown, rows: unknown[] | undefined) => {
      const result = schema.safeParse(probe(rows ?? []));
      if (!result.success) throw new Error(textOf(result.error?.issues[0], fallback));
    },
  };
}
