// The table's menu: the store's categories as chips and its products by category, each with its price ("from" with
// variants) and sold-out ones marked; tapping a product that can be ordered opens its choices.
import type { StorefrontProduct, TableMenu } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopImage } from '../components/shop-image';
import { menuSections } from './table-rules';

export function TableMenuList({
  menu,
  token,
  money,
  onPick,
}: {
  menu: TableMenu;
  token: string;
  money: (amount: string) => string;
  onPick: (p: StorefrontProduct) => void;
}) {
  const { t } = useTranslation('shop');
  const [categoryId, setCategoryId] = useState<number>();
  const all = menuSections(menu);
  const sections = menuSections(menu, categoryId);
  if (all.length === 0)
    return (
      <p className="sf-center sf-muted" data-testid="table-menu-empty">
        {t('table.menuEmpty')}
      </p>
    );
  return (
    <div data-testid="table-menu">
      {all.length > 1 && (
        <div className="sf-chips" data-testid="table-categories">
          <button
            type="button"
            className={categoryId === undefined ? 'sf-on' : undefined}
            aria-pressed={categoryId === undefined}
            onClick={() => setCategoryId(undefined)}
            data-testid="table-cat-all"
          >
            {t('table.allCategories')}
          </button>
          {all
            .filter((s) => s.category)
            .map(({ category }) =>
              category ? (
                <button
                  type="button"
                  key={category.categoryId}
                  className={categoryId === category.categoryId ? 'sf-on' : undefined}
                  aria-pressed={categoryId === category.categoryId}
                  onClick={() => setCategoryId(category.categoryId)}
                  data-testid={`table-cat-${category.categoryId}`}
                >
                  {category.name}
                </button>
              ) : null,
            )}
        </div>
      )}
      {sections.map((s) => (
        <section key={s.category?.categoryId ?? 'other'}>
          <h2>{s.category?.name ?? t('table.otherProducts')}</h2>
          <ul className="sf-lines">
            {s.products.map((p) => (
              <li key={p.productId}>
                <button
                  type="button"
                  className={`sf-menu-row${p.soldOut ? ' sf-soldout' : ''}`}
                  disabled={p.soldOut}
                  onClick={() => onPick(p)}
                  data-testid={`table-product-${p.productId}`}
                >
                  <ShopImage
                    tableToken={token}
                    imageKey={p.onlineImageKeys[0] ?? p.imageKey}
                    alt={p.name}
                    className="sf-thumb"
                  />
                  <span className="sf-line-main">
                    <strong>{p.name}</strong>
                    <span>{p.hasVariants ? t('priceFrom', { price: money(p.price) }) : money(p.price)}</span>
                  </span>
                  {p.soldOut ? (
                    <span className="sf-tag" data-testid={`table-soldout-${p.productId}`}>
                      {t('soldOut')}
                    </span>
                  ) : (
                    <span className="sf-menu-plus" aria-hidden="true">
                      +
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
