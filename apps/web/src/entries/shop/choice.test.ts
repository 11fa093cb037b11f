import type { StorefrontProduct } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import {
  choiceComplete,
  choiceProblems,
  chosenItems,
  chosenVariant,
  selectValue,
  startChoice,
  toggleItem,
  unitPrice,
  valueOffered,
} from './choice';

const coffee: StorefrontProduct = {
  productId: 1,
  name: 'Coffee',
  categoryId: null,
  price: '2.00',
  imageKey: null,
  onlineImageKeys: [],
  soldOut: false,
  hasVariants: true,
  hasModifiers: true,
  description: '',
  variantOptions: [
    { name: 'Size', values: ['S', 'L'] },
    { name: 'Milk', values: ['Oat', 'Cow'] },
  ],
  variants: [
    { id: 11, name: 'S / Oat', values: ['S', 'Oat'], price: '2.00' },
    { id: 12, name: 'L / Oat', values: ['L', 'Oat'], price: '2.80' },
    { id: 13, name: 'L / Cow', values: ['L', 'Cow'], price: '2.60' },
  ],
  modifiers: [
    {
      id: 5,
      name: 'Sugar',
      required: true,
      items: [
        { id: 51, name: 'None', price: '0' },
        { id: 52, name: 'One', price: '0.10' },
      ],
    },
    { id: 6, name: 'Extras', required: false, items: [{ id: 61, name: 'Shot', price: '0.50' }] },
  ],
};

describe('a product’s choice', () => {
  it('needs a variant and every required modifier (the server’s 20105 and the required rule)', () => {
    let c = startChoice(coffee);
    expect(choiceProblems(coffee, c)).toEqual({ variant: true, modifiers: [5] });
    c = selectValue(selectValue(c, 0, 'L'), 1, 'Cow');
    expect(chosenVariant(coffee, c)?.id).toBe(13);
    expect(choiceProblems(coffee, c)).toEqual({ variant: false, modifiers: [5] });
    c = toggleItem(c, 5, 52);
    expect(choiceComplete(choiceProblems(coffee, c))).toBe(true);
    expect(choiceComplete(choiceProblems(coffee, toggleItem(c, 5, 52)))).toBe(false);
  });

  it('prices one unit: the variant’s price plus the chosen items; the product’s price before a variant', () => {
    let c = startChoice(coffee);
    expect(unitPrice(coffee, c)).toBe('2.00');
    c = toggleItem(toggleItem(selectValue(selectValue(c, 0, 'L'), 1, 'Oat'), 5, 52), 6, 61);
    expect(unitPrice(coffee, c)).toBe('3.40');
    expect(chosenItems(coffee, c).map((i) => i.itemId)).toEqual([52, 61]);
  });

  it('offers only the values some variant has with what is chosen; a second tap unselects', () => {
    const small = selectValue(startChoice(coffee), 0, 'S');
    expect(valueOffered(coffee, small, 1, 'Oat')).toBe(true);
    expect(valueOffered(coffee, small, 1, 'Cow')).toBe(false);
    expect(selectValue(small, 0, 'S').values).toEqual(['', '']);
  });

  it('takes a single value at once, and a product without variants or modifiers is complete', () => {
    const plain = { ...coffee, variantOptions: [], variants: [], modifiers: [], price: '1.20' };
    expect(choiceComplete(choiceProblems(plain, startChoice(plain)))).toBe(true);
    expect(unitPrice(plain, startChoice(plain))).toBe('1.20');
    const one = {
      ...coffee,
      variantOptions: [{ name: 'Size', values: ['M'] }],
      variants: [{ id: 3, name: 'M', values: ['M'], price: '9' }],
    };
    expect(chosenVariant(one, startChoice(one))?.id).toBe(3);
  });
});
