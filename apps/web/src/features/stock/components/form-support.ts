import { Err, errorMessage } from '@tillbook/contract';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../shared/api/client';
import { applyServerIssues, issueFieldName } from '../../../shared/form/rules';
import { getLang } from '../../../shared/i18n/lang';

type Name = (string | number)[];

/** The form field a server issue path names; an issue on a whole line ('lines.2', e.g. the same item twice, 1004)
 * is shown on that line's item. */
export function issueField(path: string): Name {
  const name = issueFieldName(path);
  if (name.length === 2 && name[0] === 'lines' && typeof name[1] === 'number') name.push('productId');
  return name;
}

/**
 * Marks the fields a refused save is about, after the client's `[code]:message` toast: the server's field issues
 * (1001 or a rule's own code); else, when the answer names an item (20089 short: `{ productId, variantId, onHand }`,
 * 20075 missing), that item's line; else the field `codeFields` names for the answer's code. True when it marked one.
 */
export function markServerIssues(form: FormInstance, err: unknown, codeFields: Record<number, Name> = {}): boolean {
  if (!(err instanceof ApiError)) return false;
  if (applyServerIssues(form, err, issueField)) return true;
  const lang = getLang();
  if (markItemLine(form, err)) return true;
  const field = codeFields[err.code];
  if (!field) return false;
  form.setFields([{ name: field, errors: [errorMessage(err.code, lang) ?? err.message] }]);
  return true;
}

/** The refusals every document save may answer, on their fields: number too long, no store, no lines. */
export const documentCodeFields = (storeField = 'storeId'): Record<number, Name> => ({
  [Err.NUMBER_TOO_LONG]: ['number'],
  [Err.STORE_EMPTY]: [storeField],
  [Err.SAVE_AT_LEAST_ONE]: ['lines'],
});

/**
 * The longest text a contract field takes (its zod `max`, also behind `.default('')`), so the input stops there
 * without the web writing the number again.
 */
export function maxLength(schema: unknown): number | undefined {
  let node = schema as { maxLength?: number | null; unwrap?: () => unknown } | undefined;
  for (let depth = 0; node && depth < 4; depth += 1) {
    if (typeof node.maxLength === 'number') return node.maxLength;
    node = typeof node.unwrap === 'function' ? (node.unwrap() as typeof node) : undefined;
  }
  return undefined;
}

/** The line of the item a refusal names (the quantity when it is short, the item when it is refused). */
function markItemLine(form: FormInstance, err: ApiError): boolean {
  const item = err.data as { productId?: unknown; variantId?: number | null; onHand?: string } | null | undefined;
  const lines: unknown = form.getFieldValue('lines');
  if (typeof item?.productId !== 'number' || !Array.isArray(lines)) return false;
  const index = (lines as { productId: number; variantId: number | null }[]).findIndex(
    (l) => l.productId === item.productId && (item.variantId === undefined || (l.variantId ?? null) === item.variantId),
  );
  if (index < 0) return false;
  const short = err.code === Err.SKU_INSUFFICIENT;
  const text = errorMessage(err.code, getLang()) ?? err.message;
  form.setFields([
    {
      name: ['lines', index, short ? 'quantity' : 'productId'],
      errors: [short && item.onHand !== undefined ? `${text} (${Number(item.onHand)})` : text],
    },
  ]);
  return true;
}
