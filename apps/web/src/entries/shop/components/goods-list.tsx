import type { ListResult, StorefrontGoodsRow } from '@tillbook/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopPost } from '../api';
import { ErrorNote } from '../errors';
import { useShop } from '../shop-context';
import { GoodsGrid } from './goods-card';
import { Spinner } from './spinner';

const PAGE_SIZE = 20;

/** The products of a category or a search, a page at a time ("more" loads the next); key it by what it lists. */
export function GoodsList({ categoryId, keyword }: { categoryId?: number; keyword?: string }) {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  const [rows, setRows] = useState<StorefrontGoodsRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<unknown>();
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again after a failure.
  useEffect(() => {
    const controller = new AbortController();
    setBusy(true);
    shopPost<ListResult<StorefrontGoodsRow>>(
      '/shop/goods',
      { shopCode: code, categoryId, keyword: keyword || undefined, page, pageSize: PAGE_SIZE },
      controller.signal,
    ).then(
      (r) => {
        if (controller.signal.aborted) return;
        setRows((now) => (page === 1 ? r.list : [...now, ...r.list]));
        setTotal(r.total);
        setError(undefined);
        setBusy(false);
      },
      (e) => {
        if (controller.signal.aborted) return;
        setError(e);
        setBusy(false);
      },
    );
    return () => controller.abort();
  }, [code, categoryId, keyword, page, round]);

  return (
    <div>
      <GoodsGrid rows={rows} testId="goods-list" />
      {!busy && !error && rows.length === 0 && (
        <p className="sf-muted" data-testid="goods-empty">
          {t('noGoods')}
        </p>
      )}
      <ErrorNote error={error} onRetry={() => setRound((r) => r + 1)} />
      {busy ? (
        <Spinner />
      ) : (
        rows.length < total && (
          <button type="button" className="sf-btn sf-btn-ghost" onClick={() => setPage((p) => p + 1)}>
            {t('more')}
          </button>
        )
      )}
    </div>
  );
}
