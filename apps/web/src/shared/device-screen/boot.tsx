import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from 'zod';
import { i18n, initI18n } from '../i18n/i18n';
import { bcp47, getLang } from '../i18n/lang';
import { type DeviceInfo, type ScreenKind, useDeviceInfo } from './device-session';
import { DeviceSignIn } from './sign-in-form';
import './device-screen.css';

/** The signed-in screen, or its sign-in: a session that ends (frozen device, new password) brings the sign-in back. */
export function DeviceScreenGate({ kind, Screen }: { kind: ScreenKind; Screen: ComponentType<{ info: DeviceInfo }> }) {
  const info = useDeviceInfo(kind);
  return info ? <Screen info={info} /> : <DeviceSignIn kind={kind} />;
}

/** Starts a device screen's page: its texts in the stored language first, then the gate. */
export async function startDeviceScreen(
  kind: ScreenKind,
  namespaces: string[],
  Screen: ComponentType<{ info: DeviceInfo }>,
): Promise<void> {
  // The Content-Security-Policy allows no eval (see src/zod-setup.ts).
  config({ jitless: true });
  const lang = getLang();
  document.documentElement.lang = bcp47(lang);
  await initI18n(lang);
  await i18n.loadNamespaces(['deviceScreen', ...namespaces]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <DeviceScreenGate kind={kind} Screen={Screen} />
    </StrictMode>,
  );
}
