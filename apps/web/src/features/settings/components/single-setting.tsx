import type { ReactNode } from 'react';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { type SingleKind, useSingleSetting } from '../api';
import { SETTINGS_FRAME, SETTINGS_PATHS } from '../paths';

/** The page of a single setting: loads it (loading and error states), then its form with the current value. */
export function SingleSetting<K extends SingleKind>({
  kind,
  title,
  testId,
  form,
}: {
  kind: K;
  title: string;
  testId: string;
  form: (value: NonNullable<ReturnType<typeof useSingleSetting<K>>['data']>) => ReactNode;
}) {
  const query = useSingleSetting(kind);
  return (
    <EditFrame testId={testId} title={title} backTo={SETTINGS_PATHS.index} {...SETTINGS_FRAME}>
      {query.isError && !query.data ? (
        <LoadError testId={`${testId}-error`} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        form(query.data)
      ) : (
        <PageLoading />
      )}
    </EditFrame>
  );
}
