import { DRINKS_AND_MORE } from './catalogue-drinks';
import { FOOD } from './catalogue-food';

// What the demo merchant sells: a bistro group with a café, a bar and a food truck. Prices are the base prices;
// the bar charges 10 % more for drinks (see `storePrice` in catalogue.ts).

/** Where a product is sold: the bistro, the café, the bar, the food truck. */
export type Outlet = 'bistro' | 'cafe' | 'bar' | 'truck';
/** When a product sells best: drives which products a receipt at a given hour holds. */
export type Daypart = 'morning' | 'meal' | 'evening' | 'any';

export interface ProductSpec {
  name: string;
  price: string;
  cost: string;
  /** Sold from stock (bottles, pastries, retail): purchased, transferred and counted. */
  tracked?: boolean;
  /** Sizes: [name, price, cost]. */
  sizes?: [string, string, string][];
  /** Modifier group names of `MODIFIERS`. */
  modifiers?: string[];
  /** Components of a composite: [product name, quantity]. */
  components?: [string, string][];
  outlets: Outlet[];
  daypart: Daypart;
  /** Relative popularity (1 = average). */
  weight: number;
  /** Carries the service charge where one applies (table service); retail items do not. */
  served?: boolean;
  /** Drinks: the bar sells them 10 % dearer. */
  drink?: boolean;
}

export interface CategorySpec {
  name: string;
  color: string;
  products: ProductSpec[];
}

export const MODIFIERS: { name: string; items: [string, string][] }[] = [
  {
    name: 'Burger extras',
    items: [
      ['Cheddar', '1.00'],
      ['Smoked bacon', '1.50'],
      ['Avocado', '1.80'],
      ['Fried egg', '1.00'],
    ],
  },
  {
    name: 'Pizza toppings',
    items: [
      ['Extra mozzarella', '1.50'],
      ['Mushrooms', '1.00'],
      ['Jalapeños', '0.80'],
      ['Olives', '0.80'],
    ],
  },
  {
    name: 'Coffee extras',
    items: [
      ['Oat milk', '0.40'],
      ['Extra shot', '0.60'],
      ['Vanilla syrup', '0.50'],
      ['Caramel syrup', '0.50'],
    ],
  },
];

/** The whole catalogue, category by category: food first, then drinks, bakery and bundles. */
export const CATALOGUE: CategorySpec[] = [...FOOD, ...DRINKS_AND_MORE];

/** Staff rewards (commissions) per product sold: [product, mode, value]. */
export const REWARDS: [string, 'fixed' | 'percent', string][] = [
  ['Steak frites', 'fixed', '1.00'],
  ['Prosecco', 'percent', '5'],
  ['Burger meal', 'fixed', '0.50'],
  ['House red', 'percent', '3'],
];
