import { Err, type ResourceDescriptor } from '@tillbook/contract';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type SaveBodyOf, type SavedOf, useSaveResource, type WriteOptions } from '../../api/resource';
import { applyCodeToField } from '../../form/rules';
import { toast } from '../toast';

/** The fields the usual refusals of a save are about (the toast has said it; this shows where). */
const CODE_FIELDS: Record<number, string> = { [Err.CODE_REPEATED]: 'name', [Err.STORE_EMPTY]: 'storeIds' };

/**
 * Saving a resource's form: success toast, then back to the list (`backTo`) or `onSaved` (e.g. to close a dialog).
 * A refusal marks its field: the server's field issues, the usual codes (name taken → `name`, no store →
 * `storeIds`) and the form's own `codeFields`.
 */
export function useSaveForm<R extends ResourceDescriptor>(
  resource: R,
  form: FormInstance,
  opts: WriteOptions & { backTo?: string; onSaved?: (saved: SavedOf<R>) => void; codeFields?: Record<number, string> },
) {
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  const save = useSaveResource(resource, { invalidates: opts.invalidates });
  const submit = async (body: SaveBodyOf<R>) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success(t('saved'));
      if (opts.onSaved) opts.onSaved(saved);
      else if (opts.backTo) navigate(opts.backTo);
    } catch (err) {
      applyCodeToField(form, err, { ...CODE_FIELDS, ...opts.codeFields });
    }
  };
  return { submit, saving: save.isPending };
}
