import { Menu, NO_DISCOUNT, type RoleAppPermissions, UNLIMITED_DISCOUNT } from '@tillbook/contract';
import type { Api } from './api';
import type { Outlet } from './catalogue-data';
import type { DemoMember, DemoStaff, DemoStore, StaffRole } from './model';
import type { Random } from './random';

const flags = (names: (keyof RoleAppPermissions)[]) => Object.fromEntries(names.map((n) => [n, true]));

/** Roles: a manager (back office and every POS right), a cashier (small discounts), a waiter (orders only). */
const ROLES: Record<StaffRole, { name: string; menuCodes: number[]; app: Partial<RoleAppPermissions> }> = {
  manager: {
    name: 'Store manager',
    menuCodes: [Menu.REPORTS, Menu.DEPOSIT, Menu.GOODS, Menu.STOCK, Menu.STAFF, Menu.TIME_CARDS, Menu.MEMBERS],
    app: {
      ...flags([
        'sale',
        'onCredit',
        'approveDiscount',
        'viewAllData',
        'refund',
        'revokeUnpaidOrders',
        'deposit',
        'members',
        'stockManagement',
        'cashInOut',
        'productDiscount',
        'discountAtCharge',
        'order',
        'reservation',
        'ticketCheck',
      ]),
      discountLimits: {
        productDiscount: { maxAmount: null, maxPercent: '50' },
        discountAtCharge: UNLIMITED_DISCOUNT,
      },
    },
  },
  cashier: {
    name: 'Cashier',
    menuCodes: [],
    app: {
      ...flags([
        'sale',
        'deposit',
        'members',
        'cashInOut',
        'productDiscount',
        'discountAtCharge',
        'order',
        'reservation',
      ]),
      discountLimits: {
        productDiscount: { maxAmount: '5', maxPercent: '10' },
        discountAtCharge: { maxAmount: '10', maxPercent: '10' },
      },
    },
  },
  waiter: {
    name: 'Waiter',
    menuCodes: [],
    app: {
      ...flags(['sale', 'order', 'reservation']),
      discountLimits: { productDiscount: NO_DISCOUNT, discountAtCharge: NO_DISCOUNT },
    },
  },
};

/** Staff with their PINs (unique in the merchant) and where they work. */
export const STAFF: { name: string; role: StaffRole; pin: string; outlets: Outlet[] }[] = [
  { name: 'Olivia Bennett', role: 'manager', pin: '1001', outlets: ['bistro', 'truck'] },
  { name: 'James Carter', role: 'cashier', pin: '1002', outlets: ['bistro'] },
  { name: 'Amelia Hughes', role: 'waiter', pin: '1003', outlets: ['bistro'] },
  { name: 'Sophie Turner', role: 'manager', pin: '2001', outlets: ['cafe'] },
  { name: 'Harry Patel', role: 'cashier', pin: '2002', outlets: ['cafe'] },
  { name: 'Mia Robinson', role: 'manager', pin: '3001', outlets: ['bar'] },
  { name: 'Noah Evans', role: 'cashier', pin: '3002', outlets: ['bar'] },
  { name: 'Leo Walsh', role: 'cashier', pin: '4001', outlets: ['truck'] },
  { name: 'Isla Murphy', role: 'cashier', pin: '5001', outlets: ['bistro', 'cafe', 'bar'] },
];

export const STAFF_PASSWORD = 'Staff1234!';

/** A staff e-mail derived from the merchant's (e-mails are unique across merchants). */
function staffEmail(merchantEmail: string, name: string): string {
  const [local, domain] = merchantEmail.split('@');
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${local}@${domain}`;
}

export async function setupStaff(api: Api, token: string, merchantEmail: string, stores: DemoStore[]) {
  const roleIds = new Map<StaffRole, number>();
  for (const [key, r] of Object.entries(ROLES) as [StaffRole, (typeof ROLES)[StaffRole]][]) {
    const row = await api.call<{ id: number }>(
      '/role/save',
      { name: r.name, menuCodes: r.menuCodes, appPermissions: r.app },
      token,
    );
    roleIds.set(key, row.id);
  }
  const staff: DemoStaff[] = [];
  for (const s of STAFF) {
    const storeIds = stores.filter((x) => s.outlets.includes(x.outlet)).map((x) => x.id);
    const email = staffEmail(merchantEmail, s.name);
    const row = await api.call<{ id: number }>(
      '/staff/save',
      { name: s.name, email, roleId: roleIds.get(s.role), storeIds, password: STAFF_PASSWORD, pin: s.pin },
      token,
    );
    staff.push({ id: row.id, name: s.name, email, pin: s.pin, role: s.role, storeIds });
  }
  return staff;
}

const FIRST = [
  'Oliver',
  'Charlotte',
  'George',
  'Emily',
  'Jack',
  'Grace',
  'Thomas',
  'Lily',
  'William',
  'Freya',
  'Henry',
  'Ava',
  'Arthur',
  'Poppy',
  'Oscar',
  'Ella',
  'Alfie',
  'Evie',
  'Samuel',
  'Florence',
  'Joseph',
  'Rosie',
  'Daniel',
  'Chloe',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Walker',
  'Thompson',
  'White',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Clarke',
  'Khan',
  'Lewis',
  'Scott',
];

/** Members with e-mail and phone; every eighth may buy on credit (a regular with a tab). */
export async function setupMembers(api: Api, token: string, rnd: Random, count = 40): Promise<DemoMember[]> {
  const members: DemoMember[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
    const onCredit = i % 8 === 3;
    const body = {
      name,
      email: `${name.toLowerCase().replace(/ /g, '.')}${i}@example.com`,
      areaCode: '44',
      phone: `7700${String(900100 + i)}`,
      city: 'London',
      country: 'United Kingdom',
      customerCode: `M${String(i + 1).padStart(4, '0')}`,
      onCredit,
      creditLimit: onCredit ? '300' : '0',
      notes: onCredit ? 'Regular: settles the tab monthly' : '',
    };
    const row = await api.call<{ id: number }>('/member/save', body, token);
    members.push({ id: row.id, name, phone: body.phone, onCredit, creditLimit: body.creditLimit });
  }
  return members;
}
