import { DEFAULT_LANG, UI_LANGS } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../shared/i18n/i18n';

// The default locale (zh_CN) defines the keys; every other language must have them all, filled in.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (value === null || typeof value !== 'object') return { [prefix]: String(value) };
  return Object.entries(value).reduce<Record<string, string>>(
    (acc, [key, v]) => Object.assign(acc, flatten(v, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

const byLang = (lang: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${lang}/`))
      .map(([path, content]) => [path.split('/')[2].replace('.json', ''), flatten(content)]),
  );

const reference = byLang(DEFAULT_LANG);
const namespaces = Object.keys(reference);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('the default language has the namespaces the shell loads', () => {
    expect(namespaces).toEqual(expect.arrayContaining([...NAMESPACES]));
  });

  for (const lang of UI_LANGS) {
    describe(lang, () => {
      const locale = byLang(lang);

      it('has every namespace of the default and no other', () => {
        expect(Object.keys(locale).sort()).toEqual([...namespaces].sort());
      });

      for (const ns of namespaces) {
        it(`${ns}: has every key of ${DEFAULT_LANG}, none extra, none empty, same placeholders`, () => {
          const keys = Object.keys(reference[ns]);
          const own = locale[ns] ?? {};
          expect(
            keys.filter((k) => !(k in own)),
            'missing keys',
          ).toEqual([]);
          expect(
            Object.keys(own).filter((k) => !(k in reference[ns])),
            'extra keys',
          ).toEqual([]);
          expect(
            keys.filter((k) => !own[k]?.trim()),
            'empty values',
          ).toEqual([]);
          expect(
            keys.filter((k) => placeholders(own[k] ?? '').join() !== placeholders(reference[ns][k]).join()),
          ).toEqual([]);
        });
      }

      if (lang !== 'en_GB') {
        it('is a real translation, not an English copy', () => {
          const english = byLang('en_GB');
          const all = namespaces.flatMap((ns) => Object.keys(reference[ns]).map((k) => [ns, k] as const));
          const same = all.filter(([ns, k]) => locale[ns][k] === english[ns][k]);
          // Brand names and words shared across languages (e.g. "Food trucks", "Banners") may match; most must not.
          expect(same.length / all.length).toBeLessThan(0.05);
        });
      }
    });
  }
});
