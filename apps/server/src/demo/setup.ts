import {
  COUNTRIES,
  CURRENCIES,
  LANGUAGES,
  type OrderTypeRow,
  POINTS_DEFAULTS,
  type PointsSettings,
  type StoreRow,
  type ZoneRow,
} from '@tillbook/contract';
import type { Api } from './api';
import type { Outlet } from './catalogue-data';
import type { DemoMerchant, DemoStore } from './model';

/** The demo merchant's login and how to read the registration code its mailer sent. */
export interface MerchantLogin {
  email: string;
  password: string;
  company: string;
  name: string;
  /** The six-digit code of the newest mail to `email` (the demo's own outbox, or the test's SMTP server). */
  readCode(email: string): string | Promise<string>;
}

const gb = COUNTRIES.find((c) => c.iso2 === 'GB') ?? COUNTRIES[0];
const gbp = CURRENCIES.find((c) => c.code === 'GBP') ?? CURRENCIES[0];
const en = LANGUAGES.find((l) => l.code === 'en_GB') ?? LANGUAGES[0];
export const DEMO_TIME_ZONE = 'Europe/London';

/**
 * Registers the merchant through the sign-up flow (e-mail code, then register). Answers null when the e-mail is
 * already registered: the demo then leaves that merchant as it is.
 */
export async function registerMerchant(api: Api, login: MerchantLogin) {
  const check = await api.reply('/login/checkEmail', { email: login.email });
  if (check.code !== 200) return null;
  await api.call('/login/getCodeEmail', { email: login.email, sysLanguageId: en.sysLanguageId });
  const code = await login.readCode(login.email);
  const reg = await api.call<{ token: string; user: { id: number; tenantId: number } }>('/login/register', {
    email: login.email,
    code,
    password: login.password,
    confirmPassword: login.password,
    company: login.company,
    name: login.name,
    areaCode: gb.areaCode,
    phone: '7700900000',
    sysLanguageId: en.sysLanguageId,
    sysCountryId: gb.sysCountryId,
    sysCurrencyId: gbp.currencyId,
  });
  return { token: reg.token, tenantId: reg.user.tenantId, userId: reg.user.id };
}

const STORES: {
  outlet: Outlet;
  name: string;
  type: 'restaurant' | 'bar' | 'convenience';
  address: string;
  postalCode: string;
  zones: { name: string; tables: [string, number][] }[];
  features: ('reservation' | 'scanOrder')[];
}[] = [
  {
    outlet: 'bistro',
    name: 'Harbour Street Bistro',
    type: 'restaurant',
    address: '12 Harbour Street',
    postalCode: 'E14 3QP',
    zones: [
      { name: 'Main room', tables: Array.from({ length: 10 }, (_, i) => [String(i + 1), i < 6 ? 2 : 4]) },
      { name: 'Terrace', tables: Array.from({ length: 6 }, (_, i) => [`T${i + 1}`, 4]) },
    ],
    features: ['reservation', 'scanOrder'],
  },
  {
    outlet: 'cafe',
    name: 'Riverside Café',
    type: 'restaurant',
    address: '3 Riverside Walk',
    postalCode: 'SE1 9PX',
    zones: [{ name: 'Café floor', tables: Array.from({ length: 8 }, (_, i) => [`C${i + 1}`, 2]) }],
    features: ['scanOrder'],
  },
  {
    outlet: 'bar',
    name: 'Old Town Bar',
    type: 'bar',
    address: '48 Market Lane',
    postalCode: 'N1 7AB',
    zones: [
      { name: 'Bar', tables: Array.from({ length: 6 }, (_, i) => [`B${i + 1}`, 2]) },
      { name: 'Lounge', tables: Array.from({ length: 4 }, (_, i) => [`L${i + 1}`, 6]) },
    ],
    features: ['reservation'],
  },
];

const storeFields = (name: string, address: string, postalCode: string) => ({
  name,
  contactPerson: 'Demo Boss',
  areaCode: gb.areaCode,
  phone: '2079460000',
  address,
  city: 'London',
  province: 'Greater London',
  postalCode,
  sysCountryId: gb.sysCountryId,
  timeZone: DEMO_TIME_ZONE,
  sysCurrencyId: gbp.currencyId,
});

/** Three stores (the registration's first one renamed) with dining areas and tables, and a food truck with places. */
export async function setupStores(api: Api, token: string): Promise<DemoStore[]> {
  const first = (await api.call<{ list: StoreRow[] }>('/store/list', { sort: 'id' }, token)).list[0];
  const result: DemoStore[] = [];
  for (const [i, s] of STORES.entries()) {
    const saved = await api.call<StoreRow>(
      '/store/save',
      { ...(i === 0 ? { id: first.id } : {}), ...storeFields(s.name, s.address, s.postalCode), type: s.type },
      token,
    );
    const tables: DemoStore['tables'] = [];
    for (const [sort, z] of s.zones.entries()) {
      const zone = await api.call<ZoneRow>(
        '/store/area/save',
        { storeId: saved.id, name: z.name, sort, tables: z.tables.map(([number, seats]) => ({ number, seats })) },
        token,
      );
      tables.push(...zone.tables.map((t) => ({ id: t.id, number: t.number, seats: t.seats })));
    }
    for (const feature of s.features)
      await api.call('/store/table/feature', { storeId: saved.id, feature, enabled: true }, token);
    result.push({ id: saved.id, name: saved.name, outlet: s.outlet, kind: 'store', tables, taxes: new Map() });
  }
  const truck = await api.call<StoreRow>(
    '/diningCar/save',
    { ...storeFields('Bistro on Wheels', 'Unit 4, Canal Yard', 'E2 8DD'), type: 'restaurant' },
    token,
  );
  for (const [name, address, postalCode] of [
    ['Market Square', 'Market Square', 'E1 6AA'],
    ['Tech Park', '1 Innovation Way', 'EC2A 4BX'],
  ]) {
    await api.call('/diningCar/place/save', { truckId: truck.id, ...storeFields(name, address, postalCode) }, token);
  }
  result.push({ id: truck.id, name: truck.name, outlet: 'truck', kind: 'truck', tables: [], taxes: new Map() });
  return result;
}

