import { DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { MemberFilters, MemberRow } from '@tillbook/contract';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useDeleteMember, useExportMembers, useMemberList } from '../api';
import { LoadError } from '../components/load-error';
import { MemberTable } from '../components/member-table';
import { MEMBER_PATHS } from '../paths';

type CreditFilter = 'onCredit' | 'owing' | 'noCredit';
interface ListFilters extends MemberFilters {
  credit?: CreditFilter;
}
const INITIAL_FILTERS: ListFilters = {};

/** The API's filters for the page's own: the credit choice becomes `onCredit` / `owing`. */
function apiFilters({ credit, ...rest }: ListFilters): MemberFilters {
  if (credit === 'onCredit') return { ...rest, onCredit: true };
  if (credit === 'noCredit') return { ...rest, onCredit: false };
  if (credit === 'owing') return { ...rest, owing: true };
  return rest;
}

/** /vipManage/vipManage: members searched by name, phone, e-mail or customer code; add, import, export, delete. */
export default function MemberListPage() {
  const { t } = useTranslation(['members', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL_FILTERS);
  const [keyword, setKeyword] = useState('');
  const [city, setCity] = useState('');
  const { credit: _credit, ...paging } = body;
  const listBody = { ...paging, ...apiFilters(filters) };
  const list = useMemberList(listBody);
  const remove = useDeleteMember();
  const exporter = useExportMembers();
  const { confirmDelete, holder } = useConfirm();

  const deleteRow = async (row: MemberRow) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await remove.mutateAsync(row.id);
      toast.success(t('crud:deleted'));
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  const exportAll = async () => {
    try {
      await exporter.mutateAsync(apiFilters(filters));
    } catch {
      // As above.
    }
  };

  const resetAll = () => {
    setKeyword('');
    setCity('');
    reset();
  };

  return (
    <ListPage
      testId="member-list-page"
      title={t('menu:vipManage.vipManage')}
      actions={
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(MEMBER_PATHS.edit)}
            data-testid="member-add"
          >
            {t('list.add')}
          </Button>
          <Button icon={<ImportOutlined />} onClick={() => navigate(MEMBER_PATHS.import)} data-testid="member-import">
            {t('list.import')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={exportAll}
            loading={exporter.isPending}
            data-testid="member-export"
          >
            {t('crud:exportExcel')}
          </Button>
        </>
      }
      filters={
        <>
          <Input.Search
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
            placeholder={t('list.keyword')}
            enterButton={t('crud:search')}
            maxLength={50}
            style={{ width: 320, maxWidth: '100%' }}
            aria-label={t('crud:keyword')}
            data-testid="member-filter-keyword"
          />
          <Select
            allowClear
            placeholder={t('list.allCredit')}
            value={filters.credit}
            onChange={(credit?: CreditFilter) => setFilters({ credit })}
            options={(['onCredit', 'owing', 'noCredit'] as const).map((c) => ({ value: c, label: t(`list.${c}`) }))}
            style={{ minWidth: 170 }}
            aria-label={t('field.credit')}
            data-testid="member-filter-credit"
          />
          <Input
            allowClear
            value={city}
            onChange={(e) => {
              setCity(e.target.value);
              if (!e.target.value) setFilters({ city: undefined });
            }}
            onPressEnter={() => setFilters({ city: city.trim() || undefined })}
            onBlur={() => setFilters({ city: city.trim() || undefined })}
            placeholder={t('field.city')}
            maxLength={50}
            style={{ width: 160 }}
            aria-label={t('field.city')}
            data-testid="member-filter-city"
          />
          <Button onClick={resetAll} data-testid="member-filter-reset">
            {t('crud:reset')}
          </Button>
        </>
      }
    >
      {holder}
      {list.isError ? (
        <LoadError onRetry={() => list.refetch()} testId="member-list-error" />
      ) : (
        <MemberTable
          rows={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={pagination(list.data?.total)}
          onView={(r) => navigate(`${MEMBER_PATHS.info}?id=${r.id}`)}
          onEdit={(r) => navigate(`${MEMBER_PATHS.edit}?id=${r.id}`)}
          onDelete={deleteRow}
        />
      )}
    </ListPage>
  );
}
