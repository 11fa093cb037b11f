import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DeviceRow } from '@tillbook/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { DeviceForm } from './device-form';

// The form shapes the save body itself: on an edit the password is sent only when typed (and confirmed), the kind
// always comes from the page; an account taken (20074, a result code the client hands back) marks the field. A
// kitchen display's station (printer group) is saved after the device, only when it changed.

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

/** The grill's store has two printer groups; the grill cooks for "Hot" (7) unless told otherwise. */
const stations = [
  { id: 7, name: 'Hot' },
  { id: 8, name: 'Cold' },
];

function renderForm(
  device: DeviceRow | undefined,
  saveCode = 200,
  opts: { station?: number | null; stationCode?: number } = {},
) {
  const sent: Record<string, unknown>[] = [];
  const stationSaves: Record<string, unknown>[] = [];
  const stores = {
    allStores: true,
    stores: [
      { id: 10, name: 'High Street', kind: 'store' },
      { id: 11, name: 'Harbour', kind: 'store' },
    ],
    places: [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const path = String(url).replace(/^.*\/m\//, '/');
      let answer: { code: number; msg: string; data: unknown };
      if (path === '/device/save') {
        sent.push(body);
        answer = { code: saveCode, msg: 'taken', data: saveCode === 200 ? { ...grill, ...body } : null };
      } else if (path === '/kitchen/station/get') {
        answer = {
          code: 200,
          msg: 'ok',
          data: { printerGroupId: opts.station === undefined ? 7 : opts.station, stations },
        };
      } else if (path === '/kitchen/station/save') {
        stationSaves.push(body);
        const code = opts.stationCode ?? 200;
        answer = {
          code,
          msg: 'missing',
          data: code === 200 ? { printerGroupId: body.printerGroupId, stations } : null,
        };
      } else answer = { code: 200, msg: 'ok', data: stores };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeviceForm kind="kitchen" device={device} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { sent, stationSaves, onDone };
}

/** Opens an antd select by its test id and clicks the option with this label. */
async function choose(testId: string, label: string) {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('.ant-select-content, input') as Element);
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1]);
}

/** The station select once the device's groups are loaded (it shows the bound group's name). */
const stationShown = async (label: string) =>
  waitFor(() => expect(screen.getByTestId('device-form-station').textContent).toContain(label), { timeout: 5000 });

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

  it('shows the kitchen display’s station and saves another one after the device', async () => {
    const { sent, stationSaves, onDone } = renderForm(grill);
    await stationShown('Hot');
    await choose('device-form-station', 'Cold');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(sent).toHaveLength(1);
    expect(stationSaves).toEqual([{ deviceId: 5, printerGroupId: 8 }]);
  });

  it('saves "every line" as no station, and nothing when the station did not change', async () => {
    const first = renderForm(grill);
    await stationShown('Hot');
    await choose('device-form-station', 'Every line (no station)');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(first.onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(first.stationSaves).toEqual([{ deviceId: 5, printerGroupId: null }]);
    cleanup();

    const second = renderForm(grill);
    await stationShown('Hot');
    type('device-form-name', 'Fryer');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(second.onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(second.sent).toHaveLength(1);
    expect(second.stationSaves).toEqual([]);
  });

  it('moving the display to another store holds the station and unbinds the old store’s group', async () => {
    const { stationSaves, onDone } = renderForm(grill);
    await stationShown('Hot');
    await choose('device-form-store', 'Harbour');
    await screen.findByText('Save the move to the new store first, then choose one of its stations.');
    expect(
      screen.getByTestId('device-form-station').closest('.ant-select')?.className ??
        screen.getByTestId('device-form-station').className,
    ).toContain('disabled');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(stationSaves).toEqual([{ deviceId: 5, printerGroupId: null }]);
  });

  it('marks the station when its group has gone meanwhile (20037), and stays on the page', async () => {
    const { stationSaves, onDone } = renderForm(grill, 200, { stationCode: 20037 });
    await stationShown('Hot');
    await choose('device-form-station', 'Cold');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(stationSaves).toHaveLength(1), { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByTestId('device-form-station').closest('.ant-form-item')?.className).toContain(
        'ant-form-item-has-error',
      ),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('on a new kitchen display, offers the station once it is saved', async () => {
    const { sent, stationSaves, onDone } = renderForm(undefined);
    await screen.findByText('Choose the station once the kitchen display is saved.', {}, { timeout: 5000 });
    type('device-form-account', 'grill-screen-2');
    type('device-form-password', 'Fresh2024!');
    type('device-form-confirmPassword', 'Fresh2024!');
    await choose('device-form-store', 'High Street');
    fireEvent.click(screen.getByTestId('device-form-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5000 });
    expect(sent[0]).not.toHaveProperty('printerGroupId');
    expect(stationSaves).toEqual([]);
  });
});
