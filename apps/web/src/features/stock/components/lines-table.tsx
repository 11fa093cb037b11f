import type { StockItemInfo } from '@tillbook/contract';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatQty, itemName, useMoney } from '../format';

/** A figure of a line: a quantity (q) or money (m), by the row's field. */
export interface LineFigure<R> {
  key: keyof R & string;
  title: string;
  kind: 'q' | 'm';
  /** Signed display (+3 / −2), for differences. */
  signed?: boolean;
}

/**
 * The lines of a saved document, read only: the item (name, variant, SKU, barcode) and the document's figures.
 * Rows carry test ids `<testId>-<line id>`, cells `<testId>-<line id>-<figure>`.
 */
export function LinesTable<R extends StockItemInfo & { id: number }>({
  rows,
  figures,
  testId,
}: {
  rows: R[];
  figures: LineFigure<R>[];
  testId: string;
}) {
  const { t } = useTranslation(['stock', 'crud']);
  const money = useMoney();
  const columns: ColumnsType<R> = [
    {
      title: t('field.item'),
      key: 'item',
      render: (_, r) => (
        <span>
          {itemName(r)}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {[r.sku, r.barcode].filter(Boolean).join(' · ') || '—'}
          </Typography.Text>
        </span>
      ),
    },
    { title: t('field.unit'), dataIndex: 'unit', render: (u: string) => t(`unit.${u}`) },
    ...figures.map((f) => ({
      title: f.title,
      key: f.key,
      align: 'right' as const,
      render: (_: unknown, r: R) => {
        const v = r[f.key] as unknown as string | null;
        const text = v === null ? '—' : f.kind === 'm' ? money(v) : formatQty(v, f.signed);
        return <span data-testid={`${testId}-${r.id}-${f.key}`}>{text}</span>;
      },
    })),
  ];
  return (
    <div data-testid={testId}>
      <Table<R>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: true }}
        locale={{ emptyText: t('crud:empty') }}
        onRow={(r) => ({ 'data-testid': `${testId}-${r.id}` }) as object}
      />
    </div>
  );
}
