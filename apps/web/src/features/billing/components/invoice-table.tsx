import type { InvoiceKind, InvoiceRow, InvoiceStatus } from '@tillbook/contract';
import { Button, Card, Flex, Select, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { formatRate } from '../../../shared/format/numbers';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { downloadInvoicePdf, useInvoices } from '../api';
import { TestRefundDialog } from './test-refund-dialog';
import { useUsd } from './usd';

const INITIAL: { kind?: InvoiceKind } = {};
const STATUS_COLOURS: Record<InvoiceStatus, string> = { paid: 'green', open: 'orange', void: 'default' };

/** What is left to credit on a paid invoice (the test provider's refund offers it). */
export const refundable = (row: InvoiceRow): number =>
  row.kind === 'invoice' && row.status === 'paid' ? Math.max(0, Number(row.total) - Number(row.refunded)) : 0;

/** Invoices and credit notes, newest first, each downloadable as PDF in the merchant's language. */
export function InvoiceTable({ testProvider }: { testProvider: boolean }) {
  const { t } = useTranslation('billing');
  const usd = useUsd();
  const list = useListParams(INITIAL, 10);
  const invoices = useInvoices(list.body, true);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [refunding, setRefunding] = useState<InvoiceRow | null>(null);
  const numberOf = useMemo(() => new Map((invoices.data?.list ?? []).map((r) => [r.id, r.number])), [invoices.data]);

  const pdf = async (row: InvoiceRow) => {
    setDownloading(row.id);
    try {
      await downloadInvoicePdf(row).catch(() => undefined); // a refusal has been toasted
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumnsType<InvoiceRow> = [
    { key: 'number', title: t('invoices.number'), dataIndex: 'number' },
    {
      key: 'kind',
      title: t('invoices.kind'),
      render: (_, r) =>
        r.kind === 'creditNote' ? (
          <Flex vertical>
            <Tag color="purple">{t('invoices.creditNote')}</Tag>
            {r.creditsInvoiceId ? (
              <small>
                {t('invoices.credits', { number: numberOf.get(r.creditsInvoiceId) ?? `#${r.creditsInvoiceId}` })}
              </small>
            ) : null}
          </Flex>
        ) : (
          <Tag>{t('invoices.invoice')}</Tag>
        ),
    },
    { key: 'issuedAt', title: t('invoices.issuedAt'), render: (_, r) => formatDate(r.issuedAt) },
    { key: 'description', title: t('invoices.description'), dataIndex: 'description' },
    { key: 'net', title: t('quote.net'), align: 'right', render: (_, r) => usd(r.net) },
    {
      key: 'vat',
      title: t('invoices.vat'),
      align: 'right',
      render: (_, r) =>
        r.vatTreatment === 'reverseCharge' ? (
          <Tag>{t('invoices.reverseCharge')}</Tag>
        ) : (
          `${usd(r.vatAmount)} (${formatRate(r.vatRate)})`
        ),
    },
    { key: 'total', title: t('quote.total'), align: 'right', render: (_, r) => <strong>{usd(r.total)}</strong> },
    {
      key: 'status',
      title: t('invoices.status'),
      render: (_, r) => (
        <Flex vertical>
          <Tag color={STATUS_COLOURS[r.status]}>{t(`invoices.statuses.${r.status}`)}</Tag>
          {Number(r.refunded) > 0 ? <small>{t('invoices.refunded', { amount: usd(r.refunded) })}</small> : null}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      render: (_, r) => (
        <Flex gap={4}>
          <Button
            size="small"
            loading={downloading === r.id}
            onClick={() => void pdf(r)}
            data-testid={`billing-invoice-pdf-${r.id}`}
          >
            PDF
          </Button>
          {testProvider && refundable(r) > 0 ? (
            <Button size="small" onClick={() => setRefunding(r)} data-testid={`billing-invoice-refund-${r.id}`}>
              {t('test.refund')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('invoices.title')}
      data-testid="billing-invoices"
      extra={
        <Select
          allowClear
          placeholder={t('invoices.allKinds')}
          value={list.filters.kind}
          onChange={(kind?: InvoiceKind) => list.setFilters({ kind })}
          options={[
            { value: 'invoice', label: t('invoices.invoice') },
            { value: 'creditNote', label: t('invoices.creditNote') },
          ]}
          style={{ width: 180 }}
          data-testid="billing-invoices-kind"
        />
      }
    >
      <QueryTable<InvoiceRow>
        query={invoices}
        testId="billing-invoice-table"
        rowKey="id"
        rowTestId="billing-invoice"
        columns={columns}
        pagination={list.pagination}
        empty={<EmptyState text={t('invoices.empty')} filtered={list.filters.kind !== undefined} />}
      />
      {refunding ? <TestRefundDialog invoice={refunding} onClose={() => setRefunding(null)} /> : null}
    </Card>
  );
}
