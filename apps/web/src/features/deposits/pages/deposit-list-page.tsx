import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useDepositList } from '../api';
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
  const [openId, setOpenId] = useState<number>();

  return (
    <ListPage
      testId="deposit-list-page"
      title={t('menu:deposit.index')}
      actions={<ExportButtons path="/deposit/export" body={apiFilters(filters)} testId="deposit-export" />}
      filters={<DepositFilterBar filters={filters} onChange={setFilters} onReset={reset} />}
    >
      <DepositTable
        query={list}
        pagination={pagination}
        onView={(r) => setOpenId(r.id)}
        empty={<EmptyState text={t('list.empty')} filtered={hasFilters(filters)} testId="deposit-list-empty" />}
      />
      <DepositDetailDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
