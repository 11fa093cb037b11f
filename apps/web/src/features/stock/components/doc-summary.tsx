import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** The head of a document's detail page: label and value pairs, two columns on wide screens. */
export function DocSummary({
  items,
  testId,
}: {
  items: { label: string; value: ReactNode; testId?: string }[];
  testId: string;
}) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid={testId}>
      {items.map((item) => (
        <Descriptions.Item key={item.label} label={item.label}>
          <span data-testid={item.testId}>{item.value}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
