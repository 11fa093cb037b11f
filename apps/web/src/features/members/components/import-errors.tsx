import { errorMessage, type ImportCellError } from '@tillbook/contract';
import { Alert, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';

/** The cells a failed import refused: row, column and the code's text (§8), nothing was written. */
export function ImportErrors({ errors, errorCount }: { errors: ImportCellError[]; errorCount: number }) {
  const { t } = useTranslation('members');
  const lang = getLang();
  const columns: ColumnsType<ImportCellError & { key: number }> = [
    { title: t('import.row'), dataIndex: 'row', width: 90, render: (v: number) => (v > 0 ? v : '—') },
    {
      title: t('import.column'),
      dataIndex: 'column',
      width: 180,
      render: (v: string) => (v ? t(`field.${v}`, { defaultValue: v }) : '—'),
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
        data-testid="member-import-failed"
      />
      <div data-testid="member-import-errors">
        <Table
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={errors.map((e, key) => ({ ...e, key }))}
          pagination={errors.length > 20 ? { pageSize: 20 } : false}
          onRow={(r) => ({ 'data-testid': `member-import-error-${r.row}-${r.column || 'file'}` }) as object}
        />
      </div>
    </>
  );
}
