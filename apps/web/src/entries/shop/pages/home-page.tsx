// The shop's home: ads, categories, the home products and the themes with their products.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GoodsGrid } from '../components/goods-card';
import { ShopImage } from '../components/shop-image';
import { useShop } from '../shop-context';

export function HomePage() {
  const { t } = useTranslation('shop');
  const { code, home } = useShop();
  const navigate = useNavigate();
  const empty = home.home.length === 0 && home.themes.length === 0 && home.ads.length === 0;
  return (
    <div data-testid="shop-home">
      <form
        className="sf-search"
        onSubmit={(e) => {
          e.preventDefault();
          const q = new FormData(e.currentTarget).get('q');
          navigate(`/${code}/search?q=${encodeURIComponent(String(q ?? '').trim())}`);
        }}
      >
        <input name="q" type="search" placeholder={t('search.placeholder')} data-testid="home-search" maxLength={50} />
      </form>
      {home.ads.length > 0 && (
        <div className="sf-ads" data-testid="home-ads">
          {home.ads.map((ad) => (
            <div key={ad.id} className="sf-ad" data-testid={`ad-${ad.id}`}>
              <ShopImage shopCode={code} imageKey={ad.imageKey} alt={ad.name} className="sf-ad-img" />
              <span>{ad.name}</span>
            </div>
          ))}
        </div>
      )}
      {home.categories.length > 0 && (
        <nav className="sf-chips" aria-label={t('categories')} data-testid="home-categories">
          {home.categories.map((c) => (
            <Link key={c.categoryId} to={`/${code}/c/${c.categoryId}`} data-testid={`category-${c.categoryId}`}>
              <i style={{ background: c.color }} />
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      {home.home.length > 0 && (
        <section>
          <h2>{t('homeProducts')}</h2>
          <GoodsGrid rows={home.home} testId="home-products" />
        </section>
      )}
      {home.themes.map((theme) => (
        <section key={theme.id} data-testid={`theme-${theme.id}`}>
          <h2>{theme.name}</h2>
          <ShopImage shopCode={code} imageKey={theme.imageKey} alt={theme.name} className="sf-theme-img" />
          <GoodsGrid rows={theme.products} />
        </section>
      ))}
      {empty && <p className="sf-muted">{t('emptyShop')}</p>}
    </div>
  );
}
