// A phone at a table: the table's menu (opened once), the table's shared order (asked again every TABLE_POLL_MS, so
// that the lines of every phone and the counter's payment show up live) and this phone's additions to it.
import type { TableMenu, TableOrderView } from '@tillbook/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { codeOf, shopPost } from '../api';
import { type Cart, cartEstimate, emptyCart } from '../cart';
import { newClientId } from '../rules';
import { useLoad } from '../use-load';
import {
  cartSignature,
  followAfter,
  orderQuery,
  refusalOf,
  serverTotalOf,
  TABLE_CODES,
  type TableRefusal,
  tableLines,
} from './table-rules';

/** How often the table's order is asked again (the phones at a table see each other's lines within it). */
export const TABLE_POLL_MS = 2_000;

// The order a phone follows survives a reload of its tab, not a new visit (a new scan starts from the open order).
const followKey = (token: string) => `tableFollow:${token}`;

function keptFollow(token: string): number | null {
  try {
    const n = Number(globalThis.sessionStorage?.getItem(followKey(token)));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

function keepFollow(token: string, id: number | null): void {
  try {
    if (id === null) globalThis.sessionStorage?.removeItem(followKey(token));
    else globalThis.sessionStorage?.setItem(followKey(token), String(id));
  } catch {
    // Not remembered: a reload then follows the table's open order.
  }
}

export interface TableState {
  menu: TableMenu | undefined;
  /** A failure opening the table that is not one of its refusals (the network): shown with a retry. */
  openError: unknown;
  reopen: () => void;
  /** The order the phone shows: undefined until known, null when the table has none. */
  order: TableOrderView | null | undefined;
  /** The table's refusal (2000–2003), on opening or any later call: the whole page says it. */
  refusal: TableRefusal | null;
  refuse: (r: TableRefusal) => void;
  /** An order this phone's addition answered. */
  added: (view: TableOrderView) => void;
  /** After a paid or cancelled order: follow the table's open order again. */
  startAgain: () => void;
}

export function useTable(token: string): TableState {
  const opened = useLoad((signal) => shopPost<TableMenu>('/shop/table/open', { token }, signal), [token]);
  const [followed, setFollowed] = useState<number | null>(() => keptFollow(token));
  const [order, setOrder] = useState<TableOrderView | null>();
  const [refusal, setRefusal] = useState<TableRefusal | null>(null);
  // Bumped by each answer of an addition: an order asked for before it is older and is not shown.
  const version = useRef(0);

  const follow = useCallback(
    (id: number | null) => {
      keepFollow(token, id);
      setFollowed(id);
    },
    [token],
  );

  const menu = opened.data;
  const openRefusal = refusalOf(opened.error);
  useEffect(() => {
    if (!menu) return;
    setRefusal(null);
    setFollowed((now) => {
      const next = followAfter(now, menu.order);
      keepFollow(token, next);
      return next;
    });
  }, [menu, token]);

  useEffect(() => {
    if (!menu || refusal) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const at = version.current;
      try {
        const answer = await shopPost<TableOrderView | null>(
          '/shop/table/order',
          orderQuery(token, followed),
          controller.signal,
        );
        if (controller.signal.aborted || at !== version.current) return;
        setOrder(answer);
        if (followed === null && answer) follow(answer.id);
      } catch (e) {
        if (controller.signal.aborted) return;
        const r = refusalOf(e);
        if (r) {
          setRefusal(r);
          return;
        }
        // The followed order is gone from the table's recent ones: follow the open order again.
        if (codeOf(e) === TABLE_CODES.noData) {
          follow(null);
          return;
        }
      }
      timer = setTimeout(tick, TABLE_POLL_MS);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [menu, refusal, token, followed, follow]);

  return {
    menu,
    openError: openRefusal ? undefined : opened.error,
    reopen: opened.reload,
    order: order !== undefined ? order : menu?.order,
    refusal: openRefusal ?? refusal,
    refuse: setRefusal,
    added: (view) => {
      version.current += 1;
      setOrder(view);
      follow(view.id);
    },
    startAgain: () => {
      version.current += 1;
      setOrder(null);
      follow(null);
    },
  };
}

export interface TableAdd {
  busy: boolean;
  /** A refusal of the last addition that is not the table's (sold out, being edited at the counter, …). */
  error: unknown;
  /** The server's price of the cart when it differed from the phone's (20115): added only once confirmed. */
  serverTotal: string | null;
  /** What the phone sends as the lines' total: the server's when it told one for this cart, else the estimate. */
  total: string;
  add: () => Promise<void>;
}

/**
 * Adding this phone's cart to the table's order. The cart's estimate is sent as its total; when the server prices the
 * lines otherwise (taxes added, a price changed) it answers 20115 with its total, which the phone shows for the
 * shopper to confirm. The addition's id stays the same while the cart does: a retry after a lost answer adds once.
 */
export function useTableAdd(
  token: string,
  cart: Cart,
  update: (change: (c: Cart) => Cart) => void,
  table: Pick<TableState, 'added' | 'refuse' | 'reopen'>,
): TableAdd {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [priced, setPriced] = useState<{ signature: string; total: string } | null>(null);
  const addition = useRef<{ signature: string; clientId: string } | null>(null);
  const signature = cartSignature(cart);
  const serverTotal = priced?.signature === signature ? priced.total : null;
  const total = serverTotal ?? cartEstimate(cart);

  const add = async () => {
    if (busy || cart.lines.length === 0) return;
    if (addition.current?.signature !== signature) addition.current = { signature, clientId: newClientId() };
    setBusy(true);
    setError(undefined);
    try {
      const view = await shopPost<TableOrderView>('/shop/table/add', {
        token,
        clientId: addition.current.clientId,
        lines: tableLines(cart),
        total,
        note: cart.note,
      });
      addition.current = null;
      setPriced(null);
      update(() => emptyCart());
      table.added(view);
    } catch (e) {
      const refusal = refusalOf(e);
      const server = serverTotalOf(e);
      if (refusal) table.refuse(refusal);
      else if (server) setPriced({ signature, total: server });
      else setError(e);
      // Sold out or no longer sold here meanwhile: the menu shows it again.
      if ([20107, 20075].includes(codeOf(e))) table.reopen();
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, serverTotal, total, add };
}
