import type { ReactNode } from 'react';
import { PageLoading } from '../../../shared/ui/page-loading';
import { type SingleKind, useSingleSetting } from '../api';
import { SETTINGS_PATHS } from '../paths';
import { EditFrame, LoadError } from './frames';

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
    <EditFrame testId={testId} title={title} backTo={SETTINGS_PATHS.index}>
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
