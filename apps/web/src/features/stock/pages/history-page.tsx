import { HISTORY_TOTAL_CAP, type HistoryListQuery, type HistoryRow, STOCK_REASONS } from '@tillbook/contract';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { idParam } from '../../../shared/routing/id-param';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { exportPath, useHistory } from '../api';
import { itemColumn, moneyColumn } from '../components/data-table';
import { DateRange, EnumSelect, KeywordSearch, StoreSelect } from '../components/filters';
import { ReasonTag } from '../components/status-tag';
import { formatQty, useMoney } from '../format';
import { documentPath } from '../paths';

type Filters = Omit<HistoryListQuery, 'page' | 'pageSize' | 'sort'>;

/**
 * When a movement happened; when it was written later (a back-dated document, a till that synced afterwards), that
 * time too, on a second line.
 */
function HappenedAt({ row }: { row: HistoryRow }) {
  const { t } = useTranslation('stock');
  const happened = formatDateTime(row.happenedAt);
  const recorded = formatDateTime(row.createdAt);
  if (recorded === happened) return <span data-testid={`history-time-${row.id}`}>{happened}</span>;
  const text = t('history.recorded', { time: recorded });
  return (
    <>
      <span data-testid={`history-time-${row.id}`}>{happened}</span>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`history-recorded-${row.id}`}>
        {text}
      </Typography.Text>
    </>
  );
}

/**
 * /stockManage/history: every stock movement, by when it happened, newest first (filters store, product or keyword, reason, dates;
 * export). `?productId=` (e.g. from the stock value page) narrows it to one product.
 */
export default function HistoryPage() {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const [search] = useSearchParams();
  const [initial] = useState<Filters>(() => ({ productId: idParam(search, 'productId') }));
  const { body, filters, setFilters, reset, pagination } = useListParams(initial);
  const list = useHistory(body);

  const columns: ColumnsType<HistoryRow> = [
    {
      title: t('history.time'),
      dataIndex: 'happenedAt',
      render: (_, r) => <HappenedAt row={r} />,
    },
    { title: t('field.store'), dataIndex: 'storeName' },
    itemColumn(t('field.item')),
    { title: t('history.reason'), dataIndex: 'reason', render: (_, r) => <ReasonTag reason={r.reason} /> },
    {
      title: t('history.document'),
      key: 'document',
      render: (_, r) => {
        const to = documentPath(r.documentType, r.documentId, r.reason);
        return to ? (
          <Button type="link" size="small" onClick={() => navigate(to)} data-testid={`history-doc-${r.id}`}>
            {r.documentNumber}
          </Button>
        ) : (
          r.documentNumber || '—'
        );
      },
    },
    {
      title: t('field.quantity'),
      dataIndex: 'quantity',
      align: 'right',
      render: (v: string, r) => (
        <Typography.Text type={Number(v) < 0 ? 'danger' : 'success'} data-testid={`history-qty-${r.id}`}>
          {formatQty(v, true)}
        </Typography.Text>
      ),
    },
    moneyColumn(t('history.unitCost'), 'unitCost', money),
    {
      title: t('history.onHandAfter'),
      dataIndex: 'onHandAfter',
      align: 'right',
      render: (v: string, r) => <span data-testid={`history-after-${r.id}`}>{formatQty(v)}</span>,
    },
    { title: t('field.operator'), dataIndex: 'operatorName' },
  ];

  return (
    <ListPage
      testId="history-page"
      title={t('menu:stockManage.history')}
      actions={<ExportButtons path={exportPath('history')} body={filters} testId="history-export" />}
      filters={
        <>
          <KeywordSearch
            value={filters.keyword}
            placeholder={t('history.keyword')}
            onSearch={(keyword) => setFilters({ keyword })}
            testId="history-filter-keyword"
          />
          <StoreSelect
            value={filters.storeId}
            onChange={(storeId) => setFilters({ storeId })}
            testId="history-filter-store"
          />
          <EnumSelect
            values={STOCK_REASONS}
            prefix="reason"
            value={filters.reason}
            onChange={(reason) => setFilters({ reason })}
            placeholder={t('history.allReasons')}
            width={190}
            testId="history-filter-reason"
          />
          <DateRange from={filters.dateFrom} to={filters.dateTo} onChange={setFilters} testId="history-filter-dates" />
          {filters.productId ? (
            <Tag closable onClose={() => setFilters({ productId: undefined })} data-testid="history-filter-product">
              {t('history.oneProduct')}
            </Tag>
          ) : null}
          <Button
            onClick={() => {
              reset();
              setFilters({ productId: undefined });
            }}
            data-testid="history-filter-reset"
          >
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      <QueryTable
        query={list}
        columns={columns}
        pagination={pagination}
        testId="history-table"
        rowKey="id"
        empty={<EmptyState text={t('history.empty')} filtered={hasFilters(filters)} testId="history-table-empty" />}
      />
      {(list.data?.total ?? 0) >= HISTORY_TOTAL_CAP ? (
        <Typography.Text type="secondary" data-testid="history-capped">
          {t('history.capped')}
        </Typography.Text>
      ) : null}
    </ListPage>
  );
}
