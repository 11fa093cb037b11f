import { LIMITS } from '@tillbook/contract';
import { ConfigProvider, message } from 'antd';
import { getLang } from '../i18n/lang';
import { getAntdLocale } from '../i18n/third-party-locales';
import { themeFor } from './theme';

// antd's static message API renders outside the React tree: give it the app's theme (green) and locale.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={themeFor(getLang())} locale={getAntdLocale()}>
      {children}
    </ConfigProvider>
  ),
});
message.config({ maxCount: 4, duration: LIMITS.toastMs / 1000 });

export type ToastType = 'success' | 'warning' | 'error' | 'info';

/** The same toast again (e.g. a save refused twice in a row) replaces the one on screen instead of stacking. */
export function showToast(type: ToastType, text: string): void {
  void message.open({
    key: `${type}:${text}`,
    type,
    duration: LIMITS.toastMs / 1000,
    content: <span data-testid={`toast-${type}`}>{text}</span>,
  });
}

export function closeToasts(): void {
  message.destroy();
}
