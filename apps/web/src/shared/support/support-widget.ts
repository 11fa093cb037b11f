// §7: a third-party chat-support widget started with an identifier built from e-mail, name and id.
// Optional: it loads only when a deployment configures it (a Chatwoot-compatible SDK).

export interface SupportUser {
  id: number;
  name: string;
  email: string;
}

interface ChatSdk {
  run(options: { websiteToken: string; baseUrl: string }): void;
}
interface ChatApi {
  setUser(identifier: string, user: { email: string; name: string }): void;
  reset(): void;
}
declare global {
  interface Window {
    chatwootSDK?: ChatSdk;
    $chatwoot?: ChatApi;
    chatwootSettings?: Record<string, unknown>;
  }
}

export interface SupportConfig {
  baseUrl: string;
  token: string;
}

export function supportConfig(env: ImportMetaEnv = import.meta.env): SupportConfig | null {
  const baseUrl = env.VITE_SUPPORT_CHAT_BASE_URL?.trim();
  const token = env.VITE_SUPPORT_CHAT_TOKEN?.trim();
  return baseUrl && token ? { baseUrl: baseUrl.replace(/\/$/, ''), token } : null;
}

/** The identifier the widget knows a user by: e-mail, name and id together. */
export const supportIdentifier = (user: SupportUser): string => `${user.email}_${user.name}_${user.id}`;

let loading: Promise<void> | null = null;

function loadSdk(config: SupportConfig, lang: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    window.chatwootSettings = { locale: lang.split('_')[0], position: 'right' };
    const script = document.createElement('script');
    script.src = `${config.baseUrl}/packs/js/sdk.js`;
    script.async = true;
    script.onload = () => {
      window.chatwootSDK?.run({ websiteToken: config.token, baseUrl: config.baseUrl });
      resolve();
    };
    script.onerror = () => reject(new Error('support widget failed to load'));
    document.head.appendChild(script);
  });
  return loading;
}

/** Starts the widget for a user; does nothing (and returns false) when no widget is configured. */
export function startSupportWidget(user: SupportUser, lang: string, config = supportConfig()): boolean {
  if (!config) return false;
  const identify = () => window.$chatwoot?.setUser(supportIdentifier(user), { email: user.email, name: user.name });
  window.addEventListener('chatwoot:ready', identify, { once: true });
  loadSdk(config, lang).then(identify, () => {
    // Support is optional: a blocked or missing widget must not disturb the back office.
  });
  return true;
}

/** Forgets the user in the widget (on logout). */
export function stopSupportWidget(): void {
  window.$chatwoot?.reset();
}
