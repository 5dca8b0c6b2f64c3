import type { ReactNode } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useT } from '../useT';

export function Layout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <div className="app">
      <header className="topbar">
        <div className="brand">
          <span className="logo" aria-hidden="true">
            ◐
          </span>
          <span className="brand-name">Backspin</span>
          <span className="tagline">{t('app.tagline')}</span>
        </div>
        <div className="topbar-actions">
          {actions}
          <LanguageSwitcher />
        </div>
      </header>
      <main className="content">{children}</main>
    </div>
  );
}
