import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BillingDetails, Err, type InvoiceRow, type ListResult } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { merchant, ok } from '../../../test/factories';
import { pdfTexts } from '../../../test/support/pdf-text';
import { tenants } from '../../db/schema';
import { billedMerchant, billingApp, changePlan, DETAILS, quote } from './billing.test-support';
import { decideVat } from './vat';
import { vatRateOn } from './vat-rates';

// A stand-in for VIES: DE136695976 is valid (with a consultation number), DE100000008 invalid, FR… unavailable.
const asked: unknown[] = [];
const vies = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    const q = JSON.parse(body) as { countryCode: string; vatNumber: string };
    asked.push(q);
    res.setHeader('content-type', 'application/json');
    if (q.countryCode === 'FR') return res.end(JSON.stringify({ valid: false, userError: 'MS_UNAVAILABLE' }));
    const valid = q.vatNumber === '136695976' || q.countryCode === 'XI';
    res.end(JSON.stringify({ valid, requestIdentifier: valid ? 'WAPIAAAAW1234567' : '' }));
  });
});
await new Promise<void>((r) => vies.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => vies.close(() => r())));

const t = await billingApp({ viesUrl: `http://127.0.0.1:${(vies.address() as AddressInfo).port}/check` });
// VIES out of reach: every EU VAT ID stays "unknown" (never "invalid").
const offline = await billingApp({ viesUrl: 'http://127.0.0.1:9/unreachable' });

const saveDetails = (app: typeof t, token: string, body: object) =>
  app.post<BillingDetails>(
    '/billing/details/save',
    { addressLine1: 'Street 1', city: 'Town', companyName: 'Co', ...body },
    { token },
  );

