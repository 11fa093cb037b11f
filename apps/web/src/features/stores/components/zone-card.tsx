import { DownloadOutlined, EditOutlined, FilePdfOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TableRow, ZoneRow } from '@tillbook/contract';
import { Button, Card, Flex, Table, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dates';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { toast } from '../../../shared/ui/toast';
import { downloadTableQr, downloadZoneSheet, useDeleteZone, useRefreshQr } from '../api';

/** A zone with its tables: each table's QR code (download, refresh) and the zone's printable QR sheet. */
export function ZoneCard({ zone, onEdit }: { zone: ZoneRow; onEdit: (zone: ZoneRow) => void }) {
  const { t } = useTranslation(['stores', 'crud']);
  const remove = useDeleteZone(zone.storeId);
  const refresh = useRefreshQr(zone.storeId);
  const { confirm, confirmDelete, holder } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, job: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await job();
    } catch {
      // The client has told the user why.
    } finally {
      setBusy(null);
    }
  };

  const onDelete = async () => {
    if (!(await confirmDelete(zone.name))) return;
    await run('delete', async () => {
      await remove.mutateAsync(zone.id);
      toast.success(t('crud:deleted'));
    });
  };

  const onRefresh = async (table: TableRow) => {
    const ok = await confirm({
      title: t('zones.refreshTitle', { number: table.number }),
      content: t('zones.refreshBody'),
      okText: t('zones.refresh'),
      danger: true,
    });
    if (!ok) return;
    await run(`refresh-${table.id}`, async () => {
      await refresh.mutateAsync(table.id);
      toast.success(t('zones.refreshed'));
    });
  };

  const columns: TableColumnsType<TableRow> = [
    { key: 'number', title: t('zones.tableNumber'), dataIndex: 'number' },
    { key: 'seats', title: t('zones.seats'), dataIndex: 'seats' },
    {
      key: 'qrIssuedAt',
      title: t('zones.qrIssuedAt'),
      render: (_, r) => formatDateTime(r.qrIssuedAt),
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      render: (_, r) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={busy === `png-${r.id}`}
            onClick={() => void run(`png-${r.id}`, () => downloadTableQr(r))}
            data-testid={`table-qr-${r.id}`}
          >
            {t('zones.downloadQr')}
          </Button>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={busy === `refresh-${r.id}`}
            onClick={() => void onRefresh(r)}
            data-testid={`table-refresh-${r.id}`}
          >
            {t('zones.refresh')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid={`zone-card-${zone.id}`}>
      {/* Name and actions wrap onto two lines on a phone rather than squeezing the name. */}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Flex gap={8} align="baseline" wrap>
          <Typography.Text strong style={{ fontSize: 15 }}>
            {zone.name}
          </Typography.Text>
          <Typography.Text type="secondary">{t('zones.tableCount', { count: zone.tables.length })}</Typography.Text>
        </Flex>
        <Flex gap={4} wrap>
          <Tooltip title={t('zones.sheetHint')}>
            <Button
              size="small"
              icon={<FilePdfOutlined />}
              loading={busy === 'pdf'}
              onClick={() => void run('pdf', () => downloadZoneSheet(zone))}
              data-testid={`zone-pdf-${zone.id}`}
            >
              {t('zones.sheet')}
            </Button>
          </Tooltip>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => onEdit(zone)}
            data-testid={`zone-edit-${zone.id}`}
          >
            {t('crud:edit')}
          </Button>
          <Button
            size="small"
            danger
            loading={busy === 'delete'}
            onClick={() => void onDelete()}
            data-testid={`zone-delete-${zone.id}`}
          >
            {t('crud:delete')}
          </Button>
        </Flex>
      </Flex>
      {holder}
      <Table<TableRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={zone.tables}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid={`zone-tables-${zone.id}`}
      />
    </Card>
  );
}
