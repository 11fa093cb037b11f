import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { asUiLang } from '../shared/i18n/lang';
import { useAntdLocale } from '../shared/i18n/third-party-locales';
import { themeFor } from '../shared/ui/theme';

/** The providers of every page, the login page included. The query cache comes with the other pages (app-services). */
export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  // Re-rendered when the language changes: the theme follows it (§9 button text size).
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={locale} theme={themeFor(asUiLang(i18n.language))}>
      {children}
    </ConfigProvider>
  );
}