describe('VAT', () => {
  it('reverse-charges an EU business of another EU country with a valid VAT ID, and the invoice says so', async () => {
    const m = await billedMerchant(t, { details: DETAILS.deBusiness });
    const d = ok(await t.post<BillingDetails>('/billing/details', {}, { token: m.token }));
    expect(d).toMatchObject({
      vatScheme: 'EU',
      vatIdStatus: 'valid',
      vatConsultationNumber: 'WAPIAAAAW1234567',
      isBusiness: true,
    });
    expect(ok(await quote(t, m.token, 'monthly'))).toMatchObject({
      vatTreatment: 'reverseCharge',
      vatRate: '0',
      vatAmount: '0.00',
      total: '25.00',
      vatCountry: 'DE',
    });
    const { invoiceId } = ok(await changePlan(t, m.token, 'monthly'));
    // The merchant writes German? No: its language is English (registration), so the PDF is.
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/m/billing/invoice/pdf',
      headers: { token: m.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: invoiceId }),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain('Reverse charge');
    expect(text).toContain('DE136695976');
    expect(text).toContain('IE6388047V');
  });

  it('charges a UK consumer UK VAT, and an EU consumer their own country VAT', async () => {
    const uk = await billedMerchant(t, { details: DETAILS.ukConsumer });
    expect(ok(await quote(t, uk.token, 'monthly'))).toMatchObject({
      vatTreatment: 'standard',
      vatRate: '20',
      vatAmount: '5.00',
      total: '30.00',
      vatCountry: 'GB',
    });
    const fr = await billedMerchant(t, { details: DETAILS.frConsumer });
    expect(ok(await quote(t, fr.token, 'yearly'))).toMatchObject({
      vatRate: '20',
      vatAmount: '50.00',
      total: '300.00',
      vatCountry: 'FR',
    });
    // A business of the operator's own country pays its VAT (no reverse charge at home).
    const ie = await billedMerchant(t, {
      details: { companyName: 'Dublin Ltd', country: 'IE', addressLine1: 'a', city: 'Dublin', vatId: 'IE6388047V' },
    });
    expect(ok(await quote(t, ie.token, 'monthly'))).toMatchObject({
      vatTreatment: 'standard',
      vatRate: '23',
      vatAmount: '5.75',
    });
    // Outside the EU and the UK: none.
    const us = await billedMerchant(t, { details: DETAILS.usBusiness });
    expect(ok(await quote(t, us.token, 'monthly'))).toMatchObject({ vatTreatment: 'none', total: '25.00' });
  });

  it('keeps GB, XI and EU VAT IDs apart', async () => {
    const m = await merchant(t);
    const gb = ok(await saveDetails(t, m.token, { country: 'GB', vatId: 'GB980780684' }));
    // Great Britain's register is not VIES: unknown.
    expect(gb).toMatchObject({ vatScheme: 'GB', vatIdStatus: 'unknown', isBusiness: true });
    const xi = ok(await saveDetails(t, m.token, { country: 'GB', vatId: 'XI 980 7806 84' }));
    expect(xi).toMatchObject({ vatId: 'XI980780684', vatScheme: 'XI', vatIdStatus: 'valid' });
    // An XI number is a UK registration: UK VAT for these services, never EU reverse charge… (operator in the EU: UK reverse charge).
    expect(ok(await quote(t, m.token, 'monthly'))).toMatchObject({ vatTreatment: 'reverseCharge', vatCountry: 'GB' });
    // An XI or GB number for an address in the EU, an EU number for the UK, another country's number: 1001 on vatId.
    // "XI" is no country (Northern Ireland is GB), nor is "ZZ": 1001 on country.
    for (const [country, vatId] of [
      ['XI', ''],
      ['ZZ', ''],
      ['IE', 'XI980780684'],
      ['DE', 'GB980780684'],
      ['GB', 'DE136695976'],
      ['FR', 'DE136695976'],
      ['DE', 'DE12'],
      ['US', 'US12345678'],
    ]) {
      const r = await saveDetails(t, m.token, { country, vatId });
      expect(r.code, `${country} ${vatId}`).toBe(Err.PARAM);
      expect(JSON.stringify(r.data)).toContain(vatId ? 'vatId' : 'country');
    }
  });

  it('takes an unreachable or unavailable VIES as unknown, never as invalid; an invalid answer is invalid', async () => {
    const m = await merchant(offline);
    const d = ok(await saveDetails(offline, m.token, DETAILS.deBusiness));
    expect(d).toMatchObject({ vatIdStatus: 'unknown', vatConsultationNumber: null });
    // Unknown is not invalid: the reverse charge stands.
    expect(ok(await quote(offline, m.token, 'monthly')).vatTreatment).toBe('reverseCharge');
    const n = await merchant(t);
    expect(ok(await saveDetails(t, n.token, { country: 'FR', vatId: 'FR40303265045' })).vatIdStatus).toBe('unknown');
    const bad = ok(await saveDetails(t, n.token, { country: 'DE', vatId: 'DE100000008' }));
    expect(bad.vatIdStatus).toBe('invalid');
    // An invalid VAT ID: charged as a consumer of Germany.
    expect(ok(await quote(t, n.token, 'monthly'))).toMatchObject({ vatTreatment: 'standard', vatRate: '19' });
  });

  it('keeps rates as data with their date of effect', () => {
    expect(vatRateOn('FI', new Date('2024-08-31T12:00:00Z'))).toBe('24');
    expect(vatRateOn('FI', new Date('2024-09-01T00:00:00Z'))).toBe('25.5');
    expect(vatRateOn('SK', new Date('2024-12-31T23:59:59Z'))).toBe('20');
    expect(vatRateOn('SK', new Date('2025-01-01T00:00:00Z'))).toBe('23');
    expect(vatRateOn('US', new Date())).toBeNull();
    const buyer = { country: 'FI', isBusiness: false, vatScheme: null, vatIdStatus: 'none' as const };
    expect(decideVat(buyer, 'IE', new Date('2024-08-01T00:00:00Z')).rate).toBe('24');
  });

  it('writes the PDF in the merchant language, Chinese included', async () => {
    const m = await billedMerchant(t, { details: DETAILS.usBusiness });
    await t.db.update(tenants).set({ sysLanguageId: 1 }).where(eq(tenants.id, m.tenantId));
    const { invoiceId } = ok(await changePlan(t, m.token, 'monthly'));
    const row = ok(await t.post<ListResult<InvoiceRow>>('/billing/invoices', {}, { token: m.token })).list[0];
    expect(row.description).toContain('Pro (monthly)：');
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/m/billing/invoice/pdf',
      headers: { token: m.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: invoiceId }),
    });
    const text = (await pdfTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain('发票');
    expect(text).toContain('不属于欧盟或英国增值税征收范围');
  });
});
