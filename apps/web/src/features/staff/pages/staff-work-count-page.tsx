import { FileExcelOutlined } from '@ant-design/icons';
import type { StaffWorkCountRow } from '@tillbook/contract';
import { Button, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useExportWorkCount, useTimeCardOptions, useWorkCountList } from '../api';
import { DateRangeFilter } from '../components/date-range-filter';
import { LoadError } from '../components/load-error';
import { formatHours } from '../format';

interface WorkCountFilters {
  from: string;
  to: string;
  storeId?: number;
  staffId?: number;
}
// The month so far: a range is required, and none may go beyond today (§5).
const monthSoFar = (): WorkCountFilters => ({
  from: dayjs().startOf('month').format('YYYY-MM-DD'),
  to: dayjs().format('YYYY-MM-DD'),
});

/** /staffManage/staffWorkCount: total hours per staff member over a range of days, exported to Excel. */
export default function StaffWorkCountPage() {
  const { t } = useTranslation(['staff', 'crud', 'menu']);
  const [initialFilters] = useState(monthSoFar);
  const { body, filters, setFilters, reset, pagination } = useListParams(initialFilters);
  const list = useWorkCountList(body);
  const options = useTimeCardOptions();
  const exporter = useExportWorkCount();

  const staffChoices = (options.data?.staff ?? []).filter(
    (s) => filters.storeId === undefined || s.allStores || s.storeIds.includes(filters.storeId),
  );

  const columns: ColumnsType<StaffWorkCountRow> = [
    { title: t('workCount.staff'), dataIndex: 'staffName' },
    { title: t('workCount.cards'), dataIndex: 'cards', align: 'right' },
    {
      title: t('workCount.hours'),
      dataIndex: 'hours',
      align: 'right',
      render: (v: string, r) => <span data-testid={`work-count-hours-${r.staffId}`}>{formatHours(v)}</span>,
    },
  ];

  return (
    <ListPage
      testId="work-count-page"
      title={t('menu:staffManage.staffWorkCount')}
      actions={
        <Button
          icon={<FileExcelOutlined />}
          loading={exporter.isPending}
          onClick={() => {
            const { from, to, storeId, staffId } = filters;
            exporter.mutate({ from, to, storeId, staffId });
          }}
          data-testid="work-count-export"
        >
          {t('crud:exportExcel')}
        </Button>
      }
      filters={
        <>
          <DateRangeFilter
            from={filters.from}
            to={filters.to}
            allowClear={false}
            onChange={(range) => {
              if (range.from && range.to) setFilters({ from: range.from, to: range.to });
            }}
            testId="work-count-filter-dates"
          />
          <Select
            allowClear
            placeholder={t('filter.allStores')}
            value={filters.storeId}
            onChange={(storeId?: number) => setFilters({ storeId, staffId: undefined })}
            options={options.data?.stores.map((s) => ({ value: s.id, label: s.name }))}
            loading={options.isPending}
            style={{ minWidth: 160 }}
            aria-label={t('filter.store')}
            data-testid="work-count-filter-store"
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
            data-testid="work-count-filter-staff"
          />
          <Button onClick={reset} data-testid="work-count-filter-reset">
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="work-count-error" />
      ) : (
        <div data-testid="work-count-table">
          <Table<StaffWorkCountRow>
            rowKey="staffId"
            size="middle"
            columns={columns}
            dataSource={list.data?.list ?? []}
            loading={list.isFetching}
            pagination={pagination(list.data?.total)}
            scroll={{ x: true }}
            locale={{ emptyText: t('workCount.empty') }}
            onRow={(r) => ({ 'data-testid': `work-count-row-${r.staffId}` }) as object}
            summary={() =>
              list.data && list.data.total > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <Typography.Text strong>{t('workCount.total')}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Typography.Text strong data-testid="work-count-total-hours">
                      {formatHours(list.data.totalHours)}
                    </Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
        </div>
      )}
    </ListPage>
  );
}
