// The cart: its lines with their variant and modifier items, quantities (0 removes), a note for the order, the goods'
// estimate and the way to checkout. The prices charged are the server's, shown at checkout before confirming.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartEstimate, NOTE_MAX, setNote, setQuantity, useCart } from '../cart';
import { CartLines } from '../components/cart-lines';
import { ShopImage } from '../components/shop-image';
import { useShop } from '../shop-context';

export default function CartPage() {
  const { t } = useTranslation('shop');
  const { code, shop, money } = useShop();
  const [cart, update] = useCart(code);
  if (cart.lines.length === 0)
    return (
      <div className="sf-center" data-testid="cart-empty">
        <p>{t('cart.empty')}</p>
        <Link className="sf-btn" to={`/${code}`}>
          {t('cart.browse')}
        </Link>
      </div>
    );
  return (
    <div data-testid="cart-page">
      <h1>{t('cart.title')}</h1>
      <CartLines
        cart={cart}
        update={update}
        money={money}
        testId="cart"
        image={(l) => <ShopImage shopCode={code} imageKey={l.imageKey} alt={l.name} className="sf-thumb" />}
        extra={(l) => (
          <button
            type="button"
            className="sf-link"
            onClick={() => update((c) => setQuantity(c, l.key, 0))}
            data-testid={`cart-remove-${l.key}`}
          >
            {t('cart.remove')}
          </button>
        )}
      />
      <label className="sf-field">
        <span>{t('cart.note')}</span>
        <textarea
          value={cart.note}
          maxLength={NOTE_MAX}
          rows={2}
          onChange={(e) => update((c) => setNote(c, e.target.value))}
          data-testid="cart-note"
        />
      </label>
      <p className="sf-total">
        <span>{t('cart.goods')}</span>
        <strong data-testid="cart-estimate">{money(cartEstimate(cart))}</strong>
      </p>
      <p className="sf-muted">{t('cart.estimateHint')}</p>
      {shop.open ? (
        <Link className="sf-btn sf-btn-block" to={`/${code}/checkout`} data-testid="cart-checkout">
          {t('cart.checkout')}
        </Link>
      ) : (
        <p className="sf-closed" data-testid="cart-closed">
          {t('closed')}
        </p>
      )}
    </div>
  );
}
