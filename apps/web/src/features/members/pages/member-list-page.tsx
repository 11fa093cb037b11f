import { EyeOutlined, ImportOutlined } from '@ant-design/icons';
import { memberResource } from '@tillbook/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceTable } from '../../../shared/ui/crud/resource-table';
import { useMemberColumns } from '../components/member-columns';
import { CityFilter, CreditFilter, type CreditFilters } from '../components/member-filters';
import { MEMBER_PATHS } from '../paths';

interface ListFilters extends CreditFilters {
  city?: string;
}
const INITIAL: ListFilters = {};

/** /vipManage/vipManage: members searched by name, phone, e-mail or customer code; add, import, export, delete. */
export default function MemberListPage() {
  const { t } = useTranslation(['members', 'crud', 'menu']);
  const navigate = useNavigate();
  const columns = useMemberColumns();
  const importButton = (testId: string) => (
    <Button icon={<ImportOutlined />} onClick={() => navigate(MEMBER_PATHS.import)} data-testid={testId}>
      {t('list.import')}
    </Button>
  );

  return (
    <div data-testid="member-list-page">
      <ResourceTable
        resource={memberResource}
        testId="member"
        title={t('menu:vipManage.vipManage')}
        initialFilters={INITIAL}
        searchPlaceholder={t('list.keyword')}
        filters={(f, set) => (
          <>
            <CreditFilter value={f} onChange={set} />
            <CityFilter value={f.city} onChange={(city) => set({ city })} />
          </>
        )}
        columns={columns}
        addLabel={t('list.add')}
        onAdd={() => navigate(MEMBER_PATHS.edit)}
        actions={importButton('member-import')}
        emptyText={t('list.empty')}
        emptyActions={importButton('member-empty-import')}
        rowActions={(r) => (
          <Button
            type="link"
            size="small"
            icon={<EyeOutlined />}
            onClick={() => navigate(`${MEMBER_PATHS.info}?id=${r.id}`)}
            data-testid={`member-view-${r.id}`}
          >
            {t('crud:detail')}
          </Button>
        )}
        onEdit={(r) => navigate(`${MEMBER_PATHS.edit}?id=${r.id}`)}
      />
    </div>
  );
}
