import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ShiftEntryRow, ShiftRow } from '@tillbook/contract';
import { Button, Descriptions, Result, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { useMoney } from '../../../shared/format/money';
import { idParam } from '../../../shared/routing/id-param';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { useShiftEntries, useShiftList } from '../api';
import { REPORT_PATHS } from '../paths';

/**
 * /report/staffDuty/info?id=: the cash flow of one shift (every entry, revoked ones marked) with its export
 * (/m/statistics/flow/export). The shift's header comes from the list that linked here, or is read by id.
 */
export default function ShiftInfoPage() {
  const { t } = useTranslation(['reports', 'menu', 'crud']);
  const navigate = useNavigate();
  const id = idParam(useSearchParams()[0]);
  const linked = (useLocation().state as { shift?: ShiftRow } | null)?.shift;
  // Opened by its address (not from the list): the header is read by id.
  const fetched = useShiftList({ id, page: 1, pageSize: 1 }, linked === undefined && id !== undefined);
  const shift = linked ?? fetched.data?.list[0];
  const entries = useShiftEntries(id);
  const money = useMoney();

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(REPORT_PATHS.shifts)} data-testid="shift-info-back">
      {t('crud:back')}
    </Button>
  );
  if (id === undefined) {
    return <Result status="404" title={t('shift.missing')} extra={back} data-testid="shift-info-missing" />;
  }

  const columns: ColumnsType<ShiftEntryRow> = [
    { title: t('col.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: t('col.entryType'),
      dataIndex: 'type',
      render: (v: ShiftEntryRow['type'], r) => (
        <>
          {t(`entryType.${v}`)} {r.revoked && <Tag color="red">{t('shift.revoked')}</Tag>}
        </>
      ),
    },
    { title: t('col.amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('col.costType'), dataIndex: 'costTypeName', render: (v: string) => v || '—' },
    { title: t('col.number'), dataIndex: 'orderNumber', render: (v: string) => v || '—' },
    { title: t('col.staff'), dataIndex: 'staffName', render: (v: string) => v || '—' },
    { title: t('col.note'), dataIndex: 'note', render: (v: string) => v || '—' },
  ];

  return (
    <ListPage
      testId="report-page-staffDutyInfo"
      title={shift ? `${t('menu:report.staffDuty/info')} ${shift.number}` : t('menu:report.staffDuty/info')}
      actions={
        <>
          {back}
          <ExportButtons path="/statistics/flow/export" body={{ id }} testId="report-export" />
        </>
      }
    >
      {shift && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 3 }}
          style={{ marginBottom: 16 }}
          data-testid="shift-info-fields"
          items={[
            { label: t('col.staff'), children: shift.staffName },
            { label: t('col.store'), children: shift.storeName },
            { label: t('col.status'), children: t(`shiftStatus.${shift.status}`) },
            { label: t('col.openedAt'), children: formatDateTime(shift.openedAt) },
            { label: t('col.closedAt'), children: shift.closedAt ? formatDateTime(shift.closedAt) : '—' },
            { label: t('col.initialCash'), children: money(shift.initialCash) },
            { label: t('col.expectedCash'), children: money(shift.expectedCash) },
            { label: t('col.actualCash'), children: shift.actualCash === null ? '—' : money(shift.actualCash) },
            { label: t('col.difference'), children: shift.difference === null ? '—' : money(shift.difference) },
          ]}
        />
      )}
      {entries.isError ? (
        <LoadError onRetry={() => entries.refetch()} testId="report-error" />
      ) : (
        <div data-testid="shift-entries">
          <Table<ShiftEntryRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={entries.data ?? []}
            loading={entries.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <EmptyState text={t('emptyList.shiftFlow')} testId="shift-entries-empty" /> }}
          />
        </div>
      )}
    </ListPage>
  );
}
