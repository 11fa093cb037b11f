// A product: its online images, description, variants (one must be chosen), modifiers (required ones need an item),
// the price of what is chosen, and "add to cart" — not for a sold-out product.
import type { StorefrontProduct } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { shopPost } from '../api';
import { addLine, useCart } from '../cart';
import { ProductChooser } from '../components/product-chooser';
import { ShopImage } from '../components/shop-image';
import { Spinner } from '../components/spinner';
import { ErrorNote } from '../errors';
import { useShop } from '../shop-context';
import { useLoad } from '../use-load';

function ProductView({ p }: { p: StorefrontProduct }) {
  const { t } = useTranslation('shop');
  const { code, money } = useShop();
  const [, update] = useCart(code);
  const [added, setAdded] = useState(false);
  const images = p.onlineImageKeys.length > 0 ? p.onlineImageKeys : p.imageKey ? [p.imageKey] : [];
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
      <ProductChooser
        p={p}
        money={money}
        imageKey={images[0] ?? null}
        addLabel={t('product.add')}
        testId="product"
        onAdd={(line) => {
          update((c) => addLine(c, line));
          setAdded(true);
        }}
        onChange={() => setAdded(false)}
      />
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
