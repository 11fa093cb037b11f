import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BillingDetails } from '@tillbook/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { DetailsForm, detailsBody, detailsValues } from './details-form';
import { fakeApi, refuse, renderWithQuery } from './test-support';

// Billing details: the body sent is trimmed, the VAT ID normalised and a VAT ID makes the buyer a business; the
// server's checks (1001 on `vatId`: wrong format, another country's register) show on the field; the saved VAT ID
// shows its register and the VIES answer, "unknown" never as invalid.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});
afterEach(() => vi.unstubAllGlobals());

const saved: BillingDetails = {
  companyName: 'Quay Foods GmbH',
  isBusiness: true,
  country: 'DE',
  addressLine1: 'Hafenstraße 1',
  addressLine2: '',
  city: 'Hamburg',
  postalCode: '20457',
  region: '',
  vatId: 'DE123456789',
  invoiceEmail: '',
  vatScheme: 'EU',
  vatIdStatus: 'unknown',
  vatConsultationNumber: null,
  vatCheckedAt: null,
};

describe('detailsBody', () => {
  it('trims, normalises the VAT ID and implies a business from it', () => {
    const body = detailsBody({
      ...detailsValues(null),
      companyName: '  Quay Foods ',
      country: 'DE',
      addressLine1: ' Hafenstraße 1 ',
      city: 'Hamburg ',
      vatId: ' de 123.456-789 ',
    });
    expect(body).toMatchObject({
      companyName: 'Quay Foods',
      addressLine1: 'Hafenstraße 1',
      city: 'Hamburg',
      vatId: 'DE123456789',
      isBusiness: true,
    });
    expect(detailsBody({ ...detailsValues(null), country: 'GB', addressLine1: 'a', city: 'b' }).isBusiness).toBe(false);
  });
});

describe('DetailsForm', { timeout: 30_000 }, () => {
  it('shows the saved VAT ID’s register and an unavailable VIES as not confirmed', async () => {
    fakeApi({});
    renderWithQuery(<DetailsForm details={saved} />);
    const status = await screen.findByTestId('billing-vat-status');
    expect(status.textContent).toContain('EU VAT (VIES)');
    expect(status.textContent).toContain('Not confirmed yet (service unavailable)');
    expect(status.textContent).not.toContain('Not valid');
  });

  it('asks for the address and city before sending', async () => {
    const api = fakeApi({});
    renderWithQuery(<DetailsForm details={null} />);
    fireEvent.click(await screen.findByTestId('billing-details-save'));
    // antd shows each field's message as its own check ends: wait for both, not for the first.
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(api.bodiesTo('/billing/details/save')).toHaveLength(0);
  });

  it('puts the server’s VAT ID refusal (1001) on the field', async () => {
    const api = fakeApi({
      '/billing/details/save': refuse(1001, {
        issues: [{ path: 'vatId', message: 'The VAT number belongs to another country’s register' }],
      }),
    });
    renderWithQuery(<DetailsForm details={{ ...saved, vatId: '', vatScheme: null, vatIdStatus: 'none' }} />);
    fireEvent.change(await screen.findByTestId('billing-details-vat-id'), { target: { value: 'fr12345678901' } });
    fireEvent.click(screen.getByTestId('billing-details-save'));
    await waitFor(() => expect(api.bodiesTo('/billing/details/save')).toHaveLength(1));
    expect(api.bodiesTo('/billing/details/save')[0]).toMatchObject({
      country: 'DE',
      vatId: 'FR12345678901',
      isBusiness: true,
    });
    const field = screen.getByTestId('billing-details-vat-id').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('The VAT number belongs to another country’s register')).toBeTruthy();
  });
});
