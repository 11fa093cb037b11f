import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { usePageTitleOf } from '../../shared/ui/page-title';
import { breadcrumbFor } from './menu-model';

/**
 * §2 navbar: sidebar toggle and breadcrumb. The last crumb is the page's own title when the page tells one (an
 * add/edit page names itself by what it does), else the route table's name of the page.
 */
export function Navbar({ open, onToggle, compact }: { open: boolean; onToggle: () => void; compact: boolean }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const ownTitle = usePageTitleOf(pathname);
  const crumbs = breadcrumbFor(pathname);
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        borderBottom: '1px solid #f0f0f0',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Button
        type="text"
        onClick={onToggle}
        icon={open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={t(open ? 'common:sidebarClose' : 'common:sidebarOpen')}
        aria-expanded={open}
        data-testid="sidebar-toggle"
      />
      <Breadcrumb
        data-testid="breadcrumb"
        style={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden' }}
        items={(compact ? crumbs.slice(-1) : crumbs).map((c, i, shown) => {
          const name = i === shown.length - 1 && !c.path && ownTitle ? ownTitle : t(c.titleKey);
          return { title: c.path ? <Link to={c.path}>{name}</Link> : name };
        })}
      />
      <LanguageSwitcher />
    </Layout.Header>
  );
}
