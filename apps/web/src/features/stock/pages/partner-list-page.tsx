import { countryById, type PartnerRow } from '@tillbook/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getLang } from '../../../shared/i18n/lang';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { partnerInvalidates, partnerResource } from '../api';
import { timeColumn } from '../components/data-table';
import { PARTNER_PATHS, partnerKindOf } from '../paths';

const INITIAL: { keyword?: string } = {};
const orNone = (v: string) => v || '—';

/** /stockManage/providerMsg and /stockManage/factoryMsg: suppliers or manufacturers (one page, same shape). */
export default function PartnerListPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const kind = partnerKindOf(useLocation().pathname);
  const lang = getLang();
  const edit = PARTNER_PATHS[kind].edit;

  const columns: TableColumnsType<PartnerRow> = [
    { title: t('partner.field.name'), dataIndex: 'name' },
    { title: t('partner.field.contact'), dataIndex: 'contact', render: orNone },
    {
      title: t('partner.field.phone'),
      key: 'phone',
      render: (_, r) => (r.phone ? (r.areaCode ? `+${r.areaCode} ${r.phone}` : r.phone) : '—'),
    },
    { title: t('partner.field.email'), dataIndex: 'email', render: orNone },
    { title: t('partner.field.city'), dataIndex: 'city', render: orNone },
    {
      title: t('partner.field.country'),
      dataIndex: 'countryId',
      render: (id: number | null) => (id ? (countryById(id)?.name[lang] ?? '—') : '—'),
    },
    timeColumn(t('field.createdAt'), 'createdAt'),
  ];

  return (
    <ResourceTable
      // A fresh list state per kind: the two menu entries are two lists.
      key={kind}
      resource={partnerResource[kind]}
      testId="partner"
      title={t(kind === 'supplier' ? 'menu:stockManage.providerMsg' : 'menu:stockManage.factoryMsg')}
      initialFilters={INITIAL}
      searchPlaceholder={t('partner.keyword')}
      columns={columns}
      addLabel={t(`partner.${kind}.add`)}
      emptyText={t(`partner.${kind}.empty`)}
      onAdd={() => navigate(edit)}
      onEdit={(r) => navigate(`${edit}?id=${r.id}`)}
      deleteInvalidates={partnerInvalidates(kind)}
    />
  );
}
