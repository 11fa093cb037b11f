// The table's shared order as every phone at the table sees it, live: its lines (from every phone), taxes and total;
// "waiting for payment at the counter" while pay first holds it back from the kitchen; a thank-you once the counter
// has paid it, a notice when the staff cancelled it.
import type { TableOrderView } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { phaseOf, quantityText } from './table-rules';

function Lines({ order, money }: { order: TableOrderView; money: (a: string) => string }) {
  const { t } = useTranslation('shop');
  return (
    <section className="sf-box" data-testid="table-order-lines">
      <ul className="sf-plain">
        {order.lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines have no id and keep their order.
          <li key={i} className="sf-order-line" data-testid={`table-order-line-${i}`}>
            <p className="sf-total">
              <span>
                {quantityText(l.quantity)} × {l.name}
                {l.variantName && ` (${l.variantName})`}
              </span>
              <span>{money(l.total)}</span>
            </p>
            {l.modifiers.length > 0 && (
              <small className="sf-muted">
                {l.modifiers
                  .map((m) => (quantityText(m.quantity) === '1' ? m.name : `${m.name} × ${quantityText(m.quantity)}`))
                  .join(', ')}
              </small>
            )}
          </li>
        ))}
      </ul>
      {Number(order.taxIncluded) > 0 && (
        <p className="sf-total">
          <span>{t('totals.taxIncluded')}</span>
          <span data-testid="table-order-tax-included">{money(order.taxIncluded)}</span>
        </p>
      )}
      {Number(order.taxAdded) > 0 && (
        <p className="sf-total">
          <span>{t('totals.taxAdded')}</span>
          <span data-testid="table-order-tax-added">{money(order.taxAdded)}</span>
        </p>
      )}
      <p className="sf-total sf-grand">
        <span>{t('totals.total')}</span>
        <strong data-testid="table-order-total">{money(order.total)}</strong>
      </p>
    </section>
  );
}

export function TableOrder({
  order,
  money,
  onMenu,
  onStartAgain,
}: {
  order: TableOrderView | null | undefined;
  money: (amount: string) => string;
  onMenu: () => void;
  onStartAgain: () => void;
}) {
  const { t } = useTranslation('shop');
  const phase = phaseOf(order);
  if (!order)
    return (
      <div className="sf-center" data-testid="table-order-none">
        <p>{t('table.noOrder')}</p>
        <button type="button" className="sf-btn" onClick={onMenu}>
          {t('table.toMenu')}
        </button>
      </div>
    );
  return (
    <div data-testid="table-order" data-phase={phase}>
      {phase === 'paid' ? (
        <div className="sf-center sf-thanks" data-testid="table-paid">
          <h1>{t('table.thanks')}</h1>
          <p>{t('table.paidText', { total: money(order.paidTotal) })}</p>
        </div>
      ) : (
        <h1>{t('table.tableOrder')}</h1>
      )}
      <p className="sf-total">
        <span>{t('order.number')}</span>
        <strong data-testid="table-order-number">{order.number}</strong>
      </p>
      {phase === 'awaitingPayment' && (
        <p className="sf-warn" role="status" data-testid="table-pay-first">
          {t('table.payFirst')}
        </p>
      )}
      {phase === 'open' && (
        <p className="sf-ok" role="status" data-testid="table-in-kitchen">
          {t('table.inKitchen')}
        </p>
      )}
      {phase === 'cancelled' && (
        <p className="sf-warn" role="status" data-testid="table-cancelled">
          {t('table.cancelled')}
        </p>
      )}
      <Lines order={order} money={money} />
      {phase === 'paid' || phase === 'cancelled' ? (
        <button type="button" className="sf-btn sf-btn-block" onClick={onStartAgain} data-testid="table-start-again">
          {t('table.orderMore')}
        </button>
      ) : (
        <>
          <p className="sf-muted">{t('table.live')}</p>
          <button type="button" className="sf-btn sf-btn-ghost sf-btn-block" onClick={onMenu}>
            {t('table.addMore')}
          </button>
        </>
      )}
    </div>
  );
}
