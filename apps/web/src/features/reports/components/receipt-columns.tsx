import { CheckOutlined, EyeOutlined } from '@ant-design/icons';
import type { OrderRow } from '@tillbook/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useMoney } from '../../../shared/format/money';

/**
 * The columns of a receipt report (unpaid, paid, exceptions): number, time, store, staff, channel and figures,
 * with the detail action and, on the exceptions page, the review of an unreviewed one.
 */
export function useReceiptColumns(
  onView: (row: OrderRow) => void,
  onReview?: (row: OrderRow) => void,
): ColumnsType<OrderRow> {
  const { t } = useTranslation(['reports', 'crud']);
  const money = useMoney();
  return [
    { title: t('col.number'), dataIndex: 'number', fixed: 'left' },
    { title: t('col.orderedAt'), dataIndex: 'orderedAt', render: (v: string) => formatDateTime(v) },
    { title: t('col.kind'), dataIndex: 'kind', render: (v: OrderRow['kind']) => t(`kind.${v}`) },
    { title: t('col.store'), dataIndex: 'storeName' },
    { title: t('col.staff'), dataIndex: 'staffName', render: (v: string) => v || t('noStaff') },
    { title: t('col.channel'), dataIndex: 'channel', render: (v: OrderRow['channel']) => t(`channel.${v}`) },
    { title: t('col.goodsTotal'), dataIndex: 'goodsTotal', align: 'right', render: money },
    { title: t('col.discounts'), dataIndex: 'discountTotal', align: 'right', render: money },
    { title: t('col.taxes'), dataIndex: 'taxTotal', align: 'right', render: money },
    { title: t('col.total'), dataIndex: 'total', align: 'right', render: money },
    { title: t('col.paidTotal'), dataIndex: 'paidTotal', align: 'right', render: money },
    ...(onReview
      ? [
          {
            title: t('col.exception'),
            dataIndex: 'exception',
            render: (v: OrderRow['exception']) => (
              <Tag color={v === 'unreviewed' ? 'orange' : 'green'}>{t(`exception.${v}`)}</Tag>
            ),
          },
        ]
      : []),
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <>
          <Button
            type="link"
            size="small"
            icon={<EyeOutlined />}
            onClick={() => onView(r)}
            data-testid={`receipt-view-${r.id}`}
          >
            {t('crud:detail')}
          </Button>
          {onReview && r.exception === 'unreviewed' && (
            <Button
              type="link"
              size="small"
              icon={<CheckOutlined />}
              onClick={() => onReview(r)}
              data-testid={`receipt-review-${r.id}`}
            >
              {t('review.action')}
            </Button>
          )}
        </>
      ),
    },
  ];
}
