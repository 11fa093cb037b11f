// A product: its online images, description, variants (one must be chosen), modifiers (required ones need an item),
// the price of what is chosen, and "add to cart" — not for a sold-out product.
import type { StorefrontProduct } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { shopPost } from '../api';
import { addLine, useCart } from '../cart';
import { choiceComplete, choiceProblems, chosenItems, chosenVariant, startChoice, unitPrice } from '../choice';
import { ProductOptions } from '../components/product-options';
import { Quantity } from '../components/quantity';
import { ShopImage } from '../components/shop-image';
import { Spinner } from '../components/spinner';
import { ErrorNote } from '../errors';
import { timesMoney } from '../money-math';
import { useShop } from '../shop-context';
import { useLoad } from '../use-load';

function ProductView({ p }: { p: StorefrontProduct }) {
  const { t } = useTranslation('shop');
  const { code, money } = useShop();
  const [, update] = useCart(code);
  const [choice, setChoice] = useState(() => startChoice(p));
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState(false);
  const images = p.onlineImageKeys.length > 0 ? p.onlineImageKeys : p.imageKey ? [p.imageKey] : [];
  const unit = unitPrice(p, choice);
  const add = () => {
    setTried(true);
    if (p.soldOut || !choiceComplete(choiceProblems(p, choice))) return;
    const variant = chosenVariant(p, choice);
    update((c) =>
      addLine(c, {
        productId: p.productId,
        variantId: variant?.id ?? null,
        name: p.name,
        variantName: variant?.name ?? '',
        items: chosenItems(p, choice),
        unitPrice: unit,
        quantity,
        imageKey: images[0] ?? null,
      }),
    );
    setAdded(true);
  };
  return (
    <div data-testid="product-page">
      <div className="sf-gallery" data-testid="product-images">
        {(images.length > 0 ? images : [null]).map((key, i) => (
          <ShopImage key={key ?? i} shopCode={code} imageKey={key} alt={p.name} className="sf-gallery-img" />
        ))}
      </div>
      <h1 data-testid="product-name">{p.name}</h1>
      {p.soldOut && (
        <p className="sf-tag" data-testid="product-soldout">
          {t('soldOut')}
        </p>
      )}
      {p.description && <p className="sf-muted">{p.description}</p>}
      <ProductOptions
        p={p}
        money={money}
        choice={choice}
        setChoice={(c) => {
          setChoice(c);
          setAdded(false);
        }}
        tried={tried}
      />
      <div className="sf-buy">
        <Quantity
          value={quantity}
          onChange={(q) => {
            setQuantity(q);
            setAdded(false);
          }}
          testId="product-qty"
        />
        <strong data-testid="product-price">{money(timesMoney(unit, quantity))}</strong>
      </div>
      <button
        type="button"
        className="sf-btn sf-btn-block"
        disabled={p.soldOut}
        onClick={add}
        data-testid="product-add"
      >
        {p.soldOut ? t('soldOut') : t('product.add')}
      </button>
      {added && (
        <p className="sf-ok" role="status" data-testid="product-added">
          {t('product.added')} <Link to={`/${code}/cart`}>{t('product.toCart')}</Link>
        </p>
      )}
    </div>
  );
}

export default function ProductPage() {
  const { code } = useShop();
  const productId = Number(useParams().productId);
  const loaded = useLoad(
    (signal) => shopPost<StorefrontProduct>('/shop/product', { shopCode: code, productId }, signal),
    [code, productId],
  );
  if (loaded.error) return <ErrorNote error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <Spinner />;
  return <ProductView key={productId} p={loaded.data} />;
}
