import { useMemo } from 'react';
import { Admin, Resource } from 'react-admin';
import { buildAuthProvider } from './authProvider';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import { Dashboard } from './Dashboard';
import { Layout } from './Layout';
import { createDataProvider } from './dataProvider';
import { LoginPage } from './LoginPage';
import { SessionManager } from './session';
import { UserIcon, UserShow } from './users';

export function App({ config }: { config: AppConfig }) {
  const { authProvider, dataProvider } = useMemo(() => {
    const sessions = new SessionManager(config);
    return { authProvider: buildAuthProvider(sessions), dataProvider: createDataProvider(config, sessions) };
  }, [config]);

  return (
    <Admin
      title="Backspin Admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      dashboard={Dashboard}
      layout={Layout}
      loginPage={LoginPage}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" show={UserShow} icon={UserIcon} recordRepresentation="displayName" />
    </Admin>
  );
}
