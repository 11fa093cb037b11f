import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TimeCardRow } from '@tillbook/contract';
import { Button, Space, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeleteTimeCard, useTimeCardList } from '../api';
import { DateRangeFilter } from '../components/date-range-filter';
import { HoursTable } from '../components/hours-table';
import { StoreStaffFilters } from '../components/store-staff-filters';
import { formatHours } from '../format';
import { STAFF_PATHS } from '../paths';

interface TimeCardFilters {
  storeId?: number;
  staffId?: number;
  from?: string;
  to?: string;
}
const INITIAL_FILTERS: TimeCardFilters = {};
/** A clock-in of the POS app still running belongs to the app until its clock-out (20053). */
const running = (r: TimeCardRow) => r.source === 'app' && r.endAt === null;

/** /staffManage/timeCard: time cards by store, staff and days, the hours of each and of all that match. */
export default function TimeCardListPage() {
  const { t } = useTranslation(['staff', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL_FILTERS);
  const list = useTimeCardList(body);
  const remove = useDeleteTimeCard();
  const { confirm, holder } = useConfirm();

  const deleteRow = async (row: TimeCardRow) => {
    const agreed = await confirm({
      title: t('timeCard.confirmDelete', { name: row.staffName, start: formatDateTime(row.startAt) }),
      content: t('crud:confirmDelete.body'),
      okText: t('crud:delete'),
      danger: true,
    });
    if (!agreed) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // The client has shown the refusal.
    }
  };

  const addButton = (testId: string) => (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => navigate(STAFF_PATHS.timeCardEdit)}
      data-testid={testId}
    >
      {t('timeCard.add')}
    </Button>
  );

  const columns: TableColumnsType<TimeCardRow> = [
    { key: 'staff', title: t('timeCard.staff'), dataIndex: 'staffName' },
    { key: 'store', title: t('timeCard.store'), dataIndex: 'storeName' },
    { key: 'start', title: t('timeCard.start'), render: (_, r) => formatDateTime(r.startAt) },
    {
      key: 'end',
      title: t('timeCard.end'),
      render: (_, r) => (r.endAt ? formatDateTime(r.endAt) : <Tag color="processing">{t('timeCard.clockedIn')}</Tag>),
    },
    {
      key: 'hours',
      title: t('timeCard.hours'),
      align: 'right',
      render: (_, r) => <span data-testid={`time-card-hours-${r.id}`}>{r.hours ? formatHours(r.hours) : '—'}</span>,
    },
    { key: 'source', title: t('timeCard.source'), render: (_, r) => <Tag>{t(`timeCard.sources.${r.source}`)}</Tag> },
    {
      key: 'actions',
      title: t('crud:actions'),
      fixed: 'right',
      render: (_, r) => (
        <Tooltip title={running(r) ? t('timeCard.runningLocked') : undefined}>
          <Space size={0} wrap>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              disabled={running(r)}
              onClick={() => navigate(`${STAFF_PATHS.timeCardEdit}?id=${r.id}`)}
              data-testid={`time-card-edit-${r.id}`}
            >
              {t('crud:edit')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={running(r)}
              onClick={() => deleteRow(r)}
              data-testid={`time-card-delete-${r.id}`}
            >
              {t('crud:delete')}
            </Button>
          </Space>
        </Tooltip>
      ),
    },
  ];

  return (
    <ListPage
      testId="time-card-list-page"
      title={t('menu:staffManage.timeCard')}
      actions={addButton('time-card-add')}
      filters={
        <>
          <StoreStaffFilters
            storeId={filters.storeId}
            staffId={filters.staffId}
            onChange={setFilters}
            testId="time-card"
          />
          <DateRangeFilter
            from={filters.from}
            to={filters.to}
            onChange={(range) => setFilters({ from: range.from, to: range.to })}
            testId="time-card-filter-dates"
          />
          <Button onClick={reset} data-testid="time-card-filter-reset">
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      <HoursTable
        testId="time-card"
        query={list}
        columns={columns}
        rowKey={(r) => r.id}
        hoursColumn={4}
        totalLabel={t('timeCard.totalHours')}
        pagination={pagination}
        empty={
          <EmptyState
            text={t('timeCard.empty')}
            filtered={hasFilters(filters)}
            actions={addButton('time-card-empty-add')}
            testId="time-card-empty"
          />
        }
      />
    </ListPage>
  );
}
