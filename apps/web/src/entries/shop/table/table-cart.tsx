// This phone's list at the table: the lines chosen from the menu (quantities, 0 removes), a note for the kitchen, and
// "add to the table's order". When the server prices the lines otherwise (taxes added, a price changed: 20115) its
// total is shown and the shopper confirms it with the same button.
import { useTranslation } from 'react-i18next';
import { type Cart, setNote } from '../cart';
import { CartLines } from '../components/cart-lines';
import { ShopImage } from '../components/shop-image';
import { ErrorNote } from '../errors';
import { TABLE_NOTE_MAX } from './table-rules';
import type { TableAdd } from './use-table';

export function TableCart({
  cart,
  update,
  adding,
  token,
  money,
  payFirst,
  onBrowse,
}: {
  cart: Cart;
  update: (change: (c: Cart) => Cart) => void;
  adding: TableAdd;
  token: string;
  money: (amount: string) => string;
  payFirst: boolean;
  onBrowse: () => void;
}) {
  const { t } = useTranslation('shop');
  if (cart.lines.length === 0)
    return (
      <div className="sf-center" data-testid="table-cart-empty">
        <p>{t('table.listEmpty')}</p>
        <button type="button" className="sf-btn" onClick={onBrowse}>
          {t('table.toMenu')}
        </button>
      </div>
    );
  return (
    <div data-testid="table-cart">
      <h1>{t('table.myList')}</h1>
      <p className="sf-muted">{t('table.listHint')}</p>
      <CartLines
        cart={cart}
        update={update}
        money={money}
        testId="table-cart"
        image={(l) => <ShopImage tableToken={token} imageKey={l.imageKey} alt={l.name} className="sf-thumb" />}
      />
      <label className="sf-field">
        <span>{t('table.note')}</span>
        <textarea
          value={cart.note}
          maxLength={TABLE_NOTE_MAX}
          rows={2}
          onChange={(e) => update((c) => setNote(c, e.target.value.slice(0, TABLE_NOTE_MAX)))}
          data-testid="table-cart-note"
        />
      </label>
      {adding.serverTotal ? (
        <p className="sf-warn" role="status" data-testid="table-cart-total-changed">
          {t('table.totalChanged', { total: money(adding.serverTotal) })}
        </p>
      ) : (
        <p className="sf-muted">{t('table.estimateHint')}</p>
      )}
      {payFirst && (
        <p className="sf-warn" data-testid="table-cart-pay-first">
          {t('table.payFirstBefore')}
        </p>
      )}
      <ErrorNote error={adding.error} testId="table-cart-error" />
      <button
        type="button"
        className="sf-btn sf-btn-block"
        disabled={adding.busy}
        onClick={() => void adding.add()}
        data-testid="table-cart-add"
      >
        {t(adding.serverTotal ? 'table.addConfirm' : 'table.addToOrder', { total: money(adding.total) })}
      </button>
    </div>
  );
}
