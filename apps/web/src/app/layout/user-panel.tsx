import { CreditCardOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACCOUNT_PATH, BILLING_PATH } from '../../shared/navigation/page-tree';
import { logout } from '../../shared/session/logout';
import { useLoginInfo } from '../../shared/session/session';

/** §2: the user's name and login name with a dropdown ('account', the owner's 'subscription and billing', 'log out'). */
export function UserPanel({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useLoginInfo();
  const name = info?.name ?? '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'account',
            icon: <UserOutlined />,
            label: <span data-testid="menu-account">{t('user.account')}</span>,
          },
          ...(info?.isBoss
            ? [
                {
                  key: 'billing',
                  icon: <CreditCardOutlined />,
                  label: <span data-testid="menu-billing">{t('menu:user.billing')}</span>,
                },
              ]
            : []),
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            danger: true,
            label: <span data-testid="menu-logout">{t('user.logout')}</span>,
          },
        ],
        onClick: ({ key }) => {
          onNavigate?.();
          if (key === 'account') void navigate(ACCOUNT_PATH);
          else if (key === 'billing') void navigate(BILLING_PATH);
          else void logout();
        },
      }}
    >
      <button
        type="button"
        data-testid="user-dropdown"
        aria-label={t('user.menu')}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          width: '100%',
          padding: collapsed ? '16px 0' : '16px 20px',
          justifyContent: collapsed ? 'center' : 'flex-start',
          background: 'transparent',
          border: 0,
          borderBottom: '1px solid rgba(255,255,255,0.08)',
          cursor: 'pointer',
          textAlign: 'left',
        }}
      >
        <Avatar style={{ background: '#389e0d', flex: 'none' }}>{name.slice(0, 1).toUpperCase() || '?'}</Avatar>
        {collapsed ? null : (
          <>
            <span style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              <Typography.Text ellipsis style={{ color: '#fff', fontWeight: 600 }} data-testid="user-name">
                {name}
              </Typography.Text>
              <Typography.Text
                ellipsis
                style={{ color: 'rgba(255,255,255,0.6)', fontSize: 12 }}
                data-testid="user-login-name"
              >
                {info?.loginName ?? ''}
              </Typography.Text>
            </span>
            <DownOutlined style={{ color: 'rgba(255,255,255,0.6)', fontSize: 12 }} />
          </>
        )}
      </button>
    </Dropdown>
  );
}
