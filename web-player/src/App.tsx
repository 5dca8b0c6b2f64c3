import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { Provider } from 'urql';
import { Route, Switch } from 'wouter';
import type { WebAppConfig as AppConfig } from '@backspin/platform/web';
import type { Auth } from './auth';
import { createGraphQLClient, type GraphQLClient } from './client';
import { Layout } from './components/Layout';
import { Shell } from './components/Shell';
import { SignIn } from './components/SignIn';
import { CratePage } from './crates/CratePage';
import { CratesPage } from './crates/CratesPage';
import { ProfilePage } from './profile/ProfilePage';
import { UserProfilePage } from './profile/UserProfilePage';
import { RoomPage } from './room/RoomPage';
import { CreateRoomPage } from './rooms/CreateRoomPage';
import { RoomSettingsPage } from './rooms/RoomSettingsPage';
import { RoomsPage } from './rooms/RoomsPage';
import { AppContext, type AppContextValue } from './session-context';
import { sessionIdentity, useSession } from './session';

function NotFound() {
  const { t } = useLingui();
  return (
    <p className="muted center" data-testid="not-found">
      {t`This page does not exist.`}
    </p>
  );
}

/** The pages, by address. Rooms are addressed by slug; the address follows a slug change. */
function Routes() {
  return (
    <Switch>
      <Route path="/" component={RoomsPage} />
      <Route path="/rooms/new" component={CreateRoomPage} />
      <Route path="/rooms/:slug/settings">{(params) => <RoomSettingsPage slug={params.slug} />}</Route>
      <Route path="/rooms/:slug">{(params) => <RoomPage slug={params.slug} />}</Route>
      <Route path="/crates" component={CratesPage} />
      <Route path="/crates/:id">{(params) => <CratePage id={params.id} />}</Route>
      <Route path="/profile" component={ProfilePage} />
      <Route path="/users/:id">{(params) => <UserProfilePage userId={params.id} />}</Route>
      <Route component={NotFound} />
    </Switch>
  );
}

export function App({ config, auth }: { config: AppConfig; auth: Auth }) {
  const { t } = useLingui();
  const session = useSession();
  const identity = sessionIdentity(session);
  // One client per signed-in identity: a new user never sees the previous one's cache or live connection.
  const [graphql, setGraphql] = useState<{ identity: string; value: GraphQLClient } | null>(null);

  useEffect(() => {
    if (identity === 'anonymous') return;
    const value = createGraphQLClient(config, auth);
    setGraphql({ identity, value });
    return () => {
      value.dispose();
      setGraphql(null);
    };
  }, [config, auth, identity]);

  const context = useMemo<AppContextValue | null>(() => {
    if (!session) return null;
    const viewer: AppContextValue['viewer'] =
      session.kind === 'user'
        ? { kind: 'user', id: session.user.id, displayName: session.user.displayName }
        : { kind: 'guest', id: session.guestId };
    return { viewer, auth, config };
  }, [session, auth, config]);

  if (!session || !context) {
    return (
      <Layout>
        <SignIn auth={auth} />
      </Layout>
    );
  }
  if (!graphql || graphql.identity !== identity) {
    return (
      <Layout>
        <p className="muted center">{t`Loading…`}</p>
      </Layout>
    );
  }
  return (
    <Provider value={graphql.value.client}>
      <AppContext.Provider value={context}>
        <Shell key={identity}>
          <Routes />
        </Shell>
      </AppContext.Provider>
    </Provider>
  );
}
