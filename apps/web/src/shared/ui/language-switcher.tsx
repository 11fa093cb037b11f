import { GlobalOutlined } from '@ant-design/icons';
import { type Language, UI_LANGS, type UiLang } from '@tillbook/contract';
import { useTranslation } from 'react-i18next';
import { asUiLang, getChosenLanguageId, getLang } from '../i18n/lang';
import { useLanguageList } from '../i18n/language-list';
import { setLanguage } from '../i18n/set-language';

/** The interface language a listed language is shown in (the server says; the contract's fallback otherwise). */
const uiLangOf = (l: Language): UiLang => (UI_LANGS.includes(l.uiLang) ? l.uiLang : asUiLang(l.code));

/**
 * Picks the interface language from the server's language list; a language without a UI of its own (e.g.
 * Icelandic, Norwegian) shows English. A native select: light on the first page, and the phone's own picker.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const languages = useLanguageList();
  const lang = getLang();
  const chosenId = getChosenLanguageId();
  const current =
    languages.find((l) => l.sysLanguageId === chosenId && uiLangOf(l) === lang) ??
    languages.find((l) => l.code === lang);

  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, color: 'rgba(0, 0, 0, 0.65)' }}>
      <GlobalOutlined aria-hidden />
      <select
        aria-label={t('language.switch')}
        data-testid="language-switcher"
        value={current ? String(current.sysLanguageId) : ''}
        onChange={(event) => {
          const picked = languages.find((l) => String(l.sysLanguageId) === event.target.value);
          if (picked) void setLanguage(uiLangOf(picked), picked.sysLanguageId);
        }}
        style={{
          border: 0,
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          padding: '4px 2px',
          cursor: 'pointer',
          maxWidth: 160,
        }}
      >
        {current ? null : <option value="">{lang}</option>}
        {languages.map((l) => (
          <option key={l.sysLanguageId} value={String(l.sysLanguageId)} data-code={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
