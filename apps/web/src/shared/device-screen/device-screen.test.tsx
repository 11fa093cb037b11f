import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { storeLang } from '../i18n/lang';
import { DeviceScreenGate } from './boot';
import { DeviceApiError, devicePost } from './device-api';
import { deviceInfo, deviceToken, saveDeviceSession } from './device-session';

// The gate shows the sign-in until a device of the screen's kind signs in, and again once a call says the session is
// gone (the device was frozen or its password changed: 234 and the like).

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
  await i18n.loadNamespaces(['deviceScreen']);
});

const answer = (code: number, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg: String(code), data }), { headers: { 'content-type': 'application/json' } });

const Screen = ({ info }: { info: { storeName: string } }) => <p data-testid="screen">{info.storeName}</p>;

function signIn(account: string, password: string) {
  fireEvent.change(screen.getByTestId('device-account'), { target: { value: account } });
  fireEvent.change(screen.getByTestId('device-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('device-signin-submit'));
}

describe('device screen sign-in', { timeout: 30_000 }, () => {
  it('signs a kitchen display in and shows its screen; the token goes with its calls', async () => {
    const sent: { url: string; token: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        sent.push({ url, token: headers.token ?? null, body: JSON.parse(String(init.body)) });
        return String(url).endsWith('/device/login')
          ? answer(200, { token: 'tok-1', deviceId: 3, kind: 'kitchen', storeId: 9, storeName: 'High Street' })
          : answer(200, { ok: true });
      }),
    );
    render(<DeviceScreenGate kind="kitchen" Screen={Screen} />);
    fireEvent.click(screen.getByTestId('device-signin-submit'));
    expect(screen.getByTestId('device-signin-error').textContent).toBe('Enter the account and the password');
    signIn('grill-screen', 'Secret123!');
    expect((await screen.findByTestId('screen')).textContent).toBe('High Street');
    expect(sent[0]).toMatchObject({ url: '/m/device/login', token: null, body: { account: 'grill-screen' } });
    await devicePost('kitchen', '/device/kitchen/board', {});
    expect(sent[1]).toMatchObject({ url: '/m/device/kitchen/board', token: 'tok-1' });
  });

  it('refuses an account of another kind of device, and keeps no session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { token: 't', deviceId: 3, kind: 'customer', storeId: 9, storeName: 'X' })),
    );
    render(<DeviceScreenGate kind="kitchen" Screen={Screen} />);
    signIn('front-display', 'Secret123!');
    expect((await screen.findByTestId('device-signin-error')).textContent).toBe(
      'This account is not a kitchen display',
    );
    expect(deviceToken('kitchen')).toBeNull();
  });

  it('goes back to the sign-in when the server says the session is gone (frozen device, new password)', async () => {
    saveDeviceSession('customer', { token: 'tok-2', deviceId: 4, kind: 'customer', storeId: 9, storeName: 'Quay' });
    render(<DeviceScreenGate kind="customer" Screen={Screen} />);
    expect(screen.getByTestId('screen').textContent).toBe('Quay');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(234)),
    );
    const err = await devicePost('customer', '/device/display/cart', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeviceApiError);
    expect((err as DeviceApiError).signedOut).toBe(true);
    expect(await screen.findByTestId('device-signin')).toBeTruthy();
    expect(deviceInfo('customer')).toBeNull();
  });

  it('keeps the session through an ordinary refusal', async () => {
    saveDeviceSession('kitchen', { token: 'tok-3', deviceId: 5, kind: 'kitchen', storeId: 9, storeName: 'Pier' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(1019)),
    );
    const err = (await devicePost('kitchen', '/device/kitchen/recall', {}).catch((e: unknown) => e)) as DeviceApiError;
    expect(err.code).toBe(1019);
    expect(err.signedOut).toBe(false);
    expect(err.message).toMatch(/^\[1019\]:/);
    expect(deviceToken('kitchen')).toBe('tok-3');
  });
});