type Settings = Pick<DemoMerchant, 'payment' | 'orderTypes' | 'costTypes' | 'points'> & {
  taxIds: { vat: number; service: number };
};

/**
 * Taxes (VAT included in prices everywhere; a 12.5 % service charge added on top at the bistro), payment methods,
 * order types, expense types, loyalty points (earn and redeem on) and the ordering features the POS uses.
 */
export async function setupSettings(api: Api, token: string, stores: DemoStore[]): Promise<Settings> {
  const all = stores.map((s) => s.id);
  const bistro = stores.find((s) => s.outlet === 'bistro') as DemoStore;
  const taxes = [
    { name: 'VAT', rate: '20', calculation: 'included' as const, storeIds: all },
    { name: 'Service charge', rate: '12.5', calculation: 'added' as const, storeIds: [bistro.id] },
  ];
  // A new merchant may start with the country's standard rate (applied nowhere): the demo's VAT takes that row.
  const standing = (
    await api.call<{ list: { id: number; rate: string; calculation: string }[] }>(
      '/setting/revenue/list',
      { pageSize: 100 },
      token,
    )
  ).list;
  const taxIds: number[] = [];
  for (const t of taxes) {
    const id = standing.find((x) => Number(x.rate) === Number(t.rate) && x.calculation === t.calculation)?.id;
    const row = await api.call<{ id: number }>('/setting/revenue/save', { ...(id ? { id } : {}), ...t }, token);
    taxIds.push(row.id);
    for (const s of stores.filter((x) => t.storeIds.includes(x.id)))
      s.taxes.set(row.id, { taxId: row.id, name: t.name, rate: t.rate, calculation: t.calculation });
  }

  // A new merchant may start with cash and card already: those are kept (with the demo's fees), the others added.
  const present = (
    await api.call<{ list: { id: number; name: string }[] }>('/setting/payway/list', { pageSize: 100 }, token)
  ).list;
  const method = async (type: string, name: string, handlingFee: string) => {
    const id = present.find((p) => p.name.toLowerCase() === name.toLowerCase())?.id;
    const body = { ...(id ? { id } : {}), type, name, handlingFee, allStores: true };
    return (await api.call<{ id: number }>('/setting/payway/save', body, token)).id;
  };
  const payment = {
    cash: await method('cash', 'Cash', '0'),
    card: await method('card', 'Card', '1.5'),
    wallet: await method('wallet', 'Mobile wallet', '1.2'),
  };

  const builtins = (await api.call<{ list: OrderTypeRow[] }>('/setting/orderClassify/list', { pageSize: 50 }, token))
    .list;
  const builtin = (key: string) => builtins.find((o) => o.builtinKey === key)?.id as number;
  const delivery = await api.call<{ id: number }>(
    '/setting/orderClassify/save',
    { name: 'Delivery', sort: 4, color: '#3f51b5', allStores: true },
    token,
  );
  const orderTypes = {
    dineIn: builtin('dineIn'),
    takeaway: builtin('takeaway'),
    pickUp: builtin('pickUp'),
    delivery: delivery.id,
  };

  const costTypes: Settings['costTypes'] = { cashIn: [], cashOut: [] };
  for (const [name, ranges] of [
    ['Float top-up', ['cashIn']],
    ['Tips', ['cashIn']],
    ['Supplier paid in cash', ['cashOut']],
    ['Cleaning supplies', ['cashOut']],
    ['Change exchange', ['cashIn', 'cashOut']],
  ] as const) {
    const row = await api.call<{ id: number }>('/setting/costType/save', { name, ranges }, token);
    if ((ranges as readonly string[]).includes('cashIn')) costTypes.cashIn.push(row.id);
    if ((ranges as readonly string[]).includes('cashOut')) costTypes.cashOut.push(row.id);
  }

  // One point per pound paid, worth a penny; from 100 points, for up to half of a receipt.
  const points: PointsSettings = {
    ...POINTS_DEFAULTS,
    enabled: true,
    earnRatio: '100',
    redeemEnabled: true,
    pointValue: '0.01',
    minRedeemPoints: 100,
    maxRedeemPercent: '50',
  };
  await api.call('/setting/integral/save', points, token);
  await api.call('/setting/order/save', { shifts: true, timeClock: true, openTickets: true }, token);
  return { payment, orderTypes, costTypes, points, taxIds: { vat: taxIds[0], service: taxIds[1] } };
}
