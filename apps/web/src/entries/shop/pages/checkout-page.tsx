// Checkout: delivery (address, the fee of the shop's brackets) or pickup; as soon as possible or a time slot; the
// ways to pay the shop and the member allow; a guest's name and phone or the signed-in member. The server's preview
// (goods, taxes, delivery fee, total) is shown before confirming, and every refusal with its §8 message; a total that
// changed meanwhile (20115) is previewed again for the shopper to confirm.
import type { FollowablePlacedOrder, Fulfilment, PayWay, StorefrontTotals } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { codeOf, shopPost } from '../api';
import { emptyCart, orderLines, useCart } from '../cart';
import { addressLine, fulfilmentsOf, payWaysFor } from '../checkout-rules';
import { type Contact, ContactFields } from '../components/contact-fields';
import { DeliveryFields, type Where } from '../components/delivery-fields';
import { Spinner } from '../components/spinner';
import { TimeFields, type When } from '../components/time-fields';
import { Totals } from '../components/totals';
import { ErrorNote } from '../errors';
import { keepPlaced } from '../placed';
import { guestProblems, newClientId, phoneValid } from '../rules';
import { useShopper } from '../session';
import { useShop } from '../shop-context';
import { useLoad } from '../use-load';

/** Err.AMOUNT_ILLEGAL and Err.ORDER_INVALID (the contract's catalogue stays off the shopper's phone). */
const TOTAL_CHANGED = 20115;
const ORDER_INVALID = 20118;

function Choices<T extends string>(props: {
  legend: string;
  options: T[];
  value: T | '';
  label: (o: T) => string;
  onChange: (o: T) => void;
  testId: string;
}) {
  return (
    <fieldset className="sf-options" data-testid={props.testId}>
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <button
          type="button"
          key={o}
          className={props.value === o ? 'sf-on' : undefined}
          aria-pressed={props.value === o}
          onClick={() => props.onChange(o)}
          data-testid={`${props.testId}-${o}`}
        >
          {props.label(o)}
        </button>
      ))}
    </fieldset>
  );
}

