import { Err } from '@tillbook/contract';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyCodeToField } from '../../../shared/form/rules';
import { toast } from '../../../shared/ui/toast';
import { type ListKind, type RowOf, type SaveBodyOf, useSaveSetting } from '../api';

/** The fields the usual refusals of a save are about (the toast has said it; this shows where). */
const CODE_FIELDS: Record<number, string> = { [Err.CODE_REPEATED]: 'name', [Err.STORE_EMPTY]: 'storeIds' };

/**
 * Saving an edit page's row: success toast and back to the list (`onSaved` instead, e.g. to close a dialog); a refusal
 * marks its field.
 */
export function useSaveRow<K extends ListKind>(
  kind: K,
  form: FormInstance,
  opts: { backTo?: string; onSaved?: (row: RowOf<K>) => void; codeFields?: Record<number, string> },
) {
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  const save = useSaveSetting(kind);
  const submit = async (body: SaveBodyOf<K>) => {
    try {
      const row = await save.mutateAsync(body);
      toast.success(t('saved'));
      if (opts.onSaved) opts.onSaved(row);
      else if (opts.backTo) navigate(opts.backTo);
    } catch (err) {
      applyCodeToField(form, err, { ...CODE_FIELDS, ...opts.codeFields });
    }
  };
  return { submit, saving: save.isPending };
}
