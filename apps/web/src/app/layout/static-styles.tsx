// antd's style sheet, written when antd was built: the back office draws with it instead of working each
// component's styles out while it draws (about a quarter of a cold page's drawing time went there). Only the
// signed-in frame loads it (a large sheet): the login page keeps antd's runtime styles and stays light.
import 'antd/dist/antd.css';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

/**
 * The class holding the theme's CSS variables (the colours, sizes and component settings of shared/ui/theme.ts,
 * still worked out while drawing). antd puts it on each component; the frame's root carries it too, so that what
 * the sheet styles outside a component (a plain link) finds the theme's values.
 */
export const THEME_VARS_CLASS = 'tb-theme-vars';

// Inherits the app's theme (colours, button text size, reduced motion); only how the styles are made changes.
const STATIC_THEME: ThemeConfig = { zeroRuntime: true, cssVar: { key: THEME_VARS_CLASS } };

/** The signed-in pages' antd styles: the static sheet above. Wraps the frame (app-layout.tsx). */
export function StaticStyles({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={STATIC_THEME}>{children}</ConfigProvider>;
}
