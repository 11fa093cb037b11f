import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../shared/ui/page-loading';
import { type ListKind, type RowOf, useSettingDetail } from '../api';
import { idParam } from '../paths';
import { EditFrame, LoadError } from './frames';

/**
 * A hidden edit page: adds a row, or edits the one of `?id=` once it has loaded (with loading and error states).
 * The form gets the row (undefined when adding) and is keyed by it, so its initial values follow the row.
 */
export function RowEdit<K extends ListKind>({
  kind,
  testId,
  addTitle,
  editTitle,
  backTo,
  form,
}: {
  kind: K;
  testId: string;
  addTitle: string;
  editTitle: string;
  backTo: string;
  form: (row: RowOf<K> | undefined) => ReactNode;
}) {
  const id = idParam(useSearchParams()[0]);
  const row = useSettingDetail(kind, id);
  return (
    <EditFrame testId={`${testId}-edit`} title={id ? editTitle : addTitle} backTo={backTo}>
      {id && row.isError ? (
        <LoadError testId={`${testId}-edit-error`} onRetry={() => void row.refetch()} />
      ) : id && row.isPending ? (
        <PageLoading />
      ) : (
        <div key={row.data?.id ?? 'new'}>{form(row.data)}</div>
      )}
    </EditFrame>
  );
}
