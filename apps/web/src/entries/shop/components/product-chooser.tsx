// What a product page and the table's product sheet share: the product's choices (variants, modifiers), a quantity,
// the price of what is chosen and the add button. A sold-out product cannot be added; a choice still missing is
// marked once the shopper tried. `testId` names the quantity (`-qty`), price (`-price`) and button (`-add`).
import type { StorefrontProduct } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '../cart';
import { choiceComplete, choiceProblems, chosenItems, chosenVariant, startChoice, unitPrice } from '../choice';
import { timesMoney } from '../money-math';
import { ProductOptions } from './product-options';
import { Quantity } from './quantity';

export function ProductChooser({
  p,
  money,
  imageKey,
  addLabel,
  testId,
  onAdd,
  onChange,
}: {
  p: StorefrontProduct;
  money: (amount: string) => string;
  /** The picture the cart line shows. */
  imageKey: string | null;
  addLabel: string;
  testId: string;
  onAdd: (line: Omit<CartLine, 'key'>) => void;
  /** Told when the shopper changes a choice or the quantity. */
  onChange?: () => void;
}) {
  const { t } = useTranslation('shop');
  const [choice, setChoice] = useState(() => startChoice(p));
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const unit = unitPrice(p, choice);
  const add = () => {
    setTried(true);
    if (p.soldOut || !choiceComplete(choiceProblems(p, choice))) return;
    const variant = chosenVariant(p, choice);
    onAdd({
      productId: p.productId,
      variantId: variant?.id ?? null,
      name: p.name,
      variantName: variant?.name ?? '',
      items: chosenItems(p, choice),
      unitPrice: unit,
      quantity,
      imageKey,
    });
  };
  return (
    <>
      <ProductOptions
        p={p}
        money={money}
        choice={choice}
        setChoice={(c) => {
          setChoice(c);
          onChange?.();
        }}
        tried={tried}
      />
      <div className="sf-buy">
        <Quantity
          value={quantity}
          onChange={(q) => {
            setQuantity(q);
            onChange?.();
          }}
          testId={`${testId}-qty`}
        />
        <strong data-testid={`${testId}-price`}>{money(timesMoney(unit, quantity))}</strong>
      </div>
      <button
        type="button"
        className="sf-btn sf-btn-block"
        disabled={p.soldOut}
        onClick={add}
        data-testid={`${testId}-add`}
      >
        {p.soldOut ? t('soldOut') : addLabel}
      </button>
    </>
  );
}
