import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame of every list page: the title and its actions (add, export) on top, then the filter bar, then the
 * table. Stacks on phones.
 */
export function ListPage({
  title,
  actions,
  filters,
  children,
  testId,
}: {
  title: ReactNode;
  actions?: ReactNode;
  filters?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card data-testid={testId}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
      {filters && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
          {filters}
        </Flex>
      )}
      {children}
    </Card>
  );
}
