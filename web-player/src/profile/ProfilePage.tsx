import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import type { ProfileUserFieldsFragment, UserUpdatedSubscription } from '../gql/graphql';
import { MeQuery, UpdateProfileMutation, UserUpdatedSubscription as UserUpdatedDocument } from '../operations';
import { ProfileDetails } from '../account/ProfileDetails';
import { RoomList } from '../rooms/RoomCard';
import { useApp } from '../session-context';
import { Avatar } from './Avatar';
import { avatarIds, type AvatarId } from './avatar-designs';
import { UpdateAvatarMutation, UserProfileQuery } from './profile.operations';
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

/** The built-in avatars as radio buttons (arrow keys move between them); the choice is saved with a button. */
function AvatarPicker({
  user,
  choice,
  onChoose,
}: {
  user: ProfileUserFieldsFragment;
  choice: AvatarId | null;
  onChoose: (avatarId: AvatarId) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, updateAvatar] = useMutation(UpdateAvatarMutation);
  const changed = choice !== null && choice !== user.avatarId;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choice) return;
    setError(null);
    setSaved(false);
    const result = await updateAvatar({ avatarId: choice });
    if (result.error) setError(describeError(result.error));
    else setSaved(true);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} data-testid="avatar-picker">
      <fieldset className="profile-avatars">
        <legend>{t`Avatar`}</legend>
        <div className="profile-avatar-grid">
          {avatarIds.map((avatarId, index) => {
            const number = index + 1;
            return (
              <label key={avatarId} className="profile-avatar-option" data-testid="avatar-option" data-avatar-id={avatarId}>
                <Avatar user={{ displayName: user.displayName, avatarId }} size="m" />
                <input
                  type="radio"
                  name={name}
                  value={avatarId}
                  checked={(choice ?? user.avatarId) === avatarId}
                  aria-label={t`Record ${number}`}
                  onChange={() => {
                    setSaved(false);
                    onChoose(avatarId);
                  }}
                />
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="profile-avatar-actions">
        <button type="submit" className="button primary" disabled={!changed || fetching} data-testid="profile-avatar-save">
          {fetching ? t`Saving…` : t`Use this avatar`}
        </button>
        {saved && !changed && (
          <span className="small success" role="status" data-testid="profile-avatar-saved">
            {t`Avatar saved.`}
          </span>
        )}
      </div>
      <ErrorText error={error} testId="profile-avatar-error" />
    </form>
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
  const [choice, setChoice] = useState<AvatarId | null>(null);

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
