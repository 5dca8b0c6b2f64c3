import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import type { UserUpdatedSubscription } from '../gql/graphql';
import { MeQuery, UpdateProfileMutation, UserUpdatedSubscription as UserUpdatedDocument } from '../operations';
import { ProfileDetails } from '../account/ProfileDetails';
import { RoomList } from '../rooms/RoomCard';
import { useApp } from '../session-context';
import { Avatar } from './Avatar';
import { AvatarPicker } from './AvatarPicker';
import { UserProfileQuery } from './profile.operations';
import { Badges, CrateLinks } from './ProfileParts';
import './profile.css';
import '../rooms/rooms.css';

const listLimit = 50;

/** Your display name, live from every device (the `userUpdated` subscription the header holds too), edited here. */
function DisplayNameForm({ userId }: { userId: string }) {
  const { t } = useLingui();
  const [me] = useQuery({ query: MeQuery });
  const [live] = useSubscription<UserUpdatedSubscription, UserUpdatedSubscription>(
    { query: UserUpdatedDocument, variables: { userId } },
    (_previous, event) => event,
  );
  const liveName = live.data?.userUpdated.displayName ?? me.data?.me.displayName ?? '';
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, updateProfile] = useMutation(UpdateProfileMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const result = await updateProfile({ input: { displayName: (name ?? liveName).trim() } });
    if (result.error) setError(describeError(result.error));
    else setSaved(true);
  }

  return (
    <>
      {me.error && <ErrorText error={describeError(me.error)} testId="me-error" />}
      <p className="label">{t`Display name (live)`}</p>
      <p className="live-name" data-testid="profile-live-name">
        {liveName}
      </p>
      <form className="form inline" onSubmit={(e) => void onSubmit(e)}>
        <label className="field grow">
          <span>{t`New display name`}</span>
          <input
            type="text"
            required
            maxLength={64}
            value={name ?? liveName}
            onChange={(e) => {
              setName(e.target.value);
              setSaved(false);
            }}
            data-testid="profile-name-input"
          />
        </label>
        <button type="submit" className="button primary" disabled={fetching} data-testid="profile-save">
          {fetching ? t`Saving…` : t`Save`}
        </button>
      </form>
      <ErrorText error={error} testId="profile-error" />
      {saved && (
        <p className="small success" data-testid="profile-saved">
          {t`Saved.`}
        </p>
      )}
      <p className="small muted">{t`Changes show up here as they happen, from any device.`}</p>
    </>
  );
}

/** Your own profile: display name, avatar, badges, and your rooms and crates. */
export function ProfilePage() {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [me] = useQuery({ query: MeQuery, pause: viewer.kind !== 'user' });
  const userId = viewer.kind === 'user' ? viewer.id : '';
  const [profile] = useQuery({ query: UserProfileQuery, variables: { id: userId, limit: listLimit }, pause: !userId });
  // The avatar being picked (shown at once), until saved.
  const [choice, setChoice] = useState<string | null>(null);

  if (viewer.kind !== 'user') {
    return (
      <section className="card profile-card" data-testid="profile">
        <h1>{t`Your profile`}</h1>
        <p className="muted">{t`Guests have no profile. Sign in to choose a name and an avatar.`}</p>
      </section>
    );
  }
  const displayName = me.data?.me.displayName ?? viewer.displayName;
  const user = profile.data?.user ?? null;
  return (
    <div className="profile-page">
      <section className="card profile-card" data-testid="profile">
        <div className="profile-head">
          <Avatar user={{ displayName, avatarId: choice ?? user?.avatarId }} size="l" testId="profile-avatar" />
          <div className="profile-head-text">
            <h1>{t`Your profile`}</h1>
            {user && <Badges badges={user.badges} />}
            <Link href={`/users/${viewer.id}`} className="profile-link" data-testid="profile-public-link">
              {t`See your public profile`}
            </Link>
            <Link href="/account" className="profile-link" data-testid="profile-account-link">
              {t`Account settings: e-mails, password, linked services`}
            </Link>
            <Link href="/plans" className="profile-link" data-testid="profile-plans-link">
              {t`Plans and tokens`}
            </Link>
          </div>
        </div>
        <DisplayNameForm userId={viewer.id} />
        {user && <AvatarPicker user={user} choice={choice} onChoose={setChoice} />}
      </section>
      <ProfileDetails />
      {profile.error && <ErrorText error={describeError(profile.error)} testId="profile-lists-error" />}
      {profile.data && (
        <>
          <RoomList title={t`Your rooms`} rooms={profile.data.userRooms} empty={t`You have no rooms yet.`} testId="profile-rooms" />
          <p>
            <Link href="/rooms/new" className="profile-link" data-testid="profile-create-room">
              {t`Create a room`}
            </Link>
          </p>
          <CrateLinks
            title={t`Your crates`}
            crates={profile.data.userCrates}
            empty={t`You have no crates yet.`}
            testId="profile-crates"
          />
          <p>
            <Link href="/crates" className="profile-link" data-testid="profile-all-crates">
              {t`All your crates`}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
