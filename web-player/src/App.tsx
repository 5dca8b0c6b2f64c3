import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Provider } from 'urql';
import { Route, Switch } from 'wouter';
import type { WebAppConfig as AppConfig } from '@backspin/platform/web';
import type { Auth } from './auth';
import { createGraphQLClient, type GraphQLClient } from './client';
import { Layout } from './components/Layout';
import { Shell } from './components/Shell';
import { SignIn } from './components/SignIn';
import { RoomsPage } from './rooms/RoomsPage';
const RoomSettingsPage = lazy(() => import('./rooms/RoomSettingsPage').then((m) => ({ default: m.RoomSettingsPage })));
const CreateRoomPage = lazy(() => import('./rooms/CreateRoomPage').then((m) => ({ default: m.CreateRoomPage })));
const RoomPage = lazy(() => import('./room/RoomPage').then((m) => ({ default: m.RoomPage })));
const UserProfilePage = lazy(() => import('./profile/UserProfilePage').then((m) => ({ default: m.UserProfilePage })));
const ProfilePage = lazy(() => import('./profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const CratesPage = lazy(() => import('./crates/CratesPage').then((m) => ({ default: m.CratesPage })));
const CratePage = lazy(() => import('./crates/CratePage').then((m) => ({ default: m.CratePage })));
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

/** The pages, by address. Rooms are addressed by slug; the address follows a slug change. Pages other than
 * the home load on first visit (the first load stays small). */
function Routes() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<p className="muted center">{t`Loading…`}</p>}>
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
    </Suspense>
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