export default function CheckoutPage() {
  const { t } = useTranslation('shop');
  const { code, shop, money } = useShop();
  const member = useShopper();
  const navigate = useNavigate();
  const [cart, update] = useCart(code);
  const fulfilments = fulfilmentsOf(shop);
  const [fulfilment, setFulfilment] = useState<Fulfilment>(
    fulfilments.includes(shop.defaultOrderType) ? shop.defaultOrderType : fulfilments[0],
  );
  const ways = payWaysFor(shop, member, fulfilment);
  const [wayPicked, setWay] = useState<PayWay | ''>('');
  const payWay = wayPicked && ways.includes(wayPicked) ? wayPicked : (ways[0] ?? '');
  const first = member?.addresses[0];
  const [where, setWhere] = useState<Where>({
    saved: first ? 0 : -1,
    address: first ? addressLine(first) : '',
    distanceKm: '',
  });
  const [when, setWhen] = useState<When>({ asap: true, date: '', slotStart: null });
  const [contact, setContact] = useState<Contact>({
    name: member?.name ?? '',
    areaCode: member?.areaCode ?? '',
    phone: member?.phone ?? '',
    email: '',
  });
  const [tried, setTried] = useState(false);
  const [clientId] = useState(newClientId);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<unknown>();
  const [changed, setChanged] = useState(false);

  const delivery = fulfilment === 'delivery';
  // What prices the order (the address does not): previewed again whenever it changes.
  const priced = {
    shopCode: code,
    fulfilment,
    payWay: payWay || 'store',
    lines: orderLines(cart),
    note: cart.note,
    ...(delivery && shop.feeBasis === 'distance' && where.distanceKm ? { distanceKm: where.distanceKm } : {}),
    ...(!when.asap && when.slotStart ? { slotStart: when.slotStart } : {}),
  };
  const pricedKey = JSON.stringify(priced);
  const preview = useLoad(
    (signal) => shopPost<StorefrontTotals>('/shop/order/preview', JSON.parse(pricedKey), signal),
    [pricedKey],
  );

  if (!member && !shop.guestCheckout)
    return (
      <div className="sf-center" data-testid="checkout-sign-in">
        <p>{t('checkout.signInFirst')}</p>
        <Link className="sf-btn" to={`/${code}/signin?next=checkout`}>
          {t('account.signIn')}
        </Link>
      </div>
    );

  const problems = member
    ? contact.phone.trim() && !phoneValid(contact.phone)
      ? ['phone']
      : []
    : guestProblems(contact);
  const missing =
    (delivery && !where.address.trim()) || (!when.asap && !when.slotStart) || problems.length > 0 || !payWay;

  async function place() {
    setTried(true);
    if (missing || !preview.data) return;
    setPlacing(true);
    setPlaceError(undefined);
    setChanged(false);
    try {
      const order = await shopPost<FollowablePlacedOrder>('/shop/order/place', {
        ...priced,
        clientId,
        total: preview.data.total,
        address: delivery ? where.address.trim() : '',
        contactName: contact.name.trim(),
        areaCode: contact.areaCode.trim(),
        phone: contact.phone.trim(),
        email: member ? '' : contact.email.trim(),
      });
      // The follow token lets a guest's order page show the order's state live.
      keepPlaced(code, order);
      update(() => emptyCart());
      navigate(`/${code}/order/${order.id}`, { replace: true });
    } catch (e) {
      setPlaceError(e);
      if (codeOf(e) === TOTAL_CHANGED) {
        setChanged(true);
        preview.reload();
      }
    } finally {
      setPlacing(false);
    }
  }

  const minOrder = (e: unknown) => {
    const data = (e as { data?: { reason?: string; minOrder?: string } })?.data;
    return codeOf(e) === ORDER_INVALID && data?.reason === 'belowMinimum' && data.minOrder ? data.minOrder : null;
  };
  const belowMin = minOrder(preview.error) ?? minOrder(placeError);

  return (
    <div data-testid="checkout-page">
      <h1>{t('checkout.title')}</h1>
      {!member && (
        <p className="sf-muted">
          {t('checkout.guestHint')} <Link to={`/${code}/signin?next=checkout`}>{t('account.signIn')}</Link>
        </p>
      )}
      <Choices
        legend={t('checkout.fulfilment')}
        options={fulfilments}
        value={fulfilment}
        label={(f) => t(`fulfilment.${f}`)}
        onChange={setFulfilment}
        testId="checkout-fulfilment"
      />
      {delivery && <DeliveryFields member={member} value={where} onChange={setWhere} tried={tried} />}
      <TimeFields value={when} onChange={setWhen} />
      {tried && !when.asap && !when.slotStart && <p className="sf-field-error">{t('checkout.slotNeeded')}</p>}
      {ways.length > 0 ? (
        <Choices
          legend={t('checkout.payWay')}
          options={ways}
          value={payWay}
          label={(w) => t(`payWay.${w}`)}
          onChange={setWay}
          testId="checkout-pay"
        />
      ) : (
        <p className="sf-error" data-testid="checkout-no-pay">
          {t('checkout.noPayWay')}
        </p>
      )}
      <ContactFields value={contact} onChange={setContact} guest={!member} problems={tried ? problems : []} />
      {preview.loading && !preview.data && <Spinner />}
      {preview.data && !preview.error && <Totals totals={preview.data} testId="checkout-totals" />}
      <ErrorNote error={preview.error} testId="checkout-preview-error" />
      {belowMin && <p className="sf-field-error">{t('checkout.belowMinimum', { min: money(belowMin) })}</p>}
      {codeOf(preview.error) === 20107 && (
        <Link to={`/${code}/cart`} className="sf-link">
          {t('checkout.backToCart')}
        </Link>
      )}
      {changed && (
        <p className="sf-warn" role="status" data-testid="checkout-total-changed">
          {t('checkout.totalChanged')}
        </p>
      )}
      <ErrorNote error={changed ? undefined : placeError} testId="checkout-place-error" />
      <button
        type="button"
        className="sf-btn sf-btn-block"
        disabled={placing || preview.loading || !!preview.error || !preview.data || !shop.open}
        onClick={() => void place()}
        data-testid="checkout-place"
      >
        {preview.data && !preview.error
          ? t('checkout.place', { total: money(preview.data.total) })
          : t('checkout.placeNoTotal')}
      </button>
    </div>
  );
}
