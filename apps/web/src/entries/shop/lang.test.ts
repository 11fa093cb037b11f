import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLang, keepShopLang, SHOP_LANG_KEY, shopLang } from './lang';

describe('the shopper’s language', () => {
  beforeEach(() => localStorage.clear());

  it('takes the first of the browser’s languages the shop speaks, English otherwise', () => {
    expect(browserLang(['de-DE', 'fr-CA', 'en'])).toBe('fr_FR');
    expect(browserLang(['zh-TW'])).toBe('zh_TW');
    expect(browserLang(['zh-Hant-HK'])).toBe('zh_TW');
    expect(browserLang(['zh'])).toBe('zh_CN');
    expect(browserLang(['pt-BR'])).toBe('pt_PT');
    expect(browserLang(['es_ES'])).toBe('es_ES');
    expect(browserLang(['de', 'ja'])).toBe('en_GB');
    expect(browserLang([])).toBe('en_GB');
  });

  it('keeps the shopper’s pick over the browser’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    expect(shopLang()).toBe('es_ES');
    keepShopLang('pt_PT');
    expect(localStorage.getItem(SHOP_LANG_KEY)).toBe('pt_PT');
    expect(shopLang()).toBe('pt_PT');
    localStorage.setItem(SHOP_LANG_KEY, 'xx');
    expect(shopLang()).toBe('es_ES');
    vi.restoreAllMocks();
  });
});
