// A product of the table's menu, opened over it: its picture and description, variants and modifiers (as on the
// shop's product page), a quantity, and "add to my list" (this phone's cart).
import type { StorefrontProduct } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addLine, type Cart } from '../cart';
import { choiceComplete, choiceProblems, chosenItems, chosenVariant, startChoice, unitPrice } from '../choice';
import { ProductOptions } from '../components/product-options';
import { Quantity } from '../components/quantity';
import { ShopImage } from '../components/shop-image';
import { timesMoney } from '../money-math';

export function TableProduct({
  p,
  token,
  money,
  update,
  onClose,
}: {
  p: StorefrontProduct;
  token: string;
  money: (amount: string) => string;
  update: (change: (c: Cart) => Cart) => void;
  onClose: (added: boolean) => void;
}) {
  const { t } = useTranslation('shop');
  const [choice, setChoice] = useState(() => startChoice(p));
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const imageKey = p.onlineImageKeys[0] ?? p.imageKey;
  const unit = unitPrice(p, choice);
  const add = () => {
    setTried(true);
    if (p.soldOut || !choiceComplete(choiceProblems(p, choice))) return;
    const variant = chosenVariant(p, choice);
    update((c) =>
      addLine(c, {
        productId: p.productId,
        variantId: variant?.id ?? null,
        name: p.name,
        variantName: variant?.name ?? '',
        items: chosenItems(p, choice),
        unitPrice: unit,
        quantity,
        imageKey,
      }),
    );
    onClose(true);
  };
  return (
    <div className="sf-sheet-back">
      <section className="sf-sheet" role="dialog" aria-modal="true" aria-label={p.name} data-testid="table-sheet">
        <div className="sf-sheet-head">
          <h1 data-testid="table-sheet-name">{p.name}</h1>
          <button
            type="button"
            className="sf-link"
            onClick={() => onClose(false)}
            aria-label={t('table.close')}
            data-testid="table-sheet-close"
          >
            ✕
          </button>
        </div>
        {imageKey && <ShopImage tableToken={token} imageKey={imageKey} alt={p.name} className="sf-gallery-img" />}
        {p.description && <p className="sf-muted">{p.description}</p>}
        <ProductOptions p={p} money={money} choice={choice} setChoice={setChoice} tried={tried} />
        <div className="sf-buy">
          <Quantity value={quantity} onChange={setQuantity} testId="table-sheet-qty" />
          <strong data-testid="table-sheet-price">{money(timesMoney(unit, quantity))}</strong>
        </div>
        <button
          type="button"
          className="sf-btn sf-btn-block"
          disabled={p.soldOut}
          onClick={add}
          data-testid="table-sheet-add"
        >
          {p.soldOut ? t('soldOut') : t('table.addToList')}
        </button>
      </section>
    </div>
  );
}
