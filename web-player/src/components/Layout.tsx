import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher';

export function Layout({ nav, actions, children }: { nav?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      <header className="topbar">
        <div className="brand">
          <span className="logo" aria-hidden="true">
            ◐
          </span>
          <span className="brand-name">Backspin</span>
          <span className="tagline">{t`Listen together, live.`}</span>
        </div>
        {nav}
        <div className="topbar-actions">
          {actions}
          <LanguageSwitcher />
        </div>
      </header>
      <main className="content" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
