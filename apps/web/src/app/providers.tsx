import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client';
import { useAntdLocale } from '../shared/i18n/third-party-locales';
import { theme } from '../shared/ui/theme';

export function Providers({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={theme}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
