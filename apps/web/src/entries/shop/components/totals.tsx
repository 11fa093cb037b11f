import type { StorefrontTotals } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { useShop } from '../shop-context';

/** The server's totals of the order: its lines, goods, taxes, delivery fee and what the shopper pays. */
export function Totals({ totals, testId = 'totals' }: { totals: StorefrontTotals; testId?: string }) {
  const { t } = useTranslation('shop');
  const { money } = useShop();
  const row = (label: string, value: string, id: string) => (
    <p className="sf-total">
      <span>{label}</span>
      <span data-testid={`${testId}-${id}`}>{money(value)}</span>
    </p>
  );
  return (
    <section className="sf-box" data-testid={testId}>
      <ul className="sf-plain">
        {totals.lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id and never move.
          <li key={`${l.name}-${i}`} className="sf-total">
            <span>
              {l.quantity.replace(/\.?0+$/, '')} × {l.name}
              {l.variantName && ` (${l.variantName})`}
            </span>
            <span>{money(l.total)}</span>
          </li>
        ))}
      </ul>
      {row(t('totals.goods'), totals.goods, 'goods')}
      {Number(totals.taxIncluded) > 0 && row(t('totals.taxIncluded'), totals.taxIncluded, 'taxIncluded')}
      {Number(totals.taxAdded) > 0 && row(t('totals.taxAdded'), totals.taxAdded, 'taxAdded')}
      {row(t('totals.deliveryFee'), totals.deliveryFee, 'deliveryFee')}
      <p className="sf-total sf-grand">
        <span>{t('totals.total')}</span>
        <strong data-testid={`${testId}-total`}>{money(totals.total)}</strong>
      </p>
    </section>
  );
}
