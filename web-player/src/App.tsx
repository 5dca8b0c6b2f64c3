import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Provider } from 'urql';
import { Route, Switch, useLocation } from 'wouter';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
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
const LeaderboardPage = lazy(() => import('./leaderboard/LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })));
const FriendsPage = lazy(() => import('./friends/FriendsPage').then((m) => ({ default: m.FriendsPage })));
const CommunitiesPage = lazy(() => import('./communities/CommunitiesPage').then((m) => ({ default: m.CommunitiesPage })));
const CommunityPage = lazy(() => import('./communities/CommunitiesPage').then((m) => ({ default: m.CommunityPage })));
const EventsPage = lazy(() => import('./events/EventsPage').then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => import('./events/EventsPage').then((m) => ({ default: m.EventPage })));
const NotificationsPage = lazy(() => import('./notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })));
const PlansPage = lazy(() => import('./plans/PlansPage').then((m) => ({ default: m.PlansPage })));
const AccountPage = lazy(() => import('./account/AccountPage').then((m) => ({ default: m.AccountPage })));
const MusicServiceCallbackPage = lazy(() =>
  import('./account/MusicServiceCallbackPage').then((m) => ({ default: m.MusicServiceCallbackPage })),
);
import { FlashNotice } from './account/FlashNotice';
import { ForgotPasswordPage } from './account/ForgotPasswordPage';
import { MagicLinkPage } from './account/MagicLinkPage';
import { ResetPasswordPage } from './account/ResetPasswordPage';
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

/** A path segment as typed (the router leaves some escapes, such as %2F, encoded); as given when it is not valid. */
function decodedParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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
        <Route path="/account" component={AccountPage} />
        <Route path="/plans" component={PlansPage} />
        <Route path="/friends" component={FriendsPage} />
        <Route path="/notifications" component={NotificationsPage} />
        <Route path="/communities" component={CommunitiesPage} />
        <Route path="/events" component={EventsPage} />
        <Route path="/events/:slug">{(params) => <EventPage slug={decodedParam(params.slug)} />}</Route>
        <Route path="/communities/:id">{(params) => <CommunityPage idOrSlug={decodedParam(params.id)} />}</Route>
        <Route path="/leaderboard">{() => <LeaderboardPage view={{ kind: 'season' }} />}</Route>
        <Route path="/leaderboard/all-time">{() => <LeaderboardPage view={{ kind: 'lifetime' }} />}</Route>
        <Route path="/leaderboard/seasons/:name">{(params) => <LeaderboardPage view={{ kind: 'season', seasonName: decodedParam(params.name) }} />}</Route>
        <Route path="/music-services/:provider/callback">
          {(params) => <MusicServiceCallbackPage provider={params.provider} />}
        </Route>
        <Route path="/users/:id">{(params) => <UserProfilePage userId={params.id} />}</Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}

/** The pages the server's e-mails lead to: they work signed out (and replace any session once they sign in). */
const publicPaths = /^\/(forgot-password\/?$|reset-password\/|magic-link\/)/;

function PublicRoutes({ auth }: { auth: Auth }) {
  return (
    <Switch>
      <Route path="/forgot-password">{() => <ForgotPasswordPage auth={auth} />}</Route>
      <Route path="/reset-password/:token">{(params) => <ResetPasswordPage auth={auth} token={params.token} />}</Route>
      <Route>{() => <MagicLinkPage auth={auth} />}</Route>
    </Switch>
  );
}

export function App({ config, auth }: { config: AppConfig; auth: Auth }) {
  const { t } = useLingui();
  const session = useSession(auth.sessions);
  const [location] = useLocation();
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

  if (publicPaths.test(location)) {
    return (
      <Layout>
        <PublicRoutes auth={auth} />
      </Layout>
    );
  }
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
          <FlashNotice />
          <Routes />
        </Shell>
      </AppContext.Provider>
    </Provider>
  );
}
