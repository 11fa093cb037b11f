import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { EditFrame } from '../../../shared/ui/crud/edit-frame';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';

/**
 * The frame of a stock form, detail or action page: back arrow to its list (`stock-back`), the title, its actions,
 * the body.
 */
export function StockFrame({
  extra,
  narrow = false,
  ...props
}: {
  title: ReactNode;
  backTo: string;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
  /** Forms stay readable on wide screens; detail pages use the width. */
  narrow?: boolean;
}) {
  return (
    <EditFrame
      {...props}
      backTestId="stock-back"
      maxWidth={narrow ? 1100 : 'none'}
      extra={
        extra ? (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        ) : null
      }
    />
  );
}

/** A page's body while its record loads: the error state with a retry, the spinner, or the content. */
export function Loaded<T>({
  query,
  testId,
  children,
}: {
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  testId: string;
  children: (data: T) => ReactNode;
}) {
  // A page opened without its `?id=` has nothing to load: the same state as a record that did not load.
  if (query.isError || (query.data === undefined && !query.isFetching))
    return <LoadError testId={`${testId}-error`} onRetry={() => query.refetch()} />;
  if (query.data === undefined) return <PageLoading />;
  return <>{children(query.data)}</>;
}
