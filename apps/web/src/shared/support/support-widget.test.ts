import { afterEach, describe, expect, it } from 'vitest';
import { startSupportWidget, supportConfig, supportIdentifier } from './support-widget';

const user = { id: 42, name: 'Ana Lima', email: 'ana@example.com' };

afterEach(() => {
  for (const s of document.head.querySelectorAll('script')) s.remove();
});

describe('chat-support widget (§7)', () => {
  it('is off unless configured', () => {
    expect(supportConfig({} as ImportMetaEnv)).toBeNull();
    expect(supportConfig({ VITE_SUPPORT_CHAT_BASE_URL: 'https://chat.example.com' } as ImportMetaEnv)).toBeNull();
    expect(startSupportWidget(user, 'en_GB', null)).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('identifies the user by e-mail, name and id', () => {
    expect(supportIdentifier(user)).toBe('ana@example.com_Ana Lima_42');
  });

  it('loads the configured widget', () => {
    const config = supportConfig({
      VITE_SUPPORT_CHAT_BASE_URL: 'https://chat.example.com/',
      VITE_SUPPORT_CHAT_TOKEN: 'abc',
    } as ImportMetaEnv);
    expect(config).toEqual({ baseUrl: 'https://chat.example.com', token: 'abc' });
    expect(startSupportWidget(user, 'pt_PT', config)).toBe(true);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('https://chat.example.com/packs/js/sdk.js');
  });
});
