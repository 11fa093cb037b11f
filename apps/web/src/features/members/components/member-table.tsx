import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { MemberRow } from '@tillbook/contract';
import { Button, Space, Table, type TablePaginationConfig, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useLoginInfo } from '../../../shared/session/session';
import { formatPoints, moneyFormatter } from '../format';

/** The member list's table: contact, points, credit, visits and the row actions. */
export function MemberTable({
  rows,
  loading,
  pagination,
  onView,
  onEdit,
  onDelete,
}: {
  rows: MemberRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  onView: (row: MemberRow) => void;
  onEdit: (row: MemberRow) => void;
  onDelete: (row: MemberRow) => void;
}) {
  const { t } = useTranslation(['members', 'crud']);
  const money = moneyFormatter(useLoginInfo());

  const columns: ColumnsType<MemberRow> = [
    { title: t('field.name'), dataIndex: 'name' },
    {
      title: t('field.phone'),
      key: 'phone',
      render: (_, r) => (r.areaCode ? `+${r.areaCode} ${r.phone}` : r.phone),
    },
    { title: t('field.email'), dataIndex: 'email', render: (v: string) => v || '—' },
    { title: t('field.customerCode'), dataIndex: 'customerCode', render: (v: string) => v || '—' },
    {
      title: t('field.points'),
      dataIndex: 'pointsBalance',
      align: 'right',
      render: (v: string) => formatPoints(v),
    },
    {
      title: t('field.credit'),
      key: 'credit',
      render: (_, r) =>
        r.onCredit ? (
          <Space size={4} wrap>
            <Tag color="blue">{t('field.onCredit')}</Tag>
            {money(r.creditBalance)} / {money(r.creditLimit)}
          </Space>
        ) : (
          '—'
        ),
    },
    { title: t('field.totalVisits'), dataIndex: 'totalVisits', align: 'right' },
    { title: t('field.totalSpent'), dataIndex: 'totalSpent', align: 'right', render: (v: string) => money(v) },
    {
      title: t('field.lastVisit'),
      dataIndex: 'lastVisitAt',
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EyeOutlined />}
            onClick={() => onView(r)}
            data-testid={`member-view-${r.id}`}
          >
            {t('crud:detail')}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => onEdit(r)}
            data-testid={`member-edit-${r.id}`}
          >
            {t('crud:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onDelete(r)}
            data-testid={`member-delete-${r.id}`}
          >
            {t('crud:delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="member-table">
      <Table<MemberRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={{ x: true }}
        locale={{ emptyText: t('list.empty') }}
        onRow={(r) => ({ 'data-testid': `member-row-${r.id}` }) as object}
      />
    </div>
  );
}
