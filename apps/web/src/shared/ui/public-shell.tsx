import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher';

/** Frame of the public pages: brand, language switcher, a centred card. Kept light: it is on the first page. */
export function PublicShell({
  children,
  title,
  width = 420,
  brand,
}: {
  children: ReactNode;
  title?: ReactNode;
  width?: number;
  /** The online-shop pages show the shop's name instead of the back office's. */
  brand?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #f6ffed 0%, #ffffff 45%, #f0f5f0 100%)',
        color: 'rgba(0, 0, 0, 0.88)',
      }}
    >
      <header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '12px 16px', gap: 8 }}
      >
        <strong style={{ fontSize: 18, color: '#237804' }}>{brand ?? t('productTitle')}</strong>
        <LanguageSwitcher />
      </header>
      <main
        style={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: '4vh 12px' }}
      >
        {/* A plain panel rather than antd's Card, which brings Tabs, Menu and Dropdown onto the first page. */}
        <section
          style={{
            width: '100%',
            maxWidth: width,
            boxSizing: 'border-box',
            padding: 'clamp(20px, 5vw, 32px)',
            background: '#fff',
            borderRadius: 8,
            border: '1px solid #f0f0f0',
            boxShadow: '0 6px 24px rgba(0, 40, 0, 0.08)',
          }}
        >
          {title ? (
            <h1 style={{ margin: '0 0 24px', textAlign: 'center', fontSize: 24, fontWeight: 600, lineHeight: 1.35 }}>
              {title}
            </h1>
          ) : null}
          {children}
        </section>
      </main>
      <footer style={{ textAlign: 'center', padding: 16, fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }}>
        <Link to="/privacyPolic" data-testid="privacy-link">
          {t('privacyPolicy')}
        </Link>
        <span> · © {new Date().getFullYear()} Tillbook</span>
      </footer>
    </div>
  );
}
