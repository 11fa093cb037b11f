import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGUAGES, toUiLang, UI_LANGS } from '../src/languages';

describe('languages', () => {
  it('keeps the six interface languages as ids 1–6', () => {
    expect(LANGUAGES.slice(0, 6).map((l) => [l.sysLanguageId, l.code, l.uiLang])).toEqual(
      UI_LANGS.map((code, i) => [i + 1, code, code]),
    );
    expect(DEFAULT_LANG).toBe('zh_CN');
  });

  it('has unique ids and codes, each shown in an interface language', () => {
    expect(new Set(LANGUAGES.map((l) => l.sysLanguageId)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((l) => l.code.toLowerCase())).size).toBe(LANGUAGES.length);
    for (const l of LANGUAGES) {
      expect(l.code).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(l.nativeName.length).toBeGreaterThan(0);
      expect(UI_LANGS).toContain(l.uiLang);
    }
  });

  it('offers every language of §1', () => {
    const bases = new Set(LANGUAGES.map((l) => l.code.slice(0, 2)));
    for (const b of 'ar bg ca cs de el en es et fa fi fr it ja ko nl pl sk sr sl sv th tr ru uk vi zh is nb'.split(' '))
      expect(bases.has(b), b).toBe(true);
  });

  it('maps codes and ids to an interface language', () => {
    expect(toUiLang('is')).toBe('en_GB');
    expect(toUiLang('is_IS')).toBe('en_GB');
    expect(toUiLang('no')).toBe('en_GB');
    expect(toUiLang('nb')).toBe('en_GB');
    expect(toUiLang('nn')).toBe('en_GB');
    expect(toUiLang('nb_NO')).toBe('en_GB');
    expect(toUiLang('en-US')).toBe('en_GB');
    expect(toUiLang('de_DE')).toBe('en_GB');
    expect(toUiLang('ja')).toBe('en_GB');
    expect(toUiLang('zh-HK')).toBe('zh_TW');
    expect(toUiLang('zh-Hant-TW')).toBe('zh_TW');
    expect(toUiLang('zh')).toBe('zh_CN');
    expect(toUiLang('zh-SG')).toBe('zh_CN');
    expect(toUiLang('es-MX')).toBe('es_ES');
    expect(toUiLang('fr-CA')).toBe('fr_FR');
    expect(toUiLang('pt-BR')).toBe('pt_PT');
    expect(toUiLang('FR_fr')).toBe('fr_FR');
    expect(toUiLang('klingon')).toBe('en_GB');
    expect(toUiLang(undefined)).toBe('zh_CN');
    expect(toUiLang(null)).toBe('zh_CN');
    expect(toUiLang('')).toBe('zh_CN');
    expect(toUiLang(2)).toBe('zh_TW');
    expect(toUiLang(6)).toBe('pt_PT');
    expect(toUiLang('5')).toBe('fr_FR');
    expect(toUiLang(11)).toBe('en_GB');
    expect(toUiLang(999)).toBe('en_GB');
  });
});
