import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type DetailOf, useResourceDetail, type WithDetail } from '../../../shared/api/resource';
import { idParam } from '../../../shared/routing/id-param';
import { ResourceEdit } from '../../../shared/ui/crud/resource-edit';

/**
 * The add/edit page of a store, truck, place or asset: its edit title names the row once it has loaded ("Edit store
 * “Harbour Kitchen”"), and tells nothing to the breadcrumb before. Test ids as `ResourceEdit`'s.
 */
export function NamedEdit<R extends WithDetail>({
  resource,
  testId,
  addTitle,
  editTitle,
  backTo,
  form,
}: {
  resource: R;
  testId: string;
  addTitle: string;
  editTitle: (row: DetailOf<R>) => string;
  backTo: string;
  form: (row: DetailOf<R> | undefined) => ReactNode;
}) {
  // The same query as the frame's.
  const detail = useResourceDetail(resource, idParam(useSearchParams()[0]));
  return (
    <ResourceEdit
      resource={resource}
      testId={testId}
      addTitle={addTitle}
      editTitle={detail.data ? editTitle(detail.data) : ''}
      backTo={backTo}
      form={form}
    />
  );
}
