import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../shared/api/query-client';
import { asUiLang } from '../shared/i18n/lang';
import { useAntdLocale } from '../shared/i18n/third-party-locales';
import { themeFor } from '../shared/ui/theme';

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  // Re-rendered when the language changes: the theme follows it (§9 button text size).
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={themeFor(asUiLang(i18n.language))}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
