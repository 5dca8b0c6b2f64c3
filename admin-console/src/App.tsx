import { useMemo } from 'react';
import { Admin, localStorageStore, Resource } from 'react-admin';
import { buildAuthProvider } from './authProvider';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import { Dashboard } from './Dashboard';
import { Layout } from './Layout';
import { createDataProvider } from './dataProvider';
import { LoginPage } from './LoginPage';
import { ConsoleAuth } from './session';
import { buildI18nProvider, withSharedLocale } from './i18n/i18nProvider';
import { consoleMessages } from './messages';
import { RestUrlContext } from './config';
import consumables from './consumables';
import seasons from './seasons';
import status from './status';
import tokenAccounts from './token-accounts';
import vouchers from './vouchers';
import users from './users';
import deactivationRequests from './deactivation-requests';
import rooms from './rooms';
import communities from './communities';
import events from './events';
import djs from './djs';
import bots from './bots';
import avatars from './avatars';
import moderationActions from './moderation-actions';
import phoneWhitelist from './phone-whitelist';
import rankings, { lifetimeRanking } from './rankings';

export function App({ config }: { config: AppConfig }) {
  const { authProvider, dataProvider, i18nProvider, store } = useMemo(() => {
    const sessions = new ConsoleAuth(config);
    return {
      authProvider: buildAuthProvider(sessions),
      dataProvider: createDataProvider(config, sessions),
      i18nProvider: buildI18nProvider(consoleMessages),
      store: withSharedLocale(localStorageStore()),
    };
  }, [config]);

  return (
    <RestUrlContext.Provider value={config.restUrl ?? ''}>
      <Admin
        title="backspin.title"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        dashboard={Dashboard}
        layout={Layout}
        loginPage={LoginPage}
        requireAuth
        disableTelemetry
      >
        {/* The menu's order: people and moderation, the rooms, the economy, then the platform's status. */}
        <Resource name="users" {...users} />
        <Resource name="deactivation-requests" {...deactivationRequests} />
        <Resource name="moderation-actions" {...moderationActions} />
        <Resource name="phone-whitelist" {...phoneWhitelist} />
        <Resource name="bots" {...bots} />
        <Resource name="rooms" {...rooms} />
        <Resource name="communities" {...communities} />
        <Resource name="events" {...events} />
        <Resource name="djs" {...djs} />
        <Resource name="seasons" {...seasons} />
        <Resource name="ranking-statuses" {...rankings} />
        <Resource name="lifetime-ranking-statuses" {...lifetimeRanking} />
        <Resource name="avatars" {...avatars} />
        <Resource name="consumables" {...consumables} />
        <Resource name="vouchers" {...vouchers} />
        <Resource name="token-accounts" {...tokenAccounts} />
        <Resource name="status" {...status} />
        {/* Read on other records' pages, no views of their own: a token account's ledger, an avatar's holders, the recent
            phone validations (the whitelist's page). */}
        <Resource name="token-transactions" />
        <Resource name="avatar-assignments" />
        <Resource name="phone-validations" />
      </Admin>
    </RestUrlContext.Provider>
  );
}
