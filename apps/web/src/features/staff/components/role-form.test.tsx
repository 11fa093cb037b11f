import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  ALL_MENU_CODES,
  APP_PERMISSIONS,
  type MyPermissions,
  RoleAppPermissions,
  type RoleRow,
  UNLIMITED_DISCOUNT,
} from '@tillbook/contract';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { RoleForm } from './role-form';

// Nobody but the owner grants what they do not hold (§6): the form offers only the caller's own menu codes and app
// permissions, and discount limits up to the caller's. The server is the real guard (20041).

const limit = (maxAmount: string | null, maxPercent: string | null) => ({ maxAmount, maxPercent });

/** A caller holding staff and time cards (5, 6); in the POS app sale and product discounts up to 5.00 or 10 %. */
const clerk: MyPermissions = {
  isBoss: false,
  menuCodes: [5, 6],
  storeIds: [10],
  appPermissions: RoleAppPermissions.parse({
    sale: true,
    productDiscount: true,
    discountLimits: { productDiscount: limit('5', '10') },
  }),
  reportingApp: { productDiscount: limit('5', '10') },
};

const owner: MyPermissions = {
  isBoss: true,
  menuCodes: [...ALL_MENU_CODES],
  storeIds: 'all',
  appPermissions: {
    ...RoleAppPermissions.parse(Object.fromEntries(APP_PERMISSIONS.map((p) => [p, true]))),
    discountLimits: { productDiscount: UNLIMITED_DISCOUNT, discountAtCharge: UNLIMITED_DISCOUNT },
  },
  reportingApp: { productDiscount: UNLIMITED_DISCOUNT },
};

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

function renderForm(mine: MyPermissions, role?: RoleRow) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: role ?? {} }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RoleForm role={role} mine={mine} onDone={onDone} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, onDone };
}

/** The input a test id names: the element itself, or the one inside it (antd puts ids on either). */
function inputOf(testId: string): HTMLInputElement {
  const el = screen.getByTestId(testId);
  return (el instanceof HTMLInputElement ? el : el.querySelector('input')) as HTMLInputElement;
}

const type = (testId: string, value: string) => fireEvent.change(inputOf(testId), { target: { value } });

describe('RoleForm', { timeout: 30_000 }, () => {
  it('offers only what the caller holds and keeps limits within theirs', async () => {
    const { sent, onDone } = renderForm(clerk);
    await screen.findByTestId('role-form-name', {}, { timeout: 5000 });
    expect(screen.getByTestId('role-form-notice').textContent).toContain(
      'You can grant only the permissions and discount limits your own role holds.',
    );
    expect(inputOf('role-menu-1').disabled).toBe(true);
    expect(inputOf('role-menu-5').disabled).toBe(false);
    expect(inputOf('role-menu-6').disabled).toBe(false);
    expect(inputOf('role-app-refund').disabled).toBe(true);
    expect(inputOf('role-app-sale').disabled).toBe(false);
    // "Select all" ticks only what the caller holds.
    fireEvent.click(inputOf('role-app-all'));
    await waitFor(() => expect(inputOf('role-app-sale').checked).toBe(true));
    expect(inputOf('role-app-refund').checked).toBe(false);

    type('role-form-name', 'Till');
    type('role-reporting-max-percent', '');
    fireEvent.click(screen.getByTestId('role-form-save'));
    expect(await screen.findByText('Your own role allows at most 10')).toBeTruthy();
    type('role-reporting-max-percent', '10.5');
    fireEvent.click(screen.getByTestId('role-form-save'));
    expect(await screen.findByText('Your own role allows at most 10')).toBeTruthy();
    expect(sent).toHaveLength(0);

    type('role-reporting-max-percent', '7.5');
    fireEvent.click(screen.getByTestId('role-form-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(sent[0]).toMatchObject({
      name: 'Till',
      reportingApp: { productDiscount: { maxPercent: '7.5' } },
      appPermissions: { sale: true, productDiscount: true, refund: false },
    });
  });

  it('shows a role the caller may not change read-only', async () => {
    const role: RoleRow = {
      id: 4,
      name: 'Manager',
      isBoss: false,
      menuCodes: [1, 5],
      appPermissions: RoleAppPermissions.parse({ refund: true }),
      reportingApp: { productDiscount: limit('0', '0') },
      staffCount: 1,
      canEdit: false,
      createdAt: '2024-05-01T00:00:00.000Z',
    };
    renderForm(clerk, role);
    await screen.findByTestId('role-form-name', {}, { timeout: 5000 });
    expect(screen.getByTestId('role-form-notice').textContent).toContain('You can only view this role');
    expect(inputOf('role-menu-5').disabled).toBe(true);
    expect(screen.queryByTestId('role-form-save')).toBeNull();
  });

  it('leaves everything open to the owner', async () => {
    renderForm(owner);
    await screen.findByTestId('role-form-name', {}, { timeout: 5000 });
    expect(screen.queryByTestId('role-form-notice')).toBeNull();
    expect(inputOf('role-menu-1').disabled).toBe(false);
    expect(inputOf('role-app-refund').disabled).toBe(false);
    expect(inputOf('role-reporting-max-percent').placeholder).toBe('No limit');
  });
});
