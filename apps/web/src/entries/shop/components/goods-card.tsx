import type { StorefrontGoodsRow } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../shop-context';
import { ShopImage } from './shop-image';

/** A product in a grid: picture, name, price ("from" with variants), sold out marked. */
export function GoodsCard({ row }: { row: StorefrontGoodsRow }) {
  const { t } = useTranslation('shop');
  const { code, money } = useShop();
  return (
    <Link
      to={`/${code}/p/${row.productId}`}
      className={`sf-card${row.soldOut ? ' sf-soldout' : ''}`}
      data-testid={`goods-${row.productId}`}
    >
      <ShopImage shopCode={code} imageKey={row.onlineImageKeys[0] ?? row.imageKey} alt={row.name} />
      <span className="sf-card-name">{row.name}</span>
      <span className="sf-card-price">
        {row.hasVariants ? t('priceFrom', { price: money(row.price) }) : money(row.price)}
      </span>
      {row.soldOut && <span className="sf-tag">{t('soldOut')}</span>}
    </Link>
  );
}

export function GoodsGrid({ rows, testId }: { rows: StorefrontGoodsRow[]; testId?: string }) {
  return (
    <div className="sf-grid" data-testid={testId}>
      {rows.map((r) => (
        <GoodsCard key={r.productId} row={r} />
      ))}
    </div>
  );
}
