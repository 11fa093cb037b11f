// A product's choices: its variant options (one value each) and modifiers (required ones need an item), with the
// missing ones marked once the shopper tried to add. Shared by the shop's product page and the table's menu.
import type { StorefrontProduct } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { type Choice, choiceProblems, selectValue, toggleItem, valueOffered } from '../choice';

export function ProductOptions({
  p,
  choice,
  setChoice,
  tried,
  money,
}: {
  p: StorefrontProduct;
  /** Writes an amount in the shop's currency. */
  money: (amount: string) => string;
  choice: Choice;
  setChoice: (c: Choice) => void;
  tried: boolean;
}) {
  const { t } = useTranslation('shop');
  const problems = choiceProblems(p, choice);
  return (
    <>
      {p.variantOptions.map((o, i) => (
        <fieldset key={o.name} className="sf-options" data-testid={`variant-option-${i}`}>
          <legend>
            {o.name} <em className="sf-req">{t('product.required')}</em>
          </legend>
          {o.values.map((v) => (
            <button
              type="button"
              key={v}
              className={choice.values[i] === v ? 'sf-on' : undefined}
              aria-pressed={choice.values[i] === v}
              disabled={!valueOffered(p, choice, i, v)}
              onClick={() => setChoice(selectValue(choice, i, v))}
              data-testid={`variant-${i}-${v}`}
            >
              {v}
            </button>
          ))}
        </fieldset>
      ))}
      {tried && problems.variant && (
        <p className="sf-field-error" data-testid="product-need-variant">
          {t('product.chooseVariant')}
        </p>
      )}
      {p.modifiers.map((m) => (
        <fieldset key={m.id} className="sf-options" data-testid={`modifier-${m.id}`}>
          <legend>
            {m.name}{' '}
            <em className={m.required ? 'sf-req' : 'sf-opt'}>
              {t(m.required ? 'product.required' : 'product.optional')}
            </em>
          </legend>
          {m.items.map((item) => {
            const on = (choice.items[m.id] ?? []).includes(item.id);
            return (
              <button
                type="button"
                key={item.id}
                className={on ? 'sf-on' : undefined}
                aria-pressed={on}
                onClick={() => setChoice(toggleItem(choice, m.id, item.id))}
                data-testid={`modifier-item-${item.id}`}
              >
                {item.name}
                {Number(item.price) !== 0 && <small> +{money(item.price)}</small>}
              </button>
            );
          })}
          {tried && problems.modifiers.includes(m.id) && (
            <p className="sf-field-error" data-testid={`modifier-${m.id}-missing`}>
              {t('product.chooseItem')}
            </p>
          )}
        </fieldset>
      ))}
    </>
  );
}
