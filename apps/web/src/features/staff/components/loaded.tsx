import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';

type DataOf<Q> = { [K in keyof Q]: Q[K] extends UseQueryResult<infer D> ? D : never };

/**
 * What an edit page shows until its form can open: the error state (retrying every call) when a call failed, loading
 * while one is on its way, then `children` with the data of `needs`. `also` are calls that must load too but whose
 * data the page reads itself (the row being edited; none when adding). Test id of the error state: `testId`.
 */
export function Loaded<const Q extends readonly UseQueryResult<unknown>[]>({
  needs,
  also = [],
  testId,
  children,
}: {
  needs: Q;
  also?: readonly UseQueryResult<unknown>[];
  testId: string;
  children: (...data: DataOf<Q>) => ReactNode;
}) {
  const calls = [...needs, ...also];
  if (calls.some((q) => q.isError)) {
    return (
      <LoadError
        testId={testId}
        onRetry={() => {
          for (const q of calls) void q.refetch();
        }}
      />
    );
  }
  if (calls.some((q) => q.isPending)) return <PageLoading />;
  return children(...(needs.map((q) => q.data) as DataOf<Q>));
}
