import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GoodsList } from '../components/goods-list';

export default function SearchPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const [typed, setTyped] = useState(keyword);
  return (
    <div data-testid="search-page">
      <form
        className="sf-search"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <input
          type="search"
          value={typed}
          maxLength={50}
          placeholder={t('search.placeholder')}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="search-input"
        />
        <button type="submit" className="sf-btn" data-testid="search-submit">
          {t('search.submit')}
        </button>
      </form>
      {keyword ? <GoodsList key={keyword} keyword={keyword} /> : <p className="sf-muted">{t('search.hint')}</p>}
    </div>
  );
}
