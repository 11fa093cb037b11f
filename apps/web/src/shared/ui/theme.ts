import type { ThemeConfig } from 'antd';

/** §9: the primary colour is green. A deep green keeps white button text readable (WCAG AA). */
export const PRIMARY_GREEN = '#389e0d';
const SIDEBAR_BG = '#13261a';

export const theme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_GREEN, colorInfo: PRIMARY_GREEN, colorLink: PRIMARY_GREEN, borderRadius: 6 },
  components: {
    Layout: { siderBg: SIDEBAR_BG, headerBg: '#ffffff', headerPadding: '0 12px', headerHeight: 56 },
    Menu: {
      darkItemBg: SIDEBAR_BG,
      darkSubMenuItemBg: '#0d1c13',
      darkPopupBg: SIDEBAR_BG,
      darkItemSelectedBg: PRIMARY_GREEN,
    },
  },
};
