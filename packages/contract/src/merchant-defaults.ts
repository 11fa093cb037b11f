import { z } from 'zod';
import type { Localized } from './languages';

/**
 * The standard VAT (or GST, consumption or business tax) rate of a country, in percent, by ISO 3166-1 alpha-2
 * code, as in force in 2025. Only countries with one national rate are listed: a country without an entry (the
 * United States, Canada, Hong Kong, …) gets no default tax. Registration writes it as a tax included in prices
 * and applying in no store, so nothing is charged until the merchant confirms it.
 */
export const STANDARD_TAX_RATES: Readonly<Record<string, string>> = {
  // European Union
  AT: '20',
  BE: '21',
  BG: '20',
  CY: '19',
  CZ: '21',
  DE: '19',
  DK: '25',
  EE: '24',
  ES: '21',
  FI: '25.5',
  FR: '20',
  GR: '24',
  HR: '25',
  HU: '27',
  IE: '23',
  IT: '22',
  LT: '21',
  LU: '17',
  LV: '21',
  MT: '18',
  NL: '21',
  PL: '23',
  PT: '23',
  RO: '21',
  SE: '25',
  SI: '22',
  SK: '23',
  // Elsewhere
  GB: '20',
  CH: '8.1',
  NO: '25',
  CN: '13',
  TW: '5',
  JP: '10',
  AU: '10',
  NZ: '15',
  SG: '9',
};

/** The standard rate of a country (ISO alpha-2), or undefined when it has none at country level. */
export const standardTaxRate = (iso2: string): string | undefined => STANDARD_TAX_RATES[iso2.toUpperCase()];

/** The name of the default tax, in the merchant's language (the rate follows it: "VAT 20%"). */
export const STANDARD_TAX_NAME: Localized = {
  zh_CN: '增值税',
  zh_TW: '營業稅',
  en_GB: 'VAT',
  es_ES: 'IVA',
  fr_FR: 'TVA',
  pt_PT: 'IVA',
};

/** The payment methods every new merchant starts with. */
export const DEFAULT_PAYMENT_METHODS: readonly { type: 'cash' | 'card'; name: Localized }[] = [
  {
    type: 'cash',
    name: { zh_CN: '现金', zh_TW: '現金', en_GB: 'Cash', es_ES: 'Efectivo', fr_FR: 'Espèces', pt_PT: 'Numerário' },
  },
  {
    type: 'card',
    name: { zh_CN: '银行卡', zh_TW: '信用卡', en_GB: 'Card', es_ES: 'Tarjeta', fr_FR: 'Carte', pt_PT: 'Cartão' },
  },
];

/** The steps of the first-run checklist on the home page, in the order they are shown. */
export const SETUP_STEPS = ['store', 'products', 'staff', 'paymentMethods', 'taxes', 'posApp'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * POST /home/setup: which first-run steps are done (`done` when all are), and the start of the last day with
 * sales in the caller's stores (unix seconds of the last paid receipt; null when nothing was sold yet), so the
 * home page can open on a range that has data.
 */
export const SetupChecklist = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
  done: z.boolean(),
  lastSaleAt: z.number().int().nullable(),
});
export type SetupChecklist = z.infer<typeof SetupChecklist>;
