import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useDepositList, useExportDeposits } from '../api';
import { DepositDetailDrawer } from '../components/deposit-detail-drawer';
import { DepositFilterBar } from '../components/deposit-filters';
import { DepositTable } from '../components/deposit-table';
import { apiFilters, type DepositPageFilters } from '../filters';

const INITIAL_FILTERS: DepositPageFilters = {};

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
  const [running, setRunning] = useState<'xlsx' | 'pdf'>();
  const [openId, setOpenId] = useState<number>();

  const exportAs = async (format: 'xlsx' | 'pdf') => {
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
      actions={
        <>
          <Button
            icon={<DownloadOutlined />}
            loading={running === 'xlsx'}
            onClick={() => exportAs('xlsx')}
            data-testid="deposit-export-xlsx"
          >
            {t('crud:exportExcel')}
          </Button>
          <Button
            icon={<FilePdfOutlined />}
            loading={running === 'pdf'}
            onClick={() => exportAs('pdf')}
            data-testid="deposit-export-pdf"
          >
            {t('crud:exportPdf')}
          </Button>
        </>
      }
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
        />
      )}
      <DepositDetailDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
