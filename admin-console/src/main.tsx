import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadWebAppConfig as loadConfig, type WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';

type Boot = { state: 'loading' } | { state: 'ready'; config: AppConfig } | { state: 'failed'; detail: string };

function Root() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    loadConfig().then(
      (config) => !cancelled && setBoot({ state: 'ready', config }),
      (error: unknown) => !cancelled && setBoot({ state: 'failed', detail: String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  if (boot.state === 'ready') return <App config={boot.config} />;
  if (boot.state === 'loading') return null;
  return (
    <div role="alert" data-testid="config-error" style={{ fontFamily: 'sans-serif', padding: '2rem' }}>
      <h1>Backspin Admin</h1>
      <p>The console could not load its configuration.</p>
      <pre>{boot.detail}</pre>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
