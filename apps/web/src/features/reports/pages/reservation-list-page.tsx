import { RESERVATION_STATES, type ReservationRow, type ReservationState } from '@tillbook/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useReservationList } from '../api';
import { ReportList, StateFilter } from '../components/report-list';
import { useReportList } from '../components/use-report-list';

const STATE_COLOURS: Record<ReservationState, string> = { booked: 'blue', arrived: 'green', cancelled: 'default' };
const orNone = (v: string) => v || '—';

/** /report/reservation: table reservations for the range (by reserved time), by store, state and keyword; export
 * /m/statistics/prepare/export with the same filters. */
export default function ReservationListPage() {
  const { t } = useTranslation(['reports', 'menu']);
  const state = useReportList<{ state?: ReservationState }>({});
  const list = useReservationList(state.body);

  const columns: ColumnsType<ReservationRow> = [
    { title: t('col.reservedAt'), dataIndex: 'reservedAt', fixed: 'left', render: (v: string) => formatDateTime(v) },
    { title: t('col.name'), dataIndex: 'name' },
    { title: t('col.phone'), key: 'phone', render: (_, r) => (r.phone ? `+${r.areaCode} ${r.phone}` : '—') },
    { title: t('col.guests'), dataIndex: 'guests', align: 'right' },
    { title: t('col.table'), dataIndex: 'tableLabel', render: orNone },
    { title: t('col.store'), dataIndex: 'storeName' },
    {
      title: t('col.status'),
      dataIndex: 'state',
      render: (v: ReservationState) => <Tag color={STATE_COLOURS[v]}>{t(`reservationState.${v}`)}</Tag>,
    },
    { title: t('col.staff'), dataIndex: 'staffName', render: orNone },
    { title: t('col.note'), dataIndex: 'note', render: orNone },
    { title: t('col.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
  ];

  return (
    <ReportList
      testId="report-page-reservation"
      title={t('menu:report.reservation')}
      state={state}
      filterOptions={{ storeMode: 'single', keyword: true }}
      extraFilters={
        <StateFilter
          states={RESERVATION_STATES}
          labels="reservationState"
          value={state.extra.state}
          onChange={(next) => state.setExtra({ state: next })}
          testId="report-reservation-state"
        />
      }
      exportPath="/statistics/prepare/export"
      exportBody={state.body}
      query={list}
      columns={columns}
      tableTestId="reservation-table"
      emptyText={t('emptyList.reservation')}
    />
  );
}
