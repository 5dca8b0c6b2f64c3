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
import { UserIcon, UserShow } from './users';
import { RestUrlContext } from './config';
import consumables from './consumables';
import seasons from './seasons';
import status from './status';
import tokenAccounts from './token-accounts';
import vouchers from './vouchers';
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
        title="Backspin Admin"
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
        <Resource name="users" show={UserShow} icon={UserIcon} recordRepresentation="displayName" />
        <Resource name="seasons" {...seasons} />
        <Resource name="vouchers" {...vouchers} />
        <Resource name="consumables" {...consumables} />
        <Resource name="token-accounts" options={{ label: 'Token accounts' }} {...tokenAccounts} />
        {/* A token account's ledger (its show page): no views of its own. */}
        <Resource name="token-transactions" />
        <Resource name="moderation-actions" {...moderationActions} />
        <Resource name="avatars" {...avatars} />
        {/* An avatar's holders (its show page), and the recent phone validations (the whitelist's page). */}
        <Resource name="avatar-assignments" />
        <Resource name="phone-whitelist" {...phoneWhitelist} />
        <Resource name="phone-validations" />
        <Resource name="ranking-statuses" {...rankings} />
        <Resource name="lifetime-ranking-statuses" {...lifetimeRanking} />
        <Resource name="status" {...status} />
      </Admin>
    </RestUrlContext.Provider>
  );
}
