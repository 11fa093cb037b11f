import type { BillingQuote, PlanRow } from '@tillbook/contract';
import { Alert, type ButtonProps, Descriptions, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { formatRate } from '../../../shared/format/numbers';
import { toast } from '../../../shared/ui/toast';
import { useChangePlan, useQuote } from '../api';
import { useUsd } from './usd';

/** The quote's lines as shown before confirming: price, credit for the unused period, net, VAT, total. */
export function QuoteLines({ quote }: { quote: BillingQuote }) {
  const { t } = useTranslation('billing');
  const usd = useUsd();
  const vatLabel =
    quote.vatTreatment === 'reverseCharge'
      ? t('quote.vatReverse')
      : quote.vatTreatment === 'none'
        ? t('quote.vatNone')
        : t('quote.vatRate', { rate: formatRate(quote.vatRate), country: quote.vatCountry ?? '' });
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="billing-quote"
      items={[
        {
          key: 'price',
          label: t('quote.price'),
          children: <span data-testid="billing-quote-price">{usd(quote.price)}</span>,
        },
        ...(Number(quote.credit) > 0
          ? [
              {
                key: 'credit',
                label: t('quote.credit'),
                children: <span data-testid="billing-quote-credit">−{usd(quote.credit)}</span>,
              },
            ]
          : []),
        { key: 'net', label: t('quote.net'), children: <span data-testid="billing-quote-net">{usd(quote.net)}</span> },
        {
          key: 'vat',
          label: vatLabel,
          children: <span data-testid="billing-quote-vat">{usd(quote.vatAmount)}</span>,
        },
        {
          key: 'total',
          label: <strong>{t('quote.total')}</strong>,
          children: <strong data-testid="billing-quote-total">{usd(quote.total)}</strong>,
        },
      ]}
    />
  );
}

/**
 * Changing the plan: the quote first, confirmed with its total. When the total changed meanwhile (20121: billing
 * details or VAT changed), the dialog says so, shows the new quote and asks again.
 */
export function QuoteDialog({ plan, onClose }: { plan: PlanRow; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const usd = useUsd();
  const quote = useQuote(plan.code);
  const change = useChangePlan();
  const [changed, setChanged] = useState(false);

  const confirm = async () => {
    if (!quote.data) return;
    const result = await change.mutateAsync({ planCode: plan.code, expectedTotal: quote.data.total }).catch(() => null);
    if (!result) return; // refused: the client has toasted why; the dialog stays for another try
    if ('quoteChanged' in result) {
      setChanged(true);
      await quote.refetch();
      return;
    }
    toast.success(quote.data.kind === 'downgrade' ? t('change.scheduled') : t('change.done'));
    onClose();
  };

  const q = quote.data;
  const okText = !q
    ? t('change.confirm')
    : q.kind === 'downgrade'
      ? t('change.confirmDowngrade')
      : Number(q.total) > 0
        ? t('change.confirmPay', { total: usd(q.total) })
        : t('change.confirm');

  return (
    <Modal
      open
      title={t('change.title', { plan: plan.name })}
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={okText}
      cancelText={t('crud:cancel')}
      confirmLoading={change.isPending}
      okButtonProps={{ disabled: !q || quote.isFetching, 'data-testid': 'billing-quote-confirm' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'billing-quote-cancel' } as ButtonProps}
      destroyOnHidden
    >
      {quote.isPending ? (
        <Skeleton active />
      ) : quote.isError ? (
        <Alert type="error" showIcon title={quote.error.message} data-testid="billing-quote-error" />
      ) : q ? (
        <>
          {changed ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('change.quoteChanged')}
              data-testid="billing-quote-changed"
            />
          ) : null}
          <Typography.Paragraph data-testid="billing-quote-kind">
            {t(`change.kind.${q.kind}`, { date: formatDate(q.effectiveAt) })}
          </Typography.Paragraph>
          <QuoteLines quote={q} />
        </>
      ) : null}
    </Modal>
  );
}
