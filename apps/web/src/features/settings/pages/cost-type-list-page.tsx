import { COST_TYPE_RANGES, type CostTypeRange, type CostTypeRow, costTypeResource } from '@tillbook/contract';
import { Select, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { SETTINGS_LIST, SETTINGS_PATHS } from '../paths';

interface Filters {
  range?: CostTypeRange;
}
const INITIAL: Filters = {};
const RANGE_COLOURS: Record<CostTypeRange, string> = { cashIn: 'green', cashOut: 'orange' };

/** /setting/costType: the cash in / cash out types, searched by name and filtered by range. */
export default function CostTypeListPage() {
  const { t } = useTranslation(['settings', 'menu']);
  const navigate = useNavigate();
  const rangeOptions = COST_TYPE_RANGES.map((r) => ({ value: r, label: t(`costType.rangeNames.${r}`) }));
  const columns: TableColumnsType<CostTypeRow> = [
    { key: 'name', title: t('field.name'), dataIndex: 'name' },
    {
      key: 'ranges',
      title: t('costType.ranges'),
      render: (_, r) =>
        r.ranges.map((range) => (
          <Tag key={range} color={RANGE_COLOURS[range]}>
            {t(`costType.rangeNames.${range}`)}
          </Tag>
        )),
    },
  ];
  return (
    <ResourceTable
      resource={costTypeResource}
      testId="cost-type"
      title={t('menu:setting.costType')}
      {...SETTINGS_LIST}
      initialFilters={INITIAL}
      filters={(f, set) => (
        <Select
          allowClear
          value={f.range}
          onChange={(range) => set({ range })}
          placeholder={t('costType.ranges')}
          aria-label={t('costType.ranges')}
          options={rangeOptions}
          style={{ width: 180 }}
          data-testid="cost-type-filter-range"
        />
      )}
      columns={columns}
      addLabel={t('costType.add')}
      emptyText={t('costType.empty')}
      onAdd={() => navigate(SETTINGS_PATHS.costTypeEdit)}
      onEdit={(r) => navigate(`${SETTINGS_PATHS.costTypeEdit}?id=${r.id}`)}
    />
  );
}
