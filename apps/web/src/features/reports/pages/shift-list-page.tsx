import { EyeOutlined } from '@ant-design/icons';
import type { ShiftRow } from '@tillbook/contract';
import { Alert, Button, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { useMoney } from '../../../shared/format/money';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useShiftList } from '../api';
import { ExportButtons } from '../components/export-buttons';
import { ReportFilterBar } from '../components/report-filter-bar';
import { useReportList } from '../components/use-report-list';
import { REPORT_PATHS } from '../paths';

type ShiftStatus = 'open' | 'closed';

/**
 * /report/staffDuty: the shifts of the range (opened in it), with their expected and counted cash; a shift opens
 * its cash flow (staffDuty/info). Export: /m/userDuty/export with the list's filters.
 */
export default function ShiftListPage() {
  const { t } = useTranslation(['reports', 'menu', 'crud']);
  const navigate = useNavigate();
  const money = useMoney();
  const { filters, setFilters, extra, setExtra, problem, body, pagination } = useReportList<{ status?: ShiftStatus }>(
    {},
  );
  const list = useShiftList(body);
  const open = (r: ShiftRow) => navigate(`${REPORT_PATHS.shiftInfo}?id=${r.id}`, { state: { shift: r } });

  const columns: ColumnsType<ShiftRow> = [
    { title: t('col.shiftNumber'), dataIndex: 'number', fixed: 'left' },
    { title: t('col.staff'), dataIndex: 'staffName' },
    { title: t('col.store'), dataIndex: 'storeName' },
    {
      title: t('col.status'),
      dataIndex: 'status',
      render: (v: ShiftStatus) => <Tag color={v === 'open' ? 'blue' : 'default'}>{t(`shiftStatus.${v}`)}</Tag>,
    },
    { title: t('col.openedAt'), dataIndex: 'openedAt', render: (v: string) => formatDateTime(v) },
    { title: t('col.closedAt'), dataIndex: 'closedAt', render: (v: string | null) => (v ? formatDateTime(v) : '—') },
    { title: t('col.initialCash'), dataIndex: 'initialCash', align: 'right', render: money },
    { title: t('col.expectedCash'), dataIndex: 'expectedCash', align: 'right', render: money },
    { title: t('col.actualCash'), dataIndex: 'actualCash', align: 'right', render: money },
    { title: t('col.difference'), dataIndex: 'difference', align: 'right', render: money },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => open(r)}
          data-testid={`shift-view-${r.id}`}
        >
          {t('shift.flow')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      testId="report-page-staffDuty"
      title={t('menu:report.staffDuty')}
      actions={<ExportButtons path="/userDuty/export" body={body} disabled={!!problem} />}
      filters={
        <ReportFilterBar
          value={filters}
          onChange={setFilters}
          options={{ storeMode: 'single' }}
          extra={
            <Select<ShiftStatus>
              allowClear
              value={extra.status}
              onChange={(status?: ShiftStatus) => setExtra({ status })}
              placeholder={t('filter.allStates')}
              options={(['open', 'closed'] as const).map((v) => ({ value: v, label: t(`shiftStatus.${v}`) }))}
              aria-label={t('col.status')}
              style={{ width: 140 }}
              data-testid="report-shift-status"
            />
          }
        />
      }
    >
      {problem ? (
        <Alert type="warning" showIcon title={t(`rangeProblem.${problem}`)} data-testid="report-range-problem" />
      ) : list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="report-error" />
      ) : (
        <div data-testid="shift-table">
          <Table<ShiftRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            pagination={pagination(list.data?.total)}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('empty') }}
          />
        </div>
      )}
    </ListPage>
  );
}
