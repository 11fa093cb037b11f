import { countryById, currencyById, type RegionRow, regionResource } from '@tillbook/contract';
import { Select, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../../shared/i18n/lang';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { countryOptions, searchable } from '../../../shared/ui/select-options';
import { RegionDialog } from '../components/region-form';
import { trimDecimal } from '../format';
import { SETTINGS_LIST } from '../paths';

interface Filters {
  sysCountryId?: number;
}
const INITIAL: Filters = {};

/** /setting/areaSet: the regions (country, currency, points, exchange rates); added and edited in a dialog. */
export default function RegionListPage() {
  const { t } = useTranslation(['settings', 'menu']);
  const lang = getLang();
  // undefined: closed; null: adding; a row: editing it.
  const [editing, setEditing] = useState<RegionRow | null | undefined>(undefined);

  const columns: TableColumnsType<RegionRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name' },
    { key: 'country', title: t('region.country'), render: (_, r) => countryById(r.sysCountryId)?.name[lang] ?? '—' },
    {
      key: 'currency',
      title: t('region.currency'),
      render: (_, r) => {
        const c = currencyById(r.currencyId);
        return c ? `${c.code} · ${c.name[lang]}` : '—';
      },
    },
    { key: 'points', title: t('region.points'), render: (_, r) => trimDecimal(r.points) },
    {
      key: 'rates',
      title: t('region.rates'),
      render: (_, r) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, maxWidth: 320 }}>
          {r.exchangeRates.map((x) => (
            <Tag key={x.currencyId} style={{ marginInlineEnd: 0 }}>
              {currencyById(x.currencyId)?.code ?? x.currencyId} {trimDecimal(x.rate)}
            </Tag>
          ))}
        </span>
      ),
    },
  ];

  return (
    <>
      <ResourceTable
        resource={regionResource}
        testId="region"
        title={t('menu:setting.areaSet')}
        {...SETTINGS_LIST}
        initialFilters={INITIAL}
        filters={(f, set) => (
          <Select
            allowClear
            value={f.sysCountryId}
            onChange={(sysCountryId) => set({ sysCountryId })}
            options={countryOptions(lang)}
            showSearch={searchable}
            placeholder={t('region.country')}
            aria-label={t('region.country')}
            style={{ width: 220, maxWidth: '100%' }}
            data-testid="region-filter-country"
          />
        )}
        columns={columns}
        addLabel={t('region.add')}
        emptyText={t('region.empty')}
        onAdd={() => setEditing(null)}
        onEdit={(r) => setEditing(r)}
      />
      {editing !== undefined && (
        <RegionDialog key={editing?.id ?? 'new'} row={editing ?? undefined} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
