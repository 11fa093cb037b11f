import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TimeCardRow } from '@tillbook/contract';
import { Button, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeleteTimeCard, useTimeCardList, useTimeCardOptions } from '../api';
import { DateRangeFilter } from '../components/date-range-filter';
import { LoadError } from '../components/load-error';
import { formatDateTime, formatHours } from '../format';
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
  const options = useTimeCardOptions();
  const remove = useDeleteTimeCard();
  const { confirm, holder } = useConfirm();

  const staffChoices = (options.data?.staff ?? []).filter(
    (s) => filters.storeId === undefined || s.allStores || s.storeIds.includes(filters.storeId),
  );

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

  const columns: ColumnsType<TimeCardRow> = [
    { title: t('timeCard.staff'), dataIndex: 'staffName' },
    { title: t('timeCard.store'), dataIndex: 'storeName' },
    { title: t('timeCard.start'), dataIndex: 'startAt', render: (v: string) => formatDateTime(v) },
    {
      title: t('timeCard.end'),
      dataIndex: 'endAt',
      render: (v: string | null) => (v ? formatDateTime(v) : <Tag color="processing">{t('timeCard.clockedIn')}</Tag>),
    },
    {
      title: t('timeCard.hours'),
      dataIndex: 'hours',
      align: 'right',
      render: (v: string | null, r) => <span data-testid={`time-card-hours-${r.id}`}>{v ? formatHours(v) : '—'}</span>,
    },
    {
      title: t('timeCard.source'),
      dataIndex: 'source',
      render: (v: TimeCardRow['source']) => <Tag>{t(`timeCard.sources.${v}`)}</Tag>,
    },
    {
      title: t('crud:actions'),
      key: 'actions',
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
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(STAFF_PATHS.timeCardEdit)}
          data-testid="time-card-add"
        >
          {t('timeCard.add')}
        </Button>
      }
      filters={
        <>
          <Select
            allowClear
            placeholder={t('filter.allStores')}
            value={filters.storeId}
            onChange={(storeId?: number) => setFilters({ storeId, staffId: undefined })}
            options={options.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
            loading={options.isPending}
            style={{ minWidth: 160 }}
            aria-label={t('filter.store')}
            data-testid="time-card-filter-store"
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filter.allStaff')}
            value={filters.staffId}
            onChange={(staffId?: number) => setFilters({ staffId })}
            options={staffChoices.map((s) => ({ value: s.id, label: s.name }))}
            loading={options.isPending}
            style={{ minWidth: 160 }}
            aria-label={t('filter.staff')}
            data-testid="time-card-filter-staff"
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
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="time-card-list-error" />
      ) : (
        <div data-testid="time-card-table">
          <Table<TimeCardRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            pagination={pagination(list.data?.total)}
            scroll={{ x: true }}
            locale={{ emptyText: t('timeCard.empty') }}
            onRow={(r) => ({ 'data-testid': `time-card-row-${r.id}` }) as object}
            summary={() =>
              list.data && list.data.total > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    <Typography.Text strong>{t('timeCard.totalHours')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <Typography.Text strong data-testid="time-card-total-hours">
                      {formatHours(list.data.totalHours)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} colSpan={2} />
                </Table.Summary.Row>
              ) : null
            }
          />
        </div>
      )}
    </ListPage>
  );
}
