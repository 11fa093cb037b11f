import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DeviceRow } from '@tillbook/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { DeviceForm } from './device-form';

// The form shapes the save body itself: on an edit the password is sent only when typed (and confirmed), the kind
// always comes from the page; an account taken (20074, a result code the client hands back) marks the field.

const grill: DeviceRow = {
  id: 5,
  kind: 'kitchen',
  name: 'Grill',
  account: 'grill-screen',
  available: true,
  storeId: 10,
  storeName: 'High Street',
  status: 'normal',
  lastSeenAt: null,
  createdAt: '2024-05-01T00:00:00.000Z',
};

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

function renderForm(device: DeviceRow | undefined, saveCode = 200) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const stores = { allStores: true, stores: [{ id: 10, name: 'High Street', kind: 'store' }], places: [] };
      const isSave = String(url).endsWith('/device/save');
      if (isSave) sent.push(body);
      const answer = isSave
        ? { code: saveCode, msg: 'taken', data: saveCode === 200 ? { ...grill, ...body } : null }
        : { code: 200, msg: 'ok', data: stores };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeviceForm kind="kitchen" device={device} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { sent, onDone };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('DeviceForm', { timeout: 30_000 }, () => {
  it('on an edit, keeps the password when left empty', async () => {
    const { sent, onDone } = renderForm(grill);
    await screen.findByTestId('device-form-name', {}, { timeout: 5000 });
    type('device-form-name', 'Fryer');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ id: 5, kind: 'kitchen', name: 'Fryer', account: 'grill-screen', storeId: 10 });
    expect(sent[0]).not.toHaveProperty('password');
  });

  it('on an edit, sends a new password only once it is confirmed', async () => {
    const { sent, onDone } = renderForm(grill);
    await screen.findByTestId('device-form-password', {}, { timeout: 5000 });
    type('device-form-password', 'Fresh2024!');
    fireEvent.click(screen.getByTestId('device-form-save'));
    expect(await screen.findByText('Enter the password again')).toBeTruthy();
    expect(sent).toHaveLength(0);
    type('device-form-confirmPassword', 'Fresh2024!');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ id: 5, password: 'Fresh2024!' });
  });

  it('marks the account field when the account is taken (20074)', async () => {
    const { sent, onDone } = renderForm(grill, 20074);
    await screen.findByTestId('device-form-account', {}, { timeout: 5000 });
    type('device-form-account', 'someone-elses');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(await screen.findByText('This account name is already taken. Please choose another.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
