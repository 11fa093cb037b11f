// A table's QR code (`#/table?token=…`): the store's menu bound to that table, this phone's list, and the table's
// shared order that every phone at the table adds to, live. A code that cannot be ordered with (2000–2003) fills the
// page with what to do. Loaded on demand: the shop's first page does not carry it.
import type { StorefrontProduct, UiLang } from '@tillbook/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currencyOf, formatMoney } from '../../../shared/format/money';
import { cartCount, useCart } from '../cart';
import { LanguagePicker } from '../components/language-picker';
import { Spinner } from '../components/spinner';
import { ErrorNote } from '../errors';
import { TableCart } from '../table/table-cart';
import { TableMenuList } from '../table/table-menu';
import { TableOrder } from '../table/table-order';
import { TableProduct } from '../table/table-product';
import { TableRefused } from '../table/table-refusal';
import { phaseOf, tableCartKey } from '../table/table-rules';
import { useTable, useTableAdd } from '../table/use-table';
import '../table/table.css';

type Tab = 'menu' | 'list' | 'order';

function TableBody({ token }: { token: string }) {
  const { t, i18n } = useTranslation('shop');
  const table = useTable(token);
  const [cart, update] = useCart(tableCartKey(token));
  const [tab, setTab] = useState<Tab>('menu');
  // An addition of this phone shows the table's order it went to.
  const adding = useTableAdd(token, cart, update, {
    ...table,
    added: (view) => {
      table.added(view);
      setTab('order');
    },
  });
  const [picked, setPicked] = useState<StorefrontProduct | null>(null);
  const { menu, order } = table;
  const currency = currencyOf(menu?.store.sysCurrencyId);
  const lang = i18n.language as UiLang;
  const money = useMemo(() => (amount: string) => formatMoney(amount, currency, lang), [currency, lang]);
  const phase = phaseOf(order);
  useEffect(() => {
    if (menu) document.title = menu.store.name;
  }, [menu]);

  if (table.refusal) return <TableRefused refusal={table.refusal} />;
  if (!menu)
    return table.openError ? (
      <div className="sf-center">
        <ErrorNote error={table.openError} onRetry={table.reopen} testId="table-open-error" />
      </div>
    ) : (
      <Spinner />
    );

  const closed = phase === 'paid' || phase === 'cancelled';
  const count = cartCount(cart);
  const shown: Tab = closed ? 'order' : tab;
  return (
    <div className="sf-shell">
      <header className="sf-header">
        <div className="sf-header-name">
          <strong data-testid="table-store">{menu.store.name}</strong>
          <small data-testid="table-label">{t('table.at', { table: menu.table.number, zone: menu.zone.name })}</small>
        </div>
        <LanguagePicker />
      </header>
      <main className="sf-page">
        {shown === 'menu' && <TableMenuList menu={menu} token={token} money={money} onPick={setPicked} />}
        {shown === 'list' && (
          <TableCart
            cart={cart}
            update={update}
            adding={adding}
            token={token}
            money={money}
            payFirst={menu.store.payFirst}
            onBrowse={() => setTab('menu')}
          />
        )}
        {shown === 'order' && (
          <TableOrder
            order={order}
            money={money}
            onMenu={() => setTab('menu')}
            onStartAgain={() => {
              table.startAgain();
              setTab('menu');
            }}
          />
        )}
      </main>
      {picked && (
        <TableProduct p={picked} token={token} money={money} update={update} onClose={() => setPicked(null)} />
      )}
      {!closed && (
        <nav className="sf-bottom sf-tabs" aria-label={t('table.tabs')}>
          {(['menu', 'list', 'order'] as const).map((k) => (
            <button
              type="button"
              key={k}
              className={tab === k ? 'active' : undefined}
              aria-current={tab === k ? 'page' : undefined}
              onClick={() => setTab(k)}
              data-testid={`table-tab-${k}`}
            >
              {t(`table.tab.${k}`)}
              {k === 'list' && count > 0 && (
                <span className="sf-badge" data-testid="table-list-count">
                  {count}
                </span>
              )}
              {k === 'order' && order && (
                <span className="sf-badge sf-badge-calm" data-testid="table-order-count">
                  {order.lines.length}
                </span>
              )}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}

export default function TablePage() {
  const { t } = useTranslation('shop');
  const token = (useSearchParams()[0].get('token') ?? '').trim();
  return (
    <div data-testid="table-page">
      {token ? (
        <TableBody key={token} token={token} />
      ) : (
        <main className="sf-page sf-center">
          <h1>{t('title')}</h1>
          <p>{t('table.scan')}</p>
        </main>
      )}
    </div>
  );
}
