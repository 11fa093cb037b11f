import type { ResourceDescriptor } from '@tillbook/contract';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import type { WriteOptions } from '../../../shared/api/resource';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { useUnsavedGuard } from './use-unsaved-guard';

/**
 * Saving a catalogue form that asks before its unsaved edits are left (§5): the kit's save (toast, a refusal marks
 * its field), then back to the list without asking. Call `markDirty` on edits and render `holder`.
 */
export function useGuardedSave<R extends ResourceDescriptor>(
  resource: R,
  form: FormInstance,
  opts: WriteOptions & { backTo: string; codeFields?: Record<number, string> },
) {
  const navigate = useNavigate();
  const { holder, markDirty, markClean } = useUnsavedGuard();
  const { submit, saving } = useSaveForm(resource, form, {
    invalidates: opts.invalidates,
    codeFields: opts.codeFields,
    onSaved: () => {
      markClean();
      navigate(opts.backTo);
    },
  });
  return { submit, saving, holder, markDirty };
}
