import type { AdRow, AdStorePlays } from '@tillbook/contract';
import { Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PlaysPeriod, useAdPlays } from '../api';

/** An ad's plays per store in the list's period (the stores the user sees). Test id `ad-plays-modal`. */
export function AdPlaysModal({ ad, period, onClose }: { ad?: AdRow; period: PlaysPeriod; onClose: () => void }) {
  const { t } = useTranslation(['adMaterial', 'crud']);
  const plays = useAdPlays(ad?.id, period);
  const columns: TableColumnsType<AdStorePlays> = [
    { key: 'store', title: t('plays.store'), dataIndex: 'storeName' },
    { key: 'plays', title: t('plays.plays'), dataIndex: 'plays', align: 'right' },
    {
      key: 'seconds',
      title: t('plays.minutes'),
      align: 'right',
      render: (_, r) => Math.round(r.seconds / 6) / 10,
    },
  ];
  return (
    <Modal
      open={ad !== undefined}
      title={t('plays.title', { name: ad?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Table
        rowKey="storeId"
        size="small"
        pagination={false}
        loading={plays.isPending}
        columns={columns}
        dataSource={plays.data ?? []}
        locale={{ emptyText: t('plays.none') }}
        data-testid="ad-plays-modal"
      />
    </Modal>
  );
}
