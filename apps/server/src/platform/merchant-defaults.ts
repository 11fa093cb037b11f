import {
  BUILTIN_ORDER_TYPE_NAMES,
  BUILTIN_ORDER_TYPES,
  DEFAULT_PAYMENT_METHODS,
  STANDARD_TAX_NAME,
  standardTaxRate,
  type UiLang,
} from '@tillbook/contract';
import { orderTypes, paymentMethods, taxes } from '../db/schema';
import type { Db } from './db';

/**
 * The settings a new merchant starts with, written inside the registration's transaction: cash and card for every
 * store; dine-in, takeaway and pick-up (§9) for every store; and the country's standard tax rate, if it has one,
 * included in prices and applying in no store — so no receipt is charged it until the merchant confirms it by
 * choosing its stores (and the products it applies to).
 */
export async function writeMerchantDefaults(
  db: Db,
  merchant: { tenantId: number; countryIso2: string; lang: UiLang },
): Promise<void> {
  const { tenantId, lang } = merchant;
  await db
    .insert(paymentMethods)
    .values(DEFAULT_PAYMENT_METHODS.map((p) => ({ tenantId, type: p.type, name: p.name[lang], allStores: true })));
  // The order types service creates the same built-ins when none exist; the unique key makes both safe.
  await db
    .insert(orderTypes)
    .values(
      BUILTIN_ORDER_TYPES.map((key, i) => ({
        tenantId,
        builtinKey: key,
        name: BUILTIN_ORDER_TYPE_NAMES[key][lang],
        sort: i + 1,
        allStores: true,
      })),
    )
    .onConflictDoNothing();
  const rate = standardTaxRate(merchant.countryIso2);
  if (rate) {
    await db
      .insert(taxes)
      .values({ tenantId, name: `${STANDARD_TAX_NAME[lang]} ${rate}%`, rate, calculation: 'included' });
  }
}
