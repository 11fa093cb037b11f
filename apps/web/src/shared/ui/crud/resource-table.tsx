import { PlusOutlined } from '@ant-design/icons';
import type { ListResult, ResourceDescriptor } from '@tillbook/contract';
import { Button, Flex, Input, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  idOf,
  type ListAnswerOf,
  type ListBodyOf,
  type RowOf,
  useDeleteResource,
  useResourceList,
  type WithDelete,
  type WriteOptions,
} from '../../api/resource';
import { toast } from '../toast';
import { useConfirm } from './confirm';
import { BackTitle } from './edit-frame';
import { EmptyState, hasFilters } from './empty-state';
import { ExportButtons } from './export-buttons';
import { ListPage } from './list-page';
import { QueryTable } from './query-table';
import { useListParams } from './use-list-params';

/** The filters a list page may declare: the list body without paging. */
export type FiltersOf<R extends ResourceDescriptor> = Omit<ListBodyOf<R>, 'page' | 'pageSize'>;

export interface ResourceTableProps<R extends ResourceDescriptor, F extends FiltersOf<R>> {
  resource: R;
  /** Prefix of every test id (see `ResourceTable`). */
  testId: string;
  title: ReactNode;
  /** Where the title's back arrow leads (no arrow without it), and the arrow's test id (default `edit-back`). */
  backTo?: string;
  backTestId?: string;
  /** The filters the list starts with; a module-level constant (a new object each render would reset the list). */
  initialFilters: F;
  /** The page's own filters, after the search box. */
  filters?: (filters: F, setFilters: (next: Partial<F>) => void) => ReactNode;
  /** Placeholder of the search box (default: "Search by name" or "Keyword", after the descriptor's `search`). */
  searchPlaceholder?: string;
  columns: TableColumnsType<RowOf<R>>;
  /** The add action (no add button without it); it gets the filters set (e.g. to preselect the filtered store). */
  addLabel?: string;
  onAdd?: (filters: F) => void;
  /**
   * Buttons after the add button (import, another export …), or a function of the current filters giving them; the
   * export buttons follow where the resource has an export.
   */
  actions?: ReactNode | ((filters: F) => ReactNode);
  /** More actions the empty list offers after the add button (import …). */
  emptyActions?: ReactNode;
  /** Set false to hide the export buttons of a resource that has an export. */
  exportable?: boolean;
  /** What the empty list says when no filter is set. */
  emptyText: string;
  /** The edit action of a row (no edit button without it). */
  onEdit?: (row: RowOf<R>) => void;
  /** Whether a row may be deleted (default: every row, where the resource has a delete call; false: none). */
  canDelete?: boolean | ((row: RowOf<R>) => boolean);
  /** The row's name in the delete confirmation (default: its `name`). */
  rowLabel?: (row: RowOf<R>) => string;
  /** More buttons in a row's action cell, before edit and delete. */
  rowActions?: (row: RowOf<R>) => ReactNode;
  /** What a delete also makes stale (a feature's own keys). */
  deleteInvalidates?: WriteOptions['invalidates'];
  /** A refused delete, after the client's toast (e.g. to keep why on screen). */
  onDeleteError?: (row: RowOf<R>, err: unknown) => void;
  /** Shown between the filters and the table, with the list's answer (e.g. its totals) and the filters set. */
  aboveTable?: (answer: ListAnswerOf<R> | undefined, filters: F) => ReactNode;
  pageSize?: number;
}

/** The filters set beyond the initial ones (a fixed filter such as a device kind is not a search). */
function changedFilters(filters: object, initial: object): object {
  const start = initial as Record<string, unknown>;
  return Object.fromEntries(Object.entries(filters).filter(([key, value]) => value !== start[key]));
}

/**
 * The list page of a resource: title (with a way back), add button, export, a search box plus the page's declared
 * filters and reset, the table with the declared columns and an edit / delete (asked first) column, loading, error
 * with retry, and an empty state that offers the add action (or says nothing matches when filters are set),
 * paginated. Test ids: `<testId>-list`, `-add`, `-export` (or `-export-xlsx` / `-export-pdf`), `-search`, `-reset`,
 * `-table`, `-row-<id>`, `-empty`, `-empty-add`, `-load-error`, `-edit-<id>`, `-delete-<id>`.
 */
