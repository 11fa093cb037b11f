import { LIMITS } from '@tillbook/contract';
import { Drawer, Layout } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useDeviceClass } from '../../shared/hooks/use-device-class';
import { getLang } from '../../shared/i18n/lang';
import { useLoginInfo } from '../../shared/session/session';
import { startSupportWidget } from '../../shared/support/support-widget';
import { PageLoading } from '../../shared/ui/page-loading';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { useSidebarOpen } from './sidebar-state';
import { StaticStyles, THEME_VARS_CLASS } from './static-styles';

const COLLAPSED_WIDTH = 64;

/** The logged-in frame: sidebar (a drawer on phones), navbar, page. */
export default function AppLayout() {
  const device = useDeviceClass();
  const [open, setOpen] = useSidebarOpen(device);
  const info = useLoginInfo();
  const mobile = device === 'mobile';
  const { pathname } = useLocation();

  // On a phone the menu is a drawer over the page: any navigation closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, pathname is the trigger.
  useEffect(() => {
    if (mobile) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (info) startSupportWidget({ id: info.id, name: info.name, email: info.email }, getLang());
  }, [info]);

  return (
    <StaticStyles>
      <Layout className={THEME_VARS_CLASS} style={{ minHeight: '100vh' }} data-device={device}>
        {mobile ? (
          <Drawer
            open={open}
            placement="left"
            size={LIMITS.sidebarWidthPx}
            onClose={() => setOpen(false)}
            closable={false}
            styles={{ body: { padding: 0, background: '#13261a' } }}
          >
            <Sidebar collapsed={false} onNavigate={() => setOpen(false)} />
          </Drawer>
        ) : (
          <Layout.Sider
            width={LIMITS.sidebarWidthPx}
            collapsedWidth={COLLAPSED_WIDTH}
            collapsed={!open}
            trigger={null}
            style={{ position: 'sticky', top: 0, height: '100vh' }}
          >
            <Sidebar collapsed={!open} />
          </Layout.Sider>
        )}
        <Layout style={{ minWidth: 0 }}>
          <Navbar open={open} onToggle={() => setOpen(!open)} compact={mobile} />
          <Layout.Content style={{ margin: mobile ? 8 : 16, minWidth: 0 }}>
            <div style={{ background: '#fff', borderRadius: 8, padding: mobile ? 12 : 24, minHeight: 360 }}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </div>
          </Layout.Content>
        </Layout>
      </Layout>
    </StaticStyles>
  );
}
