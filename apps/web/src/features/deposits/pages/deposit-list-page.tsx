import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ExportFileFormat } from '@tillbook/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useDepositList, useExportDeposits } from '../api';
import { DepositDetailDrawer } from '../components/deposit-detail-drawer';
import { DepositFilterBar } from '../components/deposit-filters';
import { DepositTable } from '../components/deposit-table';
import { apiFilters, type DepositPageFilters } from '../filters';

const INITIAL_FILTERS: DepositPageFilters = {};
const EXPORTS = [
  { format: 'xlsx', icon: <DownloadOutlined />, label: 'crud:exportExcel' },
  { format: 'pdf', icon: <FilePdfOutlined />, label: 'crud:exportPdf' },
] as const;

/**
 * /deposit/index: deposits (consignment) of the user's stores, filtered by deposit date, store, state and keyword;
 * a detail drawer with the take-out history; export of exactly the filtered list to Excel or PDF. Read-only: the
 * POS writes deposits.
 */
export default function DepositListPage() {
  const { t } = useTranslation(['deposits', 'crud', 'menu']);
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL_FILTERS);
  const { page, pageSize } = body;
  const list = useDepositList({ page, pageSize, ...apiFilters(filters) });
  const exporter = useExportDeposits();
  const [running, setRunning] = useState<ExportFileFormat>();
  const [openId, setOpenId] = useState<number>();

  const exportAs = async (format: ExportFileFormat) => {
    setRunning(format);
    try {
      await exporter.mutateAsync({ ...apiFilters(filters), format });
    } catch {
      // The client has shown why ([code]:message).
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <ListPage
      testId="deposit-list-page"
      title={t('menu:deposit.index')}
      actions={EXPORTS.map((e) => (
        <Button
          key={e.format}
          icon={e.icon}
          loading={running === e.format}
          onClick={() => exportAs(e.format)}
          data-testid={`deposit-export-${e.format}`}
        >
          {t(e.label)}
        </Button>
      ))}
      filters={<DepositFilterBar filters={filters} onChange={setFilters} onReset={reset} />}
    >
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="deposit-list-error" />
      ) : (
        <DepositTable
          rows={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          onView={(r) => setOpenId(r.id)}
          empty={<EmptyState text={t('list.empty')} filtered={hasFilters(filters)} testId="deposit-list-empty" />}
        />
      )}
      <DepositDetailDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
