import { errorMessage, type ImportCellError } from '@tillbook/contract';
import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';

/** The texts of the template's columns (keys of the server's product importer). */
const COLUMN_LABELS: Record<string, string> = {
  name: 'field.name',
  category: 'field.category',
  sku: 'field.sku',
  barcode: 'field.barcode',
  unit: 'field.unit',
  price: 'field.price',
  cost: 'field.cost',
  trackInventory: 'field.trackInventory',
  stores: 'product.stores',
  taxes: 'field.taxes',
  minStock: 'field.minStock',
  bestStock: 'field.bestStock',
  description: 'field.description',
};

/** The cells a failed import refused: row, column and the code's text (§8); nothing was written. */
export function ImportErrors({ errors, errorCount }: { errors: ImportCellError[]; errorCount: number }) {
  const { t } = useTranslation('catalog');
  const lang = getLang();
  const columns: ColumnsType<ImportCellError & { key: number }> = [
    { title: t('import.row'), dataIndex: 'row', width: 90, render: (v: number) => (v > 0 ? v : '—') },
    {
      title: t('import.column'),
      dataIndex: 'column',
      width: 180,
      render: (v: string) => (v ? (COLUMN_LABELS[v] ? t(COLUMN_LABELS[v]) : v) : '—'),
    },
    {
      title: t('import.problem'),
      dataIndex: 'code',
      render: (code: number) => `[${code}] ${errorMessage(code, lang) ?? t('import.unknownCode')}`,
    },
  ];
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={t('import.failed', { count: errorCount })}
        description={
          errorCount > errors.length ? t('import.moreErrors', { shown: errors.length, count: errorCount }) : undefined
        }
        style={{ marginBottom: 12 }}
        data-testid="product-import-failed"
      />
      <div data-testid="product-import-errors">
        <Table
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={errors.map((e, key) => ({ ...e, key }))}
          pagination={errors.length > 20 ? { pageSize: 20 } : false}
          onRow={(r) => ({ 'data-testid': `product-import-error-${r.row}-${r.column || 'file'}` }) as object}
        />
      </div>
    </>
  );
}
