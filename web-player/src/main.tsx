import { I18nProvider } from '@lingui/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { Auth } from './auth';
import { loadWebAppConfig as loadConfig, type WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import { Layout } from './components/Layout';
import { i18n, initI18n } from './i18n';
import { useLingui } from '@lingui/react/macro';
import './styles.css';

type Boot = { state: 'loading' } | { state: 'ready'; config: AppConfig; auth: Auth } | { state: 'failed'; detail: string };

function Root() {
  const { t } = useLingui();
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    loadConfig().then(
      (config) => !cancelled && setBoot({ state: 'ready', config, auth: new Auth(config) }),
      (error: unknown) => !cancelled && setBoot({ state: 'failed', detail: String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  if (boot.state === 'ready') return <App config={boot.config} auth={boot.auth} />;
  return (
    <Layout>
      {boot.state === 'loading' ? (
        <p className="muted center">{t`Loading…`}</p>
      ) : (
        <div className="card" role="alert" data-testid="config-error">
          <p>{t`The player could not load its configuration.`}</p>
          <p className="small muted">{boot.detail}</p>
        </div>
      )}
    </Layout>
  );
}

initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <Root />
    </I18nProvider>
  </StrictMode>,
);
