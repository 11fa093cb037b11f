import type { AdRow, AdStatus } from '@tillbook/contract';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { formatFileSize } from './file-size';

const nowrap = { whiteSpace: 'nowrap' } as const;
const STATUS_COLORS: Record<AdStatus, string> = { normal: 'green', frozen: 'red' };

export function AdStatusTag({ status }: { status: AdStatus }) {
  const { t } = useTranslation('adMaterial');
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** When an ad runs, in a few words: its dates (or "always") and how many parts of the day. */
function ScheduleText({ ad }: { ad: AdRow }) {
  const { t } = useTranslation('adMaterial');
  const dates =
    ad.startDate && ad.endDate
      ? `${formatDate(ad.startDate)} – ${formatDate(ad.endDate)}`
      : ad.startDate
        ? t('list.fromDate', { date: formatDate(ad.startDate) })
        : ad.endDate
          ? t('list.untilDate', { date: formatDate(ad.endDate) })
          : t('list.always');
  return (
    <span style={nowrap}>
      {dates}
      {ad.dayParts.length > 0 && (
        <Typography.Text type="secondary">
          {' · '}
          {t('list.parts', { count: ad.dayParts.length })}
        </Typography.Text>
      )}
    </span>
  );
}

/** The columns of the ad list: name, type, file, stores, schedule, sort, plays in the period, status. */
export function useAdColumns(onPlays: (ad: AdRow) => void): TableColumnsType<AdRow> {
  const { t } = useTranslation('adMaterial');
  return [
    {
      key: 'name',
      title: t('field.name'),
      render: (_, r) => (
        <Typography.Text strong style={nowrap}>
          {r.name}
        </Typography.Text>
      ),
    },
    { key: 'type', title: t('field.type'), render: (_, r) => <Tag>{t(`type.${r.type}`)}</Tag> },
    {
      key: 'file',
      title: t('field.file'),
      render: (_, r) => (
        <span>
          {r.file.name}{' '}
          <Typography.Text type="secondary" style={nowrap}>
            ({formatFileSize(r.file.bytes)})
          </Typography.Text>
        </span>
      ),
    },
    { key: 'publisher', title: t('field.publisher'), render: (_, r) => r.publisher || '—' },
    {
      key: 'stores',
      title: t('field.stores'),
      render: (_, r) => r.stores.map((s) => <Tag key={s.id}>{s.name}</Tag>),
    },
    { key: 'schedule', title: t('field.schedule'), render: (_, r) => <ScheduleText ad={r} /> },
    { key: 'sort', title: t('field.sort'), dataIndex: 'sort' },
    {
      key: 'plays',
      title: t('field.plays'),
      render: (_, r) => (
        <Typography.Link onClick={() => onPlays(r)} data-testid={`ad-plays-${r.id}`}>
          {r.plays}
        </Typography.Link>
      ),
    },
    { key: 'status', title: t('field.status'), render: (_, r) => <AdStatusTag status={r.status} /> },
  ];
}
