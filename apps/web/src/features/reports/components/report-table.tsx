import { QuestionCircleOutlined } from '@ant-design/icons';
import { Table, type TablePaginationConfig, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../../shared/format/dates';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { useCellFormat } from '../format';
import type { ReportColumn, ReportConfig, ReportRow } from '../report-configs';

/**
 * A report's table: the config's columns (numbers right-aligned) and, fixed under the rows, the totals row the
 * server computed over every row of the range (not only this page). Test ids `report-table` (with `data-loading`
 * while an answer is on its way, so a test reads rows only once they are the current filters') and, for the totals'
 * cells, `report-total-<field>`. A column with a note shows it as a tooltip on its header (`report-note-<field>`).
 */
export function ReportTable({
  config,
  rows,
  totals,
  loading,
  pagination,
  emptyText,
}: {
  config: ReportConfig;
  /** What the report shows, and that nothing is in the range. */
  emptyText: string;
  rows: ReportRow[];
  totals: ReportRow | undefined;
  loading: boolean;
  pagination: TablePaginationConfig | false;
}) {
  const { t } = useTranslation('reports');
  const format = useCellFormat();
  const text = (row: ReportRow, key: string, enumPrefix?: string) => {
    if (key === 'label') return config.shape === 'series' ? formatPeriod(config.label(row, t)) : config.label(row, t);
    const v = row[key];
    return enumPrefix && typeof v === 'string' ? t(`${enumPrefix}${v}`) : format(v, 'text');
  };

  const title = (c: ReportColumn) => {
    const name = t(c.key === 'label' ? `label.${config.key}` : `col.${c.key}`);
    if (!c.note) return name;
    return (
      <Tooltip title={t(c.note)}>
        <span data-testid={`report-note-${c.key}`}>
          {name} <QuestionCircleOutlined />
        </span>
      </Tooltip>
    );
  };

  const columns: ColumnsType<ReportRow> = config.columns.map((c) => ({
    key: c.key,
    title: title(c),
    align: c.kind === 'text' ? 'left' : 'right',
    fixed: c.key === 'label' ? 'left' : undefined,
    render: (_: unknown, row: ReportRow) =>
      c.kind === 'text' ? text(row, c.key, c.enumPrefix) : format(row[c.key], c.kind),
  }));

  return (
    <div data-testid="report-table" data-loading={loading ? 'true' : 'false'}>
      <Table<ReportRow>
        rowKey={config.rowKey}
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState text={emptyText} testId="report-table-empty" /> }}
        summary={() =>
          totals && rows.length > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                {config.columns.map((c, i) => (
                  <Table.Summary.Cell key={c.key} index={i} align={c.kind === 'text' ? 'left' : 'right'}>
                    <strong data-testid={`report-total-${c.key}`}>
                      {i === 0 ? t('totals') : c.kind === 'text' ? '' : format(totals[c.key], c.kind)}
                    </strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : undefined
        }
      />
    </div>
  );
}
