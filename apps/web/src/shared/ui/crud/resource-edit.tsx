import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type DetailOf, useResourceDetail, type WithDetail } from '../../api/resource';
import { idParam } from '../../routing/id-param';
import { PageLoading } from '../page-loading';
import { EditFrame } from './edit-frame';
import { LoadError } from './load-state';

/**
 * The add/edit page of a resource: adds a row, or edits the one of `?id=` once it has loaded (with loading and error
 * states). The form gets the row (undefined when adding) and is keyed by it, so its initial values follow the row.
 * Test ids: `<testId>-edit` on the frame, `<testId>-edit-error` when the row did not load.
 */
export function ResourceEdit<R extends WithDetail>({
  resource,
  testId,
  addTitle,
  editTitle,
  backTo,
  backTestId,
  maxWidth,
  form,
}: {
  resource: R;
  testId: string;
  addTitle: string;
  editTitle: string;
  backTo: string;
  backTestId?: string;
  maxWidth?: number;
  form: (row: DetailOf<R> | undefined) => ReactNode;
}) {
  const id = idParam(useSearchParams()[0]);
  const row = useResourceDetail(resource, id);
  return (
    <EditFrame
      testId={`${testId}-edit`}
      title={id ? editTitle : addTitle}
      backTo={backTo}
      backTestId={backTestId}
      maxWidth={maxWidth}
    >
      {id && row.isError ? (
        <LoadError testId={`${testId}-edit-error`} onRetry={() => void row.refetch()} />
      ) : id && row.isPending ? (
        <PageLoading />
      ) : (
        <div key={id ?? 'new'}>{form(row.data)}</div>
      )}
    </EditFrame>
  );
}
