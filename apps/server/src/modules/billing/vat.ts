import type { VatIdStatus, VatScheme, VatTreatment } from '@tillbook/contract';
import { EU_COUNTRIES, vatRateOn } from './vat-rates';

/** Who is billed, as far as VAT is concerned. */
export interface VatBuyer {
  country: string | null;
  isBusiness: boolean;
  vatScheme: VatScheme | null;
  vatIdStatus: VatIdStatus;
}

export interface VatDecision {
  treatment: VatTreatment;
  /** Percent as a decimal string ("0" for reverse charge and none). */
  rate: string;
  /** The country whose VAT is charged or reverse-charged; null when none applies. */
  country: string | null;
}

/**
 * The VAT of a digital service sold by the operator (in `operatorCountry`) to `buyer` on `at`:
 * - a business in another EU country with an EU VAT ID that VIES confirmed or could not check ("unknown" is never
 *   taken as invalid) pays no VAT: reverse charge, and the invoice says so;
 * - likewise a UK business with a GB or XI VAT ID buying from an operator outside the UK;
 * - everyone else in the EU pays their own country's VAT (a consumer, or a business of the operator's country), and
 *   in the UK (Northern Ireland included, services follow UK rules) UK VAT;
 * - outside the EU and the UK: no VAT.
 * An XI ID is a UK registration for these services, never an EU one (GB vs XI vs EU are kept apart).
 */
export function decideVat(buyer: VatBuyer, operatorCountry: string, at: Date): VatDecision {
  const country = buyer.country;
  if (!country) return { treatment: 'none', rate: '0', country: null };
  const idUsable = buyer.isBusiness && (buyer.vatIdStatus === 'valid' || buyer.vatIdStatus === 'unknown');
  if (EU_COUNTRIES.has(country)) {
    if (idUsable && buyer.vatScheme === 'EU' && country !== operatorCountry)
      return { treatment: 'reverseCharge', rate: '0', country };
    return standard(country, at);
  }
  if (country === 'GB') {
    if (idUsable && (buyer.vatScheme === 'GB' || buyer.vatScheme === 'XI') && operatorCountry !== 'GB')
      return { treatment: 'reverseCharge', rate: '0', country };
    return standard('GB', at);
  }
  return { treatment: 'none', rate: '0', country: null };
}

function standard(country: string, at: Date): VatDecision {
  const rate = vatRateOn(country, at);
  return rate === null ? { treatment: 'none', rate: '0', country: null } : { treatment: 'standard', rate, country };
}
