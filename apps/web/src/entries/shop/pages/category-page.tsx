import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { GoodsList } from '../components/goods-list';
import { useShop } from '../shop-context';

export default function CategoryPage() {
  const { t } = useTranslation('shop');
  const { code, home } = useShop();
  const categoryId = Number(useParams().categoryId);
  const category = home.categories.find((c) => c.categoryId === categoryId);
  return (
    <div data-testid="category-page">
      <nav className="sf-chips" aria-label={t('categories')}>
        {home.categories.map((c) => (
          <Link
            key={c.categoryId}
            to={`/${code}/c/${c.categoryId}`}
            className={c.categoryId === categoryId ? 'sf-on' : undefined}
            data-testid={`category-${c.categoryId}`}
          >
            <i style={{ background: c.color }} />
            {c.name}
          </Link>
        ))}
      </nav>
      <h1>{category?.name ?? t('categories')}</h1>
      {Number.isInteger(categoryId) && categoryId > 0 && <GoodsList key={categoryId} categoryId={categoryId} />}
    </div>
  );
}
