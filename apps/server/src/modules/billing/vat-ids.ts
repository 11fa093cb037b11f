import type { VatIdStatus, VatScheme } from '@tillbook/contract';
import { checkVAT, countries } from 'jsvat';
import { EU_COUNTRIES } from './vat-rates';

/** A VAT ID as typed, checked locally: its register (EU, GB or XI), its country and its normalised form. */
export type ParsedVatId =
  | { ok: true; value: string; scheme: VatScheme; country: string; prefix: string; number: string }
  | { ok: false; reason: 'format' | 'country' };

/** VIES writes Greece as EL; every other prefix is the ISO code. */
const prefixCountry = (prefix: string) => (prefix === 'EL' ? 'GR' : prefix);

/**
 * Checks the format of `raw` with jsvat and that it belongs to `country` (ISO alpha-2 of the billing address).
 * GB… is Great Britain's register, XI… Northern Ireland's (both for an address in the United Kingdom, GB); every
 * other prefix must be an EU member state's and match the address. Spaces, dots and dashes are ignored.
 */
export function parseVatId(raw: string, country: string): ParsedVatId {
  const value = raw.toUpperCase().replace(/[\s.-]/g, '');
  const prefix = value.slice(0, 2);
  const number = value.slice(2);
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(value)) return { ok: false, reason: 'format' };
  if (prefix === 'GB' || prefix === 'XI') {
    // jsvat knows the United Kingdom's format under GB; Northern Ireland's numbers have the same form.
    if (!checkVAT(`GB${number}`, countries).isValid) return { ok: false, reason: 'format' };
    if (country !== 'GB') return { ok: false, reason: 'country' };
    return { ok: true, value, scheme: prefix, country: 'GB', prefix, number };
  }
  const ofCountry = prefixCountry(prefix);
  if (!EU_COUNTRIES.has(ofCountry)) return { ok: false, reason: 'format' };
  if (!checkVAT(value, countries).isValid) return { ok: false, reason: 'format' };
  if (ofCountry !== country) return { ok: false, reason: 'country' };
  return { ok: true, value, scheme: 'EU', country: ofCountry, prefix, number };
}

/** What the register said: unknown while it cannot answer (never taken as invalid); its consultation number. */
export interface VatIdCheck {
  status: Exclude<VatIdStatus, 'none'>;
  consultationNumber: string | null;
}

/** The VIES check behind an interface (tests and other registers plug in here). */
export interface VatIdRegister {
  check(prefix: string, number: string): Promise<VatIdCheck>;
}

const UNKNOWN: VatIdCheck = { status: 'unknown', consultationNumber: null };

/**
 * The European Commission's VIES REST service (EU and XI numbers; GB numbers are not in VIES and stay unknown).
 * With the operator's own VAT ID as requester, VIES answers a consultation number that proves the check.
 * Any failure (network, time-out, a member state's service down) is "unknown".
 */
export function viesRegister(url: string | null, requester: string, timeoutMs = 5000): VatIdRegister {
  return {
    async check(prefix, number) {
      if (!url || prefix === 'GB') return UNKNOWN;
      const req = requester.toUpperCase().replace(/[\s.-]/g, '');
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            countryCode: prefix,
            vatNumber: number,
            ...(req.length > 2 ? { requesterMemberStateCode: req.slice(0, 2), requesterNumber: req.slice(2) } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return UNKNOWN;
        const body = (await res.json()) as { valid?: unknown; requestIdentifier?: unknown; userError?: unknown };
        if (typeof body.valid !== 'boolean') return UNKNOWN;
        // VIES answers valid: false with a userError such as MS_UNAVAILABLE when it could not ask the member state.
        if (
          !body.valid &&
          typeof body.userError === 'string' &&
          body.userError !== 'VALID' &&
          body.userError !== 'INVALID'
        )
          return UNKNOWN;
        const consultationNumber =
          typeof body.requestIdentifier === 'string' && body.requestIdentifier ? body.requestIdentifier : null;
        return { status: body.valid ? 'valid' : 'invalid', consultationNumber };
      } catch {
        return UNKNOWN;
      }
    },
  };
}
