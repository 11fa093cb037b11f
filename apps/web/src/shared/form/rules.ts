import { errorMessage, type FieldIssue } from '@tillbook/contract';
import type { FormInstance, FormRule } from 'antd';
import { ApiError } from '../api/client';
import { getLang } from '../i18n/lang';

/** The part of a zod schema a form needs; keeps the web free of its own copy of any rule. */
export interface SafeParser {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ message: string; params?: Record<string, unknown> }> };
  };
}

/** The user-facing text of a failed rule: its spec code's text when it has one, else `fallback`. */
export function ruleMessage(schema: SafeParser, value: unknown, fallback: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error?.issues[0];
  const code = issue?.params?.code;
  return (typeof code === 'number' ? errorMessage(code, getLang()) : undefined) ?? fallback;
}

/** An antd form rule that runs a contract rule (§5) — one source of truth for both sides. */
export function contractRule(schema: SafeParser, fallback: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = ruleMessage(schema, value ?? '', fallback);
      if (message) throw new Error(message);
    },
  };
}

/** "Must match the password" (code 20017 when the catalogue has it). */
export function confirmRule(form: FormInstance, field: string, fallback: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value !== form.getFieldValue(field)) throw new Error(errorMessage(20017, getLang()) ?? fallback);
    },
  };
}

/** The form field name of a server issue path: 'lines.0.quantity' → ['lines', 0, 'quantity'] (antd compares name parts
 * with ===, so list indexes must be numbers). */
export function issueFieldName(path: string): (string | number)[] {
  return path
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts the server's field issues (code 1001 or a rule's code) next to the form's fields. `nameOf` maps an issue path
 * to the field that shows it, for forms whose fields are not named exactly like the request.
 */
export function applyServerIssues(
  form: FormInstance,
  err: unknown,
  nameOf: (path: string) => (string | number)[] = issueFieldName,
): boolean {
  if (!(err instanceof ApiError)) return false;
  const issues = (err.data as { issues?: FieldIssue[] } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return false;
  const lang = getLang();
  form.setFields(
    issues.map((issue) => ({
      name: nameOf(issue.path),
      errors: [(issue.code ? errorMessage(issue.code, lang) : undefined) ?? issue.message],
    })),
  );
  return true;
}

/** Also marks the field a failed code is about (the toast has already said it; this shows where). */
export function applyCodeToField(form: FormInstance, err: unknown, fields: Record<number, string>): boolean {
  if (!(err instanceof ApiError)) return false;
  const field = fields[err.code];
  if (!field) return applyServerIssues(form, err);
  form.setFields([{ name: field, errors: [errorMessage(err.code, getLang()) ?? err.message] }]);
  return true;
}
