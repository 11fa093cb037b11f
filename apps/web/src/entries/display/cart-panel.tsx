import type { CustomerCart, UiLang } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { currencyOf, formatMoney } from '../../shared/format/money';
import { formatQuantity, formatRate } from '../../shared/format/numbers';

interface Props {
  cart: CustomerCart;
  sysCurrencyId: number;
  lang: UiLang;
}

const isZero = (v: string) => Number(v) === 0;

/** The order at the till as the customer sees it: lines with modifiers and discounts, taxes, total. */
export function CartPanel({ cart, sysCurrencyId, lang }: Props) {
  const { t } = useTranslation('customerDisplay');
  const currency = currencyOf(sysCurrencyId);
  const money = (v: string) => formatMoney(v, currency, lang);
  return (
    <section className="cd-cart" data-testid="display-cart">
      <h2>{t('cart.title')}</h2>
      <ul className="cd-lines">
        {cart.lines.map((l) => (
          <li key={l.lineId} data-testid={`display-line-${l.lineId}`}>
            <div className="cd-line">
              <span className="cd-qty">{formatQuantity(l.quantity, { lang })}×</span>
              <span className="cd-name">
                {l.name}
                {l.variantName && ` (${l.variantName})`}
              </span>
              <span className="cd-amount">{money(l.gross)}</span>
            </div>
            <div className="cd-sub">{t('cart.each', { price: money(l.unitPrice) })}</div>
            {l.modifiers.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's modifiers have no id of their own here.
              <div key={i} className="cd-sub">
                + {m.name}
                {Number(m.quantity) !== 1 && ` ×${formatQuantity(m.quantity, { lang })}`} {money(m.unitPrice)}
              </div>
            ))}
            {!isZero(l.discount) && <div className="cd-sub cd-discount">−{money(l.discount)}</div>}
          </li>
        ))}
      </ul>
      <dl className="cd-totals">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{money(cart.goodsTotal)}</dd>
        {!isZero(cart.lineDiscountTotal) && (
          <>
            <dt>{t('cart.lineDiscount')}</dt>
            <dd className="cd-discount">−{money(cart.lineDiscountTotal)}</dd>
          </>
        )}
        {!isZero(cart.orderDiscount) && (
          <>
            <dt>{t('cart.orderDiscount')}</dt>
            <dd className="cd-discount">−{money(cart.orderDiscount)}</dd>
          </>
        )}
        {cart.taxes.map((tax) => (
          <div key={`${tax.name}-${tax.rate}-${tax.calculation}`} className="cd-tax">
            <dt>
              {t(tax.calculation === 'included' ? 'cart.taxIncluded' : 'cart.taxAdded', {
                name: tax.name,
                rate: formatRate(tax.rate, lang),
              })}
            </dt>
            <dd>{money(tax.amount)}</dd>
          </div>
        ))}
        <dt className="cd-total">{t('cart.total')}</dt>
        <dd className="cd-total" data-testid="display-total">
          {money(cart.total)}
        </dd>
        {!isZero(cart.paidTotal) && (
          <>
            <dt>{t('cart.paid')}</dt>
            <dd>{money(cart.paidTotal)}</dd>
          </>
        )}
        {!isZero(cart.changeTotal) && (
          <>
            <dt>{t('cart.change')}</dt>
            <dd data-testid="display-change">{money(cart.changeTotal)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
