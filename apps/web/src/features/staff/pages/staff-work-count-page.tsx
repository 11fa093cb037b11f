import type { ExportFileFormat, StaffWorkCountRow } from '@tillbook/contract';
import { Button, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useWorkCountList } from '../api';
import { DateRangeFilter } from '../components/date-range-filter';
import { HoursTable } from '../components/hours-table';
import { StoreStaffFilters } from '../components/store-staff-filters';
import { formatHours } from '../format';
import { STAFF_PATHS } from '../paths';

interface WorkCountFilters {
  from: string;
  to: string;
  storeId?: number;
  staffId?: number;
}
const XLSX_ONLY: readonly ExportFileFormat[] = ['xlsx'];
// The month so far: a range is required, and none may go beyond today (§5).
const monthSoFar = (): WorkCountFilters => ({
  from: dayjs().startOf('month').format('YYYY-MM-DD'),
  to: dayjs().format('YYYY-MM-DD'),
});

/** /staffManage/staffWorkCount: total hours per staff member over a range of days, exported to Excel. */
export default function StaffWorkCountPage() {
  const { t } = useTranslation(['staff', 'crud', 'menu']);
  const navigate = useNavigate();
  const [initialFilters] = useState(monthSoFar);
  const { body, filters, setFilters, reset, pagination } = useListParams(initialFilters);
  const list = useWorkCountList(body);
  // The days are always set: a store or staff member beyond them is what narrows the totals to nothing.
  const narrowed = filters.storeId !== undefined || filters.staffId !== undefined;

  const columns: TableColumnsType<StaffWorkCountRow> = [
    { key: 'staff', title: t('workCount.staff'), dataIndex: 'staffName' },
    { key: 'cards', title: t('workCount.cards'), dataIndex: 'cards', align: 'right' },
    {
      key: 'hours',
      title: t('workCount.hours'),
      align: 'right',
      render: (_, r) => <span data-testid={`work-count-hours-${r.staffId}`}>{formatHours(r.hours)}</span>,
    },
  ];

  return (
    <ListPage
      testId="work-count-page"
      title={t('menu:staffManage.staffWorkCount')}
      actions={
        <ExportButtons path="/staffWorkCount/export" body={filters} formats={XLSX_ONLY} testId="work-count-export" />
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
          <StoreStaffFilters
            storeId={filters.storeId}
            staffId={filters.staffId}
            onChange={setFilters}
            testId="work-count"
          />
          <Button onClick={reset} data-testid="work-count-filter-reset">
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      <HoursTable
        testId="work-count"
        query={list}
        columns={columns}
        rowKey={(r) => r.staffId}
        hoursColumn={2}
        totalLabel={t('workCount.total')}
        pagination={pagination}
        empty={
          <EmptyState
            text={t('workCount.empty')}
            filtered={narrowed}
            actions={
              <Button onClick={() => navigate(STAFF_PATHS.timeCardList)} data-testid="work-count-empty-time-cards">
                {t('workCount.toTimeCards')}
              </Button>
            }
            testId="work-count-empty"
          />
        }
      />
    </ListPage>
  );
}
