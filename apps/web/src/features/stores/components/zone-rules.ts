import { Err, errorMessage, type FieldIssue, ZoneSaveBody } from '@tillbook/contract';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../shared/api/client';
import { getLang } from '../../../shared/i18n/lang';

export interface ZoneTableValues {
  id?: number;
  number?: string;
  seats?: number;
}

/**
 * The contract's zone rules (at least one table, 1005; a number only once, 1004) over the form's tables. Rows not yet
 * filled in stand in with a value of their own, so that only real duplicates are reported.
 */
export function zoneTableIssues(tables: (ZoneTableValues | undefined)[]) {
  const result = ZoneSaveBody.safeParse({
    storeId: 1,
    name: 'zone',
    tables: tables.map((row, i) => ({ number: row?.number?.trim() || `\u0000${i}`, seats: 1 })),
  });
  return result.success ? [] : result.error.issues;
}

const codeOf = (issue: { params?: Record<string, unknown> }) =>
  typeof issue.params?.code === 'number' ? issue.params.code : undefined;

/** The message of the contract's rule at `path` ("tables" or "tables.<i>.number"), or null when it holds. */
export function zoneTableMessage(
  tables: (ZoneTableValues | undefined)[],
  path: string,
  fallback: string,
): string | null {
  const issue = zoneTableIssues(tables).find((i) => i.path.join('.') === path);
  if (!issue) return null;
  const code = codeOf(issue as { params?: Record<string, unknown> });
  return (code ? errorMessage(code, getLang()) : undefined) ?? fallback;
}

/**
 * Marks the fields a refused zone save is about: the server's issues (list indexes as numbers, as Form.List names
 * its rows), or the zone name for a 1004 without issues (the name is taken in this store).
 */
export function applyZoneErrors(form: FormInstance, err: unknown): void {
  if (!(err instanceof ApiError)) return;
  const lang = getLang();
  const issues = (err.data as { issues?: FieldIssue[] } | undefined)?.issues;
  if (Array.isArray(issues) && issues.length > 0) {
    form.setFields(
      issues
        .filter((issue) => issue.path)
        .map((issue) => ({
          name: issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
          errors: [(issue.code ? errorMessage(issue.code, lang) : undefined) ?? issue.message],
        })),
    );
    return;
  }
  if (err.code === Err.ADDED_REPEATEDLY) {
    form.setFields([{ name: 'name', errors: [errorMessage(err.code, lang) ?? err.message] }]);
  }
}
