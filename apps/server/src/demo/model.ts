import type { PointsSettings, PricedTax } from '@tillbook/contract';
import type { Daypart, Outlet } from './catalogue-data';

/** What the demo created, as the POS needs to know it to ring up sales (prices, taxes, tables, staff). */
export interface DemoStore {
  id: number;
  name: string;
  outlet: Outlet;
  kind: 'store' | 'truck';
  tables: { id: number; number: string; seats: number }[];
  /** The taxes charged in this store, by id. */
  taxes: Map<number, PricedTax>;
}

export interface DemoVariant {
  id: number;
  name: string;
  /** Price per store id. */
  prices: Map<number, string>;
}

export interface DemoProduct {
  id: number;
  name: string;
  tracked: boolean;
  composite: boolean;
  daypart: Daypart;
  weight: number;
  /** Price per store id (products without variants). */
  prices: Map<number, string>;
  variants: DemoVariant[];
  /** Modifier items that may be added, with their price per store id. */
  modifierItems: { id: number; name: string; prices: Map<number, string> }[];
  taxIds: number[];
}

export type StaffRole = 'manager' | 'cashier' | 'waiter';

export interface DemoStaff {
  id: number;
  name: string;
  email: string;
  pin: string;
  role: StaffRole;
  /** Store ids (keys of outlets) the staff member works in. */
  storeIds: number[];
}

export interface DemoMember {
  id: number;
  name: string;
  phone: string;
  onCredit: boolean;
  creditLimit: string;
}

export interface DemoMerchant {
  email: string;
  password: string;
  bossToken: string;
  tenantId: number;
  stores: DemoStore[];
  products: DemoProduct[];
  staff: DemoStaff[];
  members: DemoMember[];
  payment: { cash: number; card: number; wallet: number };
  orderTypes: { dineIn: number; takeaway: number; pickUp: number; delivery: number };
  costTypes: { cashIn: number[]; cashOut: number[] };
  points: PointsSettings;
}
