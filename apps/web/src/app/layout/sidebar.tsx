import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { permissionsOf, useLoginInfo } from '../../shared/session/session';
import { buildMenu, type MenuNode, menuKeyFor, openKeysFor } from './menu-model';
import { SECTION_ICONS } from './section-icons';
import { UserPanel } from './user-panel';

type Item = Required<MenuProps>['items'][number];

/** The sidebar: user panel and the menu built from the user's permission codes (§2). */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const info = useLoginInfo();
  const nodes = useMemo(() => buildMenu(permissionsOf(info)), [info]);

  const toItem = (node: MenuNode, depth: number): Item => ({
    key: node.key,
    icon: depth === 0 ? SECTION_ICONS[node.section] : undefined,
    label: <span data-testid={`menu-${node.key}`}>{t(node.titleKey)}</span>,
    children: node.children?.map((child) => toItem(child, depth + 1)),
  });

  const selected = menuKeyFor(pathname);
  return (
    <nav data-testid="sidebar" aria-label={t('common:sidebar')} style={{ height: '100%', overflowY: 'auto' }}>
      <UserPanel collapsed={collapsed} onNavigate={onNavigate} />
      <Menu
        theme="dark"
        mode="inline"
        inlineCollapsed={collapsed}
        items={nodes.map((n) => toItem(n, 0))}
        selectedKeys={selected ? [selected] : []}
        // Keyed by path so the section of the current page opens on navigation.
        key={collapsed ? 'collapsed' : pathname.split('/')[1]}
        defaultOpenKeys={collapsed ? [] : openKeysFor(pathname)}
        onClick={({ key }) => {
          onNavigate?.();
          void navigate(key);
        }}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
