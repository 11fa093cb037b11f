import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { usePageTitle } from '../../../shared/ui/page-title';

/** The frame of a stock form, detail or action page: back arrow to its list, the title, its actions, the body. */
export function StockFrame({
  title,
  backTo,
  extra,
  children,
  testId,
  narrow = false,
}: {
  title: ReactNode;
  backTo: string;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
  /** Forms stay readable on wide screens; detail pages use the width. */
  narrow?: boolean;
}) {
  const { t } = useTranslation('crud');
  const navigate = useNavigate();
  // The breadcrumb's last entry reads the same as this title ("Add …" or "Edit …").
  usePageTitle(title);
  return (
    <Card data-testid={testId} style={narrow ? { maxWidth: 1100 } : undefined}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('back')}
            onClick={() => navigate(backTo)}
            data-testid="stock-back"
          />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </Flex>
        {extra ? (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {children}
    </Card>
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
