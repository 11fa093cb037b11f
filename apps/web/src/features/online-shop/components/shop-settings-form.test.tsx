import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { ShopSettingsForm } from './shop-settings-form';
import { fakeApi, harbourShop, renderWithQuery } from './test-support';

// The settings form shows the contract's rules on their fields before anything is sent: delivery or pickup, a way to
// pay, a default order type the shop offers, brackets without a repeated "up to", hours that close after they open.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const SAVE = '/online/shop/settings';

function setup() {
  const api = fakeApi({ [SAVE]: (body: Record<string, unknown>) => ({ ...harbourShop, ...body }) });
  renderWithQuery(<ShopSettingsForm shop={harbourShop} />);
  return api;
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('ShopSettingsForm', { timeout: 30_000 }, () => {
  it('asks for delivery or pickup and sends nothing without one', async () => {
    const api = setup();
    await screen.findByTestId('set-delivery');
    click('set-pickup');
    click('set-delivery');
    click('set-save');
    expect(await screen.findByText('Offer delivery, self pickup or both')).toBeTruthy();
    expect(api.bodiesTo(SAVE)).toHaveLength(0);
  });

  it('asks for a way to pay', async () => {
    const api = setup();
    await screen.findByTestId('set-payOnDelivery');
    click('set-payOnDelivery');
    click('set-payInStore');
    click('set-save');
    expect(await screen.findByText('Allow paying on delivery, in store or both')).toBeTruthy();
    expect(api.bodiesTo(SAVE)).toHaveLength(0);
  });

  it('refuses a default order type the shop does not offer', async () => {
    const api = setup();
    await screen.findByTestId('set-delivery');
    click('set-delivery');
    click('set-save');
    expect(await screen.findByText('The default must be delivery or pickup that the shop offers')).toBeTruthy();
    expect(api.bodiesTo(SAVE)).toHaveLength(0);
  });

  it('refuses two brackets with the same "up to"', async () => {
    const api = setup();
    await screen.findByTestId('set-bracket-add');
    click('set-bracket-add');
    type('set-bracket-1-upTo', '20');
    click('set-save');
    expect(await screen.findByText('Each “up to” value may appear only once')).toBeTruthy();
    expect(api.bodiesTo(SAVE)).toHaveLength(0);
  });

  it('refuses opening hours that close before they open', async () => {
    const api = setup();
    await screen.findByTestId('set-hours-0-close');
    type('set-hours-0-close', '08:00');
    click('set-save');
    expect(await screen.findByText('Closing time must be after opening time')).toBeTruthy();
    expect(api.bodiesTo(SAVE)).toHaveLength(0);
  });

  it('sends the settings as the contract takes them', async () => {
    const api = setup();
    await screen.findByTestId('set-bracket-add');
    click('set-bracket-add');
    type('set-bracket-1-upTo', '40');
    type('set-bracket-1-fee', '5');
    type('set-slotCap', '6');
    click('set-save');
    await waitFor(() => expect(api.bodiesTo(SAVE)).toHaveLength(1));
    expect(api.bodiesTo(SAVE)[0]).toMatchObject({
      id: 3,
      delivery: true,
      pickup: true,
      defaultOrderType: 'delivery',
      deliveryFees: [
        { upTo: '20.00', fee: '3.50', minOrder: '10.00' },
        { upTo: '40', fee: '5', minOrder: '0' },
      ],
      freeDeliveryAbove: null,
      openingHours: [{ weekday: 1, open: '09:00', close: '17:00' }],
      slotCap: 6,
    });
  });
});