export function ResourceTable<R extends ResourceDescriptor, F extends FiltersOf<R>>(props: ResourceTableProps<R, F>) {
  const { resource, testId, initialFilters, columns, onAdd, onEdit, rowActions } = props;
  const { t } = useTranslation('crud');
  const { body, filters, setFilters, reset, pagination } = useListParams(initialFilters, props.pageSize);
  const [searchDraft, setSearchDraft] = useState('');
  const list = useResourceList(resource, body as unknown as ListBodyOf<R>);
  const answer = list.data as ListResult<RowOf<R>> | undefined;
  const deletes = Boolean(resource.paths.delete) && props.canDelete !== false;
  // Called only from a delete button, which a resource without a delete call never shows.
  const remove = useDeleteResource(resource as R & WithDelete, { invalidates: props.deleteInvalidates });
  const { confirmDelete, holder } = useConfirm();
  const searchLabel = props.searchPlaceholder ?? t(resource.search === 'name' ? 'searchName' : 'keyword');
  const mayDelete = (row: RowOf<R>) => deletes && (typeof props.canDelete === 'function' ? props.canDelete(row) : true);

  const onDelete = async (row: RowOf<R>) => {
    const label = props.rowLabel?.(row) ?? String((row as { name?: unknown }).name ?? '');
    if (!(await confirmDelete(label))) return;
    try {
      await remove.mutateAsync(idOf(resource, row));
      toast.success(t('deleted'));
    } catch (err) {
      // The client has toasted why (e.g. a row still in use); the row stays.
      props.onDeleteError?.(row, err);
    }
  };

  const actionColumn: TableColumnsType<RowOf<R>>[number] = {
    key: 'actions',
    title: t('actions'),
    width: 130,
    fixed: 'right',
    render: (_, row) => {
      const id = idOf(resource, row);
      return (
        <Flex gap={4} wrap>
          {rowActions?.(row)}
          {onEdit && (
            <Button type="link" size="small" onClick={() => onEdit(row)} data-testid={`${testId}-edit-${id}`}>
              {t('edit')}
            </Button>
          )}
          {mayDelete(row) && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => void onDelete(row)}
              data-testid={`${testId}-delete-${id}`}
            >
              {t('delete')}
            </Button>
          )}
        </Flex>
      );
    },
  };
  const hasActions = Boolean(onEdit || rowActions || deletes);

  const addButton = (suffix: string) =>
    onAdd && (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => onAdd(filters)} data-testid={`${testId}${suffix}`}>
        {props.addLabel ?? t('add')}
      </Button>
    );

  return (
    <ListPage
      testId={`${testId}-list`}
      title={
        props.backTo ? <BackTitle title={props.title} backTo={props.backTo} testId={props.backTestId} /> : props.title
      }
      actions={
        <>
          {addButton('-add')}
          {typeof props.actions === 'function' ? props.actions(filters) : props.actions}
          {resource.paths.export && props.exportable !== false && (
            <ExportButtons resource={resource} filters={filters} testId={`${testId}-export`} />
          )}
        </>
      }
      filters={
        <>
          <Input.Search
            allowClear
            value={searchDraft}
            onChange={(e) => setSearchDraft(e.target.value)}
            onSearch={(v) => setFilters({ [resource.search]: v.trim() || undefined } as Partial<F>)}
            placeholder={searchLabel}
            aria-label={searchLabel}
            style={{ width: 220, maxWidth: '100%' }}
            data-testid={`${testId}-search`}
          />
          {props.filters?.(filters, setFilters)}
          <Button
            onClick={() => {
              setSearchDraft('');
              reset();
            }}
            data-testid={`${testId}-reset`}
          >
            {t('reset')}
          </Button>
        </>
      }
    >
      {holder}
      {props.aboveTable?.(list.data, filters)}
      <QueryTable<RowOf<R>>
        query={{ ...list, data: answer }}
        testId={`${testId}-table`}
        rowKey={(row) => idOf(resource, row)}
        rowTestId={`${testId}-row`}
        errorTestId={`${testId}-load-error`}
        columns={hasActions ? [...columns, actionColumn] : columns}
        pagination={pagination}
        empty={
          <EmptyState
            text={props.emptyText}
            filtered={hasFilters(changedFilters(filters, initialFilters))}
            testId={`${testId}-empty`}
            actions={
              (onAdd || props.emptyActions) && (
                <>
                  {addButton('-empty-add')}
                  {props.emptyActions}
                </>
              )
            }
          />
        }
      />
    </ListPage>
  );
}
