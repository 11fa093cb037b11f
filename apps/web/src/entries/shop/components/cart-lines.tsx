// The lines of a cart (the shop's cart page, this phone's list at a table): picture, name, variant and items, a
// quantity (0 removes) and the line's estimate. `testId` prefixes each line (`-line-<key>`) and quantity (`-qty-<key>`).
import type { ReactNode } from 'react';
import { type Cart, type CartLine, lineTotal, setQuantity } from '../cart';
import { Quantity } from './quantity';

export function CartLines({
  cart,
  update,
  money,
  testId,
  image,
  extra,
}: {
  cart: Cart;
  update: (change: (c: Cart) => Cart) => void;
  money: (amount: string) => string;
  testId: string;
  image: (line: CartLine) => ReactNode;
  /** Shown after a line's body (e.g. a remove button). */
  extra?: (line: CartLine) => ReactNode;
}) {
  return (
    <ul className="sf-lines">
      {cart.lines.map((l) => (
        <li key={l.key} data-testid={`${testId}-line-${l.key}`}>
          {image(l)}
          <div className="sf-line-main">
            <strong>{l.name}</strong>
            {l.variantName && <small>{l.variantName}</small>}
            {l.items.length > 0 && <small>{l.items.map((i) => i.name).join(', ')}</small>}
            <div className="sf-line-foot">
              <Quantity
                value={l.quantity}
                min={0}
                onChange={(q) => update((c) => setQuantity(c, l.key, q))}
                testId={`${testId}-qty-${l.key}`}
              />
              <span>{money(lineTotal(l))}</span>
            </div>
          </div>
          {extra?.(l)}
        </li>
      ))}
    </ul>
  );
}
