import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CountStatus, PurchaseStatus, TransferStatus } from '@tillbook/contract';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { exportPath, type StockDoc, useDocumentList } from '../api';
import { FilterBar } from './data-table';
import { DateRange, EnumSelect, KeywordSearch, StoreSelect } from './filters';
import { StatusTag } from './status-tag';

/** The filters every document list has: its number, and the days it was made on. */
interface DocumentFilters {
  keyword?: string;
  status?: string;
  storeId?: number;
  dateFrom?: string;
  dateTo?: string;
}

/** The documents with states, and those states (a column and a filter). */
type Statuses =
  | { kind: 'purchase'; values: readonly PurchaseStatus[] }
  | { kind: 'transfer'; values: readonly TransferStatus[] }
  | { kind: 'count'; values: readonly CountStatus[] };

export interface DocumentListProps<R extends { id: number; number: string }, F extends DocumentFilters> {
  doc: StockDoc;
  /** The page's test id; the rest are named after `doc` (below). */
  testId: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** The filters the list starts with: a module-level constant. */
  initialFilters: F;
  /** A filter the page fixes (an adjustment's kind): sent with the list and its export, never reset. */
  fixedFilters?: object;
  statuses?: Statuses;
  /** Set false where the page has its own store filters (a transfer's source and target). */
  storeFilter?: boolean;
  /** The page's own filters, after the number search, status and store. */
  filters?: (filters: F, setFilters: (next: Partial<F>) => void) => ReactNode;
  /** The columns between the number (and status) and the actions. */
  columns: ColumnsType<R>;
  /** The document's info page. */
  infoPath: string;
  /** The next step of a row still open (receive, count on), after its details: a page taking the row's `?id=`. */
  nextStep?: { label: string; path: string; testId: string; when: (row: R) => boolean };
  /** Rows that may be deleted (asked first), and the delete. */
  canDelete?: (row: R) => boolean;
  onDelete?: (row: R) => Promise<unknown>;
  emptyText: string;
  /** Shown above the filters (the purchase orders' tabs). */
  tabs?: ReactNode;
  /** Shown instead of the list (another tab). */
  replacement?: ReactNode;
}

/**
 * A list of stock documents: title with the add and export actions, the number search, status, store, the page's
 * own filters, the days and a reset, and the table (number linking to the document, its columns, details, the
 * row's next step, a delete asked first), with an empty state that offers the add action or says nothing matches.
 * Test ids (after `doc`): `-add`, `-export-xlsx` / `-pdf`, `-filter-keyword`, `-filter-status`, `-filter-store`,
 * `-filter-dates`, `-filter-reset`, `-table` (`-table-row-<id>`, `-table-empty`, `-table-error`), `-empty-add`,
 * `-number-<id>`, `-status-<id>`, `-view-<id>`, `-delete-<id>`.
 */
export function DocumentListPage<R extends { id: number; number: string }, F extends DocumentFilters>(
  props: DocumentListProps<R, F>,
) {
  const { doc, statuses, nextStep, canDelete, onDelete } = props;
  const { t } = useTranslation(['stock', 'crud']);
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(props.initialFilters);
  const list = useDocumentList<R>(doc, { ...body, ...props.fixedFilters });
  const { confirmDelete, holder } = useConfirm();
  const info = (r: R) => navigate(`${props.infoPath}?id=${r.id}`);
  // The filters this scaffold sets are the ones every document list has.
  const setCommon = (next: DocumentFilters) => setFilters(next as Partial<F>);

  const deleteRow = async (r: R) => {
    if (!onDelete || !(await confirmDelete(r.number))) return;
    try {
      await onDelete(r);
      toast.success(t('crud:deleted'));
    } catch {
      // The client has shown the refusal.
    }
  };

  const columns: ColumnsType<R> = [
    {
      title: t('field.number'),
      dataIndex: 'number',
      render: (v: string, r) => (
        <Button type="link" size="small" onClick={() => info(r)} data-testid={`${doc}-number-${r.id}`}>
          {v}
        </Button>
      ),
    },
    ...(statuses
      ? [
          {
            title: t('field.status'),
            key: 'status',
            render: (_: unknown, r: R) => (
              <StatusTag
                kind={statuses.kind}
                status={(r as R & { status: CountStatus }).status}
                testId={`${doc}-status-${r.id}`}
              />
            ),
          },
        ]
      : []),
    ...props.columns,
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => info(r)} data-testid={`${doc}-view-${r.id}`}>
            {t('crud:detail')}
          </Button>
          {nextStep?.when(r) ? (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`${nextStep.path}?id=${r.id}`)}
              data-testid={`${doc}-${nextStep.testId}-${r.id}`}
            >
              {nextStep.label}
            </Button>
          ) : null}
          {canDelete?.(r) ? (
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => deleteRow(r)}
              data-testid={`${doc}-delete-${r.id}`}
            >
              {t('crud:delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const addButton = (testId: string) => (
    <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd} data-testid={testId}>
      {props.addLabel}
    </Button>
  );

  return (
    <ListPage
      testId={props.testId}
      title={props.title}
      actions={
        <>
          {addButton(`${doc}-add`)}
          {props.replacement ? null : (
            <ExportButtons
              path={exportPath(doc)}
              body={{ ...filters, ...props.fixedFilters }}
              testId={`${doc}-export`}
            />
          )}
        </>
      }
    >
      {holder}
      {props.tabs}
      {props.replacement ?? (
        <>
          <FilterBar>
            <KeywordSearch
              value={filters.keyword}
              placeholder={t('field.numberSearch')}
              onSearch={(keyword) => setCommon({ keyword })}
              testId={`${doc}-filter-keyword`}
            />
            {statuses ? (
              <EnumSelect
                values={statuses.values}
                prefix={`status.${statuses.kind}`}
                value={filters.status}
                onChange={(status) => setCommon({ status })}
                placeholder={t('field.allStatuses')}
                testId={`${doc}-filter-status`}
              />
            ) : null}
            {props.storeFilter === false ? null : (
              <StoreSelect
                value={filters.storeId}
                onChange={(storeId) => setCommon({ storeId })}
                testId={`${doc}-filter-store`}
              />
            )}
            {props.filters?.(filters, setFilters)}
            <DateRange
              from={filters.dateFrom}
              to={filters.dateTo}
              onChange={setCommon}
              testId={`${doc}-filter-dates`}
            />
            <Button onClick={reset} data-testid={`${doc}-filter-reset`}>
              {t('crud:reset')}
            </Button>
          </FilterBar>
          <QueryTable<R>
            query={list}
            columns={columns}
            pagination={pagination}
            testId={`${doc}-table`}
            rowKey="id"
            empty={
              <EmptyState
                text={props.emptyText}
                filtered={hasFilters(filters)}
                actions={addButton(`${doc}-empty-add`)}
                testId={`${doc}-table-empty`}
              />
            }
          />
        </>
      )}
    </ListPage>
  );
}
