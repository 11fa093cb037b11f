import { RESERVATION_STATES, type ReservationRow, type ReservationState } from '@tillbook/contract';
import { Alert, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useReservationList } from '../api';
import { ExportButtons } from '../components/export-buttons';
import { ReportFilterBar } from '../components/report-filter-bar';
import { useReportList } from '../components/use-report-list';

const STATE_COLOURS: Record<ReservationState, string> = { booked: 'blue', arrived: 'green', cancelled: 'default' };

/** /report/reservation: table reservations for the range (by reserved time), by store, state and keyword; export
 * /m/statistics/prepare/export with the same filters. */
export default function ReservationListPage() {
  const { t } = useTranslation(['reports', 'menu', 'crud']);
  const { filters, setFilters, extra, setExtra, problem, body, pagination } = useReportList<{
    state?: ReservationState;
  }>({});
  const list = useReservationList(body);

  const columns: ColumnsType<ReservationRow> = [
    { title: t('col.reservedAt'), dataIndex: 'reservedAt', fixed: 'left', render: (v: string) => formatDateTime(v) },
    { title: t('col.name'), dataIndex: 'name' },
    { title: t('col.phone'), key: 'phone', render: (_, r) => (r.phone ? `+${r.areaCode} ${r.phone}` : '—') },
    { title: t('col.guests'), dataIndex: 'guests', align: 'right' },
    { title: t('col.table'), dataIndex: 'tableLabel', render: (v: string) => v || '—' },
    { title: t('col.store'), dataIndex: 'storeName' },
    {
      title: t('col.status'),
      dataIndex: 'state',
      render: (v: ReservationState) => <Tag color={STATE_COLOURS[v]}>{t(`reservationState.${v}`)}</Tag>,
    },
    { title: t('col.staff'), dataIndex: 'staffName', render: (v: string) => v || '—' },
    { title: t('col.note'), dataIndex: 'note', render: (v: string) => v || '—' },
    { title: t('col.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
  ];

  return (
    <ListPage
      testId="report-page-reservation"
      title={t('menu:report.reservation')}
      actions={<ExportButtons path="/statistics/prepare/export" body={body} disabled={!!problem} />}
      filters={
        <ReportFilterBar
          value={filters}
          onChange={setFilters}
          options={{ storeMode: 'single', keyword: true }}
          extra={
            <Select<ReservationState>
              allowClear
              value={extra.state}
              onChange={(state?: ReservationState) => setExtra({ state })}
              placeholder={t('filter.allStates')}
              options={RESERVATION_STATES.map((v) => ({ value: v, label: t(`reservationState.${v}`) }))}
              aria-label={t('col.status')}
              style={{ width: 140 }}
              data-testid="report-reservation-state"
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
        <div data-testid="reservation-table">
          <Table<ReservationRow>
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
