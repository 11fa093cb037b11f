// What the shopper chose on a product's page: a variant (one per option value), modifier items; what is still
// missing and the price of one unit with them.
import type { StorefrontProduct } from '@tillbook/contract';
import { addMoney } from './money-math';

export interface Choice {
  /** The chosen value of each variant option, in the options' order ('' none yet). */
  values: string[];
  /** Chosen item ids per modifier id. */
  items: Record<number, number[]>;
}

export const startChoice = (p: StorefrontProduct): Choice => ({
  values: p.variantOptions.map((o) => (o.values.length === 1 ? o.values[0] : '')),
  items: {},
});

/** The variant the chosen values name, or null. */
export function chosenVariant(p: StorefrontProduct, c: Choice): StorefrontProduct['variants'][number] | null {
  if (p.variants.length === 0 || c.values.some((v) => !v)) return null;
  return (
    p.variants.find((v) => v.values.length === c.values.length && v.values.every((x, i) => x === c.values[i])) ?? null
  );
}

/** Is a value of an option offered with the other options as chosen? */
export function valueOffered(p: StorefrontProduct, c: Choice, option: number, value: string): boolean {
  return p.variants.some(
    (v) => v.values[option] === value && c.values.every((x, i) => i === option || !x || v.values[i] === x),
  );
}

export const selectValue = (c: Choice, option: number, value: string): Choice => ({
  ...c,
  values: c.values.map((v, i) => (i === option ? (v === value ? '' : value) : v)),
});

export function toggleItem(c: Choice, modifierId: number, itemId: number): Choice {
  const now = c.items[modifierId] ?? [];
  const next = now.includes(itemId) ? now.filter((i) => i !== itemId) : [...now, itemId];
  return { ...c, items: { ...c.items, [modifierId]: next } };
}

export interface ChoiceProblems {
  /** A product with variants and none chosen (the server's 20105). */
  variant: boolean;
  /** Required modifiers without an item. */
  modifiers: number[];
}

export function choiceProblems(p: StorefrontProduct, c: Choice): ChoiceProblems {
  return {
    variant: p.variants.length > 0 && chosenVariant(p, c) === null,
    modifiers: p.modifiers.filter((m) => m.required && (c.items[m.id] ?? []).length === 0).map((m) => m.id),
  };
}

export const choiceComplete = (problems: ChoiceProblems) => !problems.variant && problems.modifiers.length === 0;

/** The chosen items with their names and prices, in the modifiers' order. */
export function chosenItems(p: StorefrontProduct, c: Choice): { itemId: number; name: string; price: string }[] {
  return p.modifiers.flatMap((m) =>
    m.items
      .filter((i) => (c.items[m.id] ?? []).includes(i.id))
      .map((i) => ({ itemId: i.id, name: i.name, price: i.price })),
  );
}

/** One unit: the chosen variant's price (else the product's) plus the chosen items. */
export function unitPrice(p: StorefrontProduct, c: Choice): string {
  const base = chosenVariant(p, c)?.price ?? p.price;
  return addMoney(base, ...chosenItems(p, c).map((i) => i.price));
}
