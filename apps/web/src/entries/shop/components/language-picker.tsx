// The shopper's language, picked in the page's header (the shop's pages and a table's menu).
import { LANGUAGES, UI_LANGS, type UiLang } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../shared/i18n/i18n';
import { bcp47 } from '../../../shared/i18n/lang';
import { keepShopLang, shopLang } from '../lang';

export function LanguagePicker() {
  const { t } = useTranslation('shop');
  const [lang, setLang] = useState<UiLang>(shopLang());
  const change = async (next: UiLang) => {
    keepShopLang(next);
    document.documentElement.lang = bcp47(next);
    await i18n.changeLanguage(next);
    setLang(next);
  };
  return (
    <select
      className="sf-lang"
      aria-label={t('language')}
      data-testid="shop-lang"
      value={lang}
      onChange={(e) => void change(e.target.value as UiLang)}
    >
      {UI_LANGS.map((l) => (
        <option key={l} value={l}>
          {LANGUAGES.find((x) => x.code === l)?.nativeName ?? l}
        </option>
      ))}
    </select>
  );
}
