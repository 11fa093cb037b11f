/** Helpers shared by the data generators (run with `npx tsx`). */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The six interface languages and the ICU locale each one's names are taken from. */
export const ICU_LOCALES = {
  zh_CN: 'zh-Hans-CN',
  zh_TW: 'zh-Hant-TW',
  en_GB: 'en-GB',
  es_ES: 'es-ES',
  fr_FR: 'fr-FR',
  pt_PT: 'pt-PT',
} as const;
export type IcuLang = keyof typeof ICU_LOCALES;
export const ICU_LANGS = Object.keys(ICU_LOCALES) as IcuLang[];

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A TypeScript single-quoted string literal. */
export function str(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Upper-cases the first letter (list entries read as titles: "Dólar estadounidense"). */
export function capitalise(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** Writes a generated source file and formats it with the repository's Biome settings. */
export function writeSource(relPath: string, text: string): void {
  const file = resolve(packageDir, relPath);
  writeFileSync(file, text);
  const biome = resolve(packageDir, '../../node_modules/.bin/biome');
  execFileSync(biome, ['format', '--write', file], { stdio: 'inherit' });
}
