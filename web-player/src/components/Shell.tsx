import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useClient, useQuery, useSubscription } from 'urql';
import { Link } from 'wouter';
import { useLiveStatus } from '../client';
import type { Role, UserUpdatedSubscription } from '../gql/graphql';
import { MeQuery, UserUpdatedSubscription as UserUpdatedDocument } from '../operations';
import { useApp } from '../session-context';
import { Avatar } from '../profile/Avatar';
import { TokenBalance } from '../economy/TokenBalance';
import { currentPushBrowser, unsubscribeFromPush } from '../social/push';
import { RemoveDeviceMutation } from '../social/social.operations';
import { Layout } from './Layout';

function LiveDot() {
  const { t } = useLingui();
  const status = useLiveStatus();
  const label = { connected: t`Live`, connecting: t`Connecting…`, closed: t`Offline`, idle: t`Idle` }[status];
  return (
    <span className={`live live-${status}`} data-testid="live-status" data-state={status} title={label}>
      <span className="dot" aria-hidden="true" />
      {label}
    </span>
  );
}

function RoleChips({ roles }: { roles: readonly Role[] }) {
  const { t } = useLingui();
  const shown = roles.filter((role) => role !== 'user');
  if (shown.length === 0) return null;
  return (
    <span className="roles" data-testid="header-roles" aria-label={t`Roles`}>
      {shown.map((role) => (
        <span key={role} className="chip" data-role={role}>
          {role}
        </span>
      ))}
    </span>
  );
}

/** The signed-in user's name and roles in the header, kept live by the `userUpdated` subscription. */
function UserBadge({ userId }: { userId: string }) {
  const { auth, viewer } = useApp();
  const [me] = useQuery({ query: MeQuery });
  const [live] = useSubscription<UserUpdatedSubscription, UserUpdatedSubscription>(
    { query: UserUpdatedDocument, variables: { userId } },
    (_previous, event) => event,
  );
  const current = live.data?.userUpdated ?? me.data?.me;
  const displayName = current?.displayName ?? (viewer.kind === 'user' ? viewer.displayName : '');

  useEffect(() => {
    auth.rememberUser({ id: userId, displayName });
  }, [auth, userId, displayName]);

  return (
    <Link href="/profile" className="user-badge" data-testid="user-badge">
      <Avatar user={{ displayName, avatarId: current?.avatarId }} size="s" />
      <span className="who">
        <span className="name" data-testid="header-display-name">
          {displayName}
        </span>
        <RoleChips roles={current?.roles ?? []} />
      </span>
    </Link>
  );
}

/** Every page once signed in (or as a guest): navigation, who you are, the live status, sign-out. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { viewer, auth } = useApp();
  const client = useClient();
  // Signing out ends this browser's push subscription and removes its device, so the next person to use the
  // browser is not shown the previous user's notifications (waited for at most a few seconds).
  const signOut = async () => {
    if (viewer.kind === 'user') {
      const optOut = unsubscribeFromPush(currentPushBrowser(), async (token) => {
        await client.mutation(RemoveDeviceMutation, { token }).toPromise();
      }).catch(() => undefined);
      await Promise.race([optOut, new Promise((resolve) => setTimeout(resolve, 3000))]);
    }
    await auth.logout();
  };
  const nav = (
    <nav className="nav" aria-label={t`Main`}>
      <Link href="/" className={(active) => (active ? 'nav-link active' : 'nav-link')} data-testid="nav-rooms">
        {t`Rooms`}
      </Link>
      {viewer.kind === 'user' && (
        <Link href="/crates" className={(active) => (active ? 'nav-link active' : 'nav-link')} data-testid="nav-crates">
          {t`Crates`}
        </Link>
      )}
      <Link href="/leaderboard" className={(active) => (active ? 'nav-link active' : 'nav-link')} data-testid="nav-leaderboard">
        {t`Leaderboard`}
      </Link>
      {viewer.kind === 'user' && (
        <Link href="/friends" className={(active) => (active ? 'nav-link active' : 'nav-link')} data-testid="nav-friends">
          {t`Friends`}
        </Link>
      )}
      <Link href="/communities" className={(active) => (active ? 'nav-link active' : 'nav-link')} data-testid="nav-communities">
        {t`Communities`}
      </Link>
      <Link href="/events" className={(active) => (active ? 'nav-link active' : 'nav-link')} data-testid="nav-events">
        {t`Events`}
      </Link>
    </nav>
  );
  const actions = (
    <>
      <LiveDot />
      {viewer.kind === 'user' && <TokenBalance />}
      {viewer.kind === 'user' && (
        <Link
          href="/notifications"
          className={(active) => (active ? 'nav-icon active' : 'nav-icon')}
          aria-label={t`Notifications`}
          title={t`Notifications`}
          data-testid="nav-notifications"
        >
          <span aria-hidden="true">🔔</span>
        </Link>
      )}
      {viewer.kind === 'user' ? (
        <UserBadge userId={viewer.id} />
      ) : (
        <div className="user-badge" data-testid="user-badge">
          <span className="avatar" aria-hidden="true">
            ?
          </span>
          <span className="who">
            <span className="name" data-testid="header-display-name">
              {t`Guest`}
            </span>
            <span className="small muted">{t`Listening as a guest`}</span>
          </span>
        </div>
      )}
      <button type="button" className="button ghost" onClick={() => void signOut()} data-testid="sign-out">
        {viewer.kind === 'user' ? t`Sign out` : t`Sign in`}
      </button>
    </>
  );
  return (
    <Layout nav={nav} actions={actions}>
      {children}
    </Layout>
  );
}
