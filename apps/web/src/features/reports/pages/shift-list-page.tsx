import { EyeOutlined } from '@ant-design/icons';
import type { ShiftRow } from '@tillbook/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { useMoney } from '../../../shared/format/money';
import { useShiftList } from '../api';
import { ReportList, StateFilter } from '../components/report-list';
import { useReportList } from '../components/use-report-list';
import { REPORT_PATHS } from '../paths';

const SHIFT_STATES = ['open', 'closed'] as const;
type ShiftStatus = (typeof SHIFT_STATES)[number];

/**
 * /report/staffDuty: the shifts of the range (opened in it), with their expected and counted cash; a shift opens
 * its cash flow (staffDuty/info). Export: /m/userDuty/export with the list's filters.
 */
export default function ShiftListPage() {
  const { t } = useTranslation(['reports', 'menu', 'crud']);
  const navigate = useNavigate();
  const money = useMoney();
  const state = useReportList<{ status?: ShiftStatus }>({});
  const list = useShiftList(state.body);
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
    <ReportList
      testId="report-page-staffDuty"
      title={t('menu:report.staffDuty')}
      state={state}
      filterOptions={{ storeMode: 'single' }}
      extraFilters={
        <StateFilter
          states={SHIFT_STATES}
          labels="shiftStatus"
          value={state.extra.status}
          onChange={(status) => state.setExtra({ status })}
          testId="report-shift-status"
        />
      }
      exportPath="/userDuty/export"
      exportBody={state.body}
      query={list}
      columns={columns}
      tableTestId="shift-table"
      emptyText={t('emptyList.staffDuty')}
    />
  );
}
