import type { UiLang } from '@tillbook/contract';
import type { ThemeConfig } from 'antd';

/** §9: the primary colour is green. A deep green keeps white button text readable (WCAG AA). */
export const PRIMARY_GREEN = '#389e0d';
const SIDEBAR_BG = '#13261a';

/** §9: button text is 10 px in English, French, Portuguese and Spanish, 16 px in the other languages. */
const SMALL_BUTTON_TEXT: readonly UiLang[] = ['en_GB', 'fr_FR', 'pt_PT', 'es_ES'];
export const buttonFontSize = (lang: UiLang): number => (SMALL_BUTTON_TEXT.includes(lang) ? 10 : 16);

/** A user who asks the system for less motion gets none: dialogs, menus and drawers appear without animating. */
const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

function buildTheme(lang: UiLang): ThemeConfig {
  const buttonText = buttonFontSize(lang);
  return {
    token: {
      colorPrimary: PRIMARY_GREEN,
      colorInfo: PRIMARY_GREEN,
      colorLink: PRIMARY_GREEN,
      borderRadius: 6,
      motion: !reducedMotion(),
    },
    components: {
      Button: { contentFontSize: buttonText, contentFontSizeSM: buttonText, contentFontSizeLG: buttonText },
      Layout: { siderBg: SIDEBAR_BG, headerBg: '#ffffff', headerPadding: '0 12px', headerHeight: 56 },
      Menu: {
        darkItemBg: SIDEBAR_BG,
        darkSubMenuItemBg: '#0d1c13',
        darkPopupBg: SIDEBAR_BG,
        darkItemSelectedBg: PRIMARY_GREEN,
      },
    },
  };
}

// One object per language, so that the provider's theme only changes when the language does.
const THEMES = new Map<UiLang, ThemeConfig>();

/** The antd theme for the interface language. */
export function themeFor(lang: UiLang): ThemeConfig {
  let theme = THEMES.get(lang);
  if (!theme) {
    theme = buildTheme(lang);
    THEMES.set(lang, theme);
  }
  return theme;
}
