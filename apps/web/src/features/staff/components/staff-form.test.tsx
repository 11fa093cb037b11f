import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StaffOptions, StaffRow } from '@tillbook/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { StaffForm } from './staff-form';

// The form shapes the save body itself: an empty phone is no phone, the password only on creation, the PIN and
// the status only when changed (a status change asks first: it ends the staff member's sessions).

const options: StaffOptions = {
  roles: [
    { id: 1, name: 'boss', isBoss: true, assignable: false },
    { id: 2, name: 'Cashier', isBoss: false, assignable: true },
    // Grants more than the caller's own role: not theirs to give (§6).
    { id: 3, name: 'Manager', isBoss: false, assignable: false },
  ],
  stores: [
    { id: 10, name: 'High Street', kind: 'store' },
    { id: 11, name: 'Harbour', kind: 'store' },
  ],
};

const ana: StaffRow = {
  id: 7,
  name: 'Ana',
  areaCode: '',
  phone: '',
  email: 'ana@example.test',
  account: null,
  roleId: 2,
  roleName: 'Cashier',
  isBoss: false,
  available: true,
  allStores: false,
  stores: [{ id: 11, name: 'Harbour' }],
  status: 'normal',
  hasPin: true,
  createdAt: '2024-05-01T00:00:00.000Z',
  isSelf: false,
  canEdit: true,
  canDelete: true,
};

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

function renderForm(staff?: StaffRow) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      sent.push(body);
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { ...ana, ...body } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <StaffForm staff={staff} options={options} canBindAll onDone={onDone} />
    </QueryClientProvider>,
  );
  return { sent, onDone };
}

/** The input a test id names: the element itself, or the one inside it (antd puts ids on either). */
function inputOf(testId: string): HTMLInputElement {
  const el = screen.getByTestId(testId);
  return (el instanceof HTMLInputElement ? el : el.querySelector('input')) as HTMLInputElement;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('StaffForm', { timeout: 30_000 }, () => {
  it('creates a staff member without a phone, in every store, with a password', async () => {
    const { sent, onDone } = renderForm();
    await screen.findByTestId('staff-form-name', {}, { timeout: 5000 });
    type('staff-form-name', 'Bea');
    type('staff-form-email', 'bea@example.test');
    fireEvent.mouseDown(screen.getByTestId('staff-form-role').querySelector('.ant-select-content, input') as Element);
    fireEvent.click(await screen.findByTitle('Cashier'));
    type('staff-form-password', 'Shift2024!');
    await waitFor(() => expect(screen.getByTestId('staff-form-password-rules-length').dataset.ok).toBe('true'));
    fireEvent.click(screen.getByTestId('staff-form-save'));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false), { timeout: 5000 });
    expect(sent[0]).toMatchObject({
      name: 'Bea',
      email: 'bea@example.test',
      areaCode: '',
      phone: '',
      roleId: 2,
      allStores: true,
      storeIds: [],
      password: 'Shift2024!',
      status: 'normal',
    });
    expect(sent[0]).not.toHaveProperty('pin');
  });

  it('on an edit, removes the PIN and changes the status after a confirmation, without a password', async () => {
    const { sent, onDone } = renderForm(ana);
    await screen.findByTestId('staff-form-name', {}, { timeout: 5000 });
    expect(screen.queryByTestId('staff-form-password')).toBeNull();
    fireEvent.click(screen.getByTestId('staff-form-pin-remove'));
    fireEvent.mouseDown(screen.getByTestId('staff-form-status').querySelector('.ant-select-content, input') as Element);
    fireEvent.click(await screen.findByTitle('Frozen'));
    fireEvent.click(screen.getByTestId('staff-form-save'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ id: 7, pin: null, status: 'frozen', allStores: false, storeIds: [11] });
    expect(sent[0]).not.toHaveProperty('password');
  });

  it('offers only the roles the caller may give', async () => {
    renderForm();
    await screen.findByTestId('staff-form-name', {}, { timeout: 5000 });
    expect(screen.getByText('Roles granting permissions you do not hold cannot be given.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId('staff-form-role').querySelector('.ant-select-content, input') as Element);
    const option = (title: string) => screen.findByTitle(title).then((el) => el.closest('.ant-select-item'));
    expect((await option('Manager'))?.className).toContain('ant-select-item-option-disabled');
    expect((await option('Cashier'))?.className).not.toContain('ant-select-item-option-disabled');
  });

  it('names the owner’s role "Owner", not by its stored name', async () => {
    renderForm();
    await screen.findByTestId('staff-form-name', {}, { timeout: 5000 });
    fireEvent.mouseDown(screen.getByTestId('staff-form-role').querySelector('.ant-select-content, input') as Element);
    expect(await screen.findByTitle('Owner')).toBeTruthy();
    expect(screen.queryByTitle('boss (Owner)')).toBeNull();
    expect(screen.queryByTitle('boss')).toBeNull();
  });

  it('on the caller’s own record, keeps the role and stores as they are', async () => {
    const { sent, onDone } = renderForm({ ...ana, isSelf: true });
    await screen.findByTestId('staff-form-name', {}, { timeout: 5000 });
    expect(screen.getAllByText('Only the owner can change your own role and stores.')).toHaveLength(2);
    const roleSelect = screen.getByTestId('staff-form-role');
    expect(roleSelect.closest('.ant-select')?.className ?? roleSelect.className).toContain('ant-select-disabled');
    expect(inputOf('staff-form-some-stores').disabled).toBe(true);
    expect(inputOf('staff-form-store-10').disabled).toBe(true);
    type('staff-form-name', 'Ana B');
    fireEvent.click(screen.getByTestId('staff-form-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ id: 7, name: 'Ana B', roleId: 2, allStores: false, storeIds: [11] });
  });
});
