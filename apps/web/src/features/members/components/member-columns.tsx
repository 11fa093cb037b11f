import type { MemberRow } from '@tillbook/contract';
import { Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useMoney } from '../../../shared/format/money';
import { formatPoints } from '../format';

/** The member list's columns: contact, points, credit, visits and spending. */
export function useMemberColumns(): TableColumnsType<MemberRow> {
  const { t } = useTranslation('members');
  const money = useMoney();
  return [
    { key: 'name', title: t('field.name'), dataIndex: 'name' },
    { key: 'phone', title: t('field.phone'), render: (_, r) => (r.areaCode ? `+${r.areaCode} ${r.phone}` : r.phone) },
    { key: 'email', title: t('field.email'), render: (_, r) => r.email || '—' },
    { key: 'customerCode', title: t('field.customerCode'), render: (_, r) => r.customerCode || '—' },
    { key: 'points', title: t('field.points'), align: 'right', render: (_, r) => formatPoints(r.pointsBalance) },
    {
      key: 'credit',
      title: t('field.credit'),
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
    { key: 'visits', title: t('field.totalVisits'), dataIndex: 'totalVisits', align: 'right' },
    { key: 'spent', title: t('field.totalSpent'), align: 'right', render: (_, r) => money(r.totalSpent) },
    {
      key: 'lastVisit',
      title: t('field.lastVisit'),
      render: (_, r) => (r.lastVisitAt ? formatDateTime(r.lastVisitAt) : '—'),
    },
  ];
}
