import { LANGUAGES, UI_LANGS, type UiLang } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { bcp47, getLang, storeLang } from '../i18n/lang';

const names = Object.fromEntries(
  UI_LANGS.map((lang) => [lang, LANGUAGES.find((l) => l.uiLang === lang && l.code === lang)?.nativeName ?? lang]),
) as Record<UiLang, string>;

/** Switches a device screen's language (kept in browser storage, §1). */
export async function switchScreenLanguage(lang: UiLang, i18n: { changeLanguage: (l: string) => Promise<unknown> }) {
  storeLang(lang);
  document.documentElement.lang = bcp47(lang);
  await i18n.changeLanguage(lang);
}

/** The six interface languages as a native select (light, and the device's own picker). */
export function ScreenLanguage() {
  const { t, i18n } = useTranslation('deviceScreen');
  return (
    <label className="ds-language">
      <span>{t('language')}</span>
      <select
        data-testid="device-language"
        value={getLang()}
        onChange={(e) => void switchScreenLanguage(e.target.value as UiLang, i18n)}
      >
        {UI_LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {names[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
