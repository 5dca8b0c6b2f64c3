import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import type { Auth } from '../auth';
import { useLiveStatus } from '../client';
import { describeError, type ErrorMessage } from '../errors';
import type { Role, UserUpdatedSubscription } from '../gql/graphql';
import { MeQuery, UpdateProfileMutation, UserUpdatedSubscription as UserUpdatedDocument } from '../operations';
import type { SessionUser } from '../session';
import { useT } from '../useT';
import { ErrorText } from './ErrorText';
import { Layout } from './Layout';
import { PlayerCard } from './PlayerCard';

function LiveDot() {
  const t = useT();
  const status = useLiveStatus();
  return (
    <span className={`live live-${status}`} data-testid="live-status" data-state={status} title={t(`live.${status}`)}>
      <span className="dot" aria-hidden="true" />
      {t(`live.${status}`)}
    </span>
  );
}

function RoleChips({ roles }: { roles: readonly Role[] }) {
  const t = useT();
  return (
    <span className="roles" data-testid="header-roles" aria-label={t('header.roles')}>
      {roles.length === 0 ? (
        <span className="chip muted">{t('header.noRoles')}</span>
      ) : (
        roles.map((role) => (
          <span key={role} className="chip" data-role={role}>
            {role}
          </span>
        ))
      )}
    </span>
  );
}

function ProfileCard({ liveName }: { liveName: string }) {
  const t = useT();
  const [name, setName] = useState(liveName);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, updateProfile] = useMutation(UpdateProfileMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const result = await updateProfile({ input: { displayName: name.trim() } });
    if (result.error) setError(describeError(result.error));
    else setSaved(true);
  }

  return (
    <section className="card" data-testid="profile">
      <h2>{t('profile.title')}</h2>
      <p className="label">{t('profile.liveName')}</p>
      <p className="live-name" data-testid="profile-live-name">
        {liveName}
      </p>
      <form className="form inline" onSubmit={(e) => void onSubmit(e)}>
        <label className="field grow">
          <span>{t('profile.newName')}</span>
          <input
            type="text"
            required
            maxLength={64}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setSaved(false);
            }}
            data-testid="profile-name-input"
          />
        </label>
        <button type="submit" className="button primary" disabled={fetching} data-testid="profile-save">
          {fetching ? t('profile.saving') : t('profile.save')}
        </button>
      </form>
      <ErrorText error={error} testId="profile-error" />
      {saved && (
        <p className="small success" data-testid="profile-saved">
          {t('profile.saved')}
        </p>
      )}
      <p className="small muted">{t('profile.hint')}</p>
    </section>
  );
}

/** The signed-in home: who you are (kept live by the `userUpdated` subscription), your profile, the player. */
export function UserHome({ auth, user }: { auth: Auth; user: SessionUser }) {
  const t = useT();
  const [me] = useQuery({ query: MeQuery });
  const [live] = useSubscription<UserUpdatedSubscription, UserUpdatedSubscription>(
    { query: UserUpdatedDocument, variables: { userId: user.id } },
    (_previous, event) => event,
  );

  const current = live.data?.userUpdated ?? me.data?.me ?? user;
  const displayName = current.displayName;
  const roles = current.roles;

  useEffect(() => {
    auth.rememberUser({ id: user.id, displayName });
  }, [auth, user.id, displayName]);

  const actions = (
    <>
      <LiveDot />
      <div className="user-badge" data-testid="user-badge">
        <span className="avatar" aria-hidden="true">
          {displayName.slice(0, 1).toUpperCase()}
        </span>
        <span className="who">
          <span className="name" data-testid="header-display-name">
            {displayName}
          </span>
          <RoleChips roles={roles} />
        </span>
      </div>
      <button type="button" className="button ghost" onClick={() => void auth.logout()} data-testid="sign-out">
        {t('header.signOut')}
      </button>
    </>
  );

  return (
    <Layout actions={actions}>
      <h1 className="welcome" data-testid="welcome">
        {t('welcome.user', { name: displayName })}
      </h1>
      {me.error && <ErrorText error={describeError(me.error)} testId="me-error" />}
      <div className="grid">
        <ProfileCard liveName={displayName} />
        <PlayerCard />
      </div>
    </Layout>
  );
}
