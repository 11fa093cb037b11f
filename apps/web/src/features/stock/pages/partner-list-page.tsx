import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { countryById, type PartnerRow } from '@tillbook/contract';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { getLang } from '../../../shared/i18n/lang';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { usePartnerList, usePartnerWrite } from '../api';
import { DataTable, FilterBar } from '../components/data-table';
import { ExportButtons, KeywordSearch } from '../components/filters';
import { PARTNER_PATHS, type PartnerKind, partnerKindOf } from '../paths';

/** /stockManage/providerMsg and /stockManage/factoryMsg: suppliers or manufacturers (one page, same shape). */
export default function PartnerListPage() {
  const kind = partnerKindOf(useLocation().pathname);
  return <PartnerList key={kind} kind={kind} />;
}

function PartnerList({ kind }: { kind: PartnerKind }) {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const lang = getLang();
  const { body, filters, setFilters, pagination } = useListParams<{ keyword?: string }>({});
  const list = usePartnerList(kind, body);
  const remove = usePartnerWrite(kind, 'delete');
  const { confirmDelete, holder } = useConfirm();
  const edit = (r: PartnerRow) => navigate(`${PARTNER_PATHS[kind].edit}?id=${r.id}`);

  const deleteRow = async (r: PartnerRow) => {
    if (!(await confirmDelete(r.name))) return;
    try {
      await remove.mutateAsync({ id: r.id });
      toast.success(t('crud:deleted'));
    } catch {
      // The client has shown the refusal ([code]:message).
    }
  };

  const columns: ColumnsType<PartnerRow> = [
    { title: t('partner.field.name'), dataIndex: 'name' },
    { title: t('partner.field.contact'), dataIndex: 'contact', render: (v: string) => v || '—' },
    {
      title: t('partner.field.phone'),
      key: 'phone',
      render: (_, r) => (r.phone ? (r.areaCode ? `+${r.areaCode} ${r.phone}` : r.phone) : '—'),
    },
    { title: t('partner.field.email'), dataIndex: 'email', render: (v: string) => v || '—' },
    { title: t('partner.field.city'), dataIndex: 'city', render: (v: string) => v || '—' },
    {
      title: t('partner.field.country'),
      dataIndex: 'countryId',
      render: (id: number | null) => (id ? (countryById(id)?.name[lang] ?? '—') : '—'),
    },
    { title: t('field.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => edit(r)}
            data-testid={`partner-edit-${r.id}`}
          >
            {t('crud:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => deleteRow(r)}
            data-testid={`partner-delete-${r.id}`}
          >
            {t('crud:delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId={`partner-list-page-${kind}`}
      title={t(kind === 'supplier' ? 'menu:stockManage.providerMsg' : 'menu:stockManage.factoryMsg')}
      actions={
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(PARTNER_PATHS[kind].edit)}
            data-testid="partner-add"
          >
            {t(`partner.${kind}.add`)}
          </Button>
          <ExportButtons target={kind} filters={filters} testId="partner-export" />
        </>
      }
    >
      {holder}
      <FilterBar>
        <KeywordSearch
          value={filters.keyword}
          placeholder={t('partner.keyword')}
          onSearch={(keyword) => setFilters({ keyword })}
          testId="partner-filter-keyword"
        />
      </FilterBar>
      <DataTable
        query={list}
        columns={columns}
        pagination={pagination(list.data?.total)}
        testId="partner-table"
        emptyText={t(`partner.${kind}.empty`)}
      />
    </ListPage>
  );
}
