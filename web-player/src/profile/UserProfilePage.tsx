import { useLingui } from '@lingui/react/macro';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError } from '../errors';
import { RoomList } from '../rooms/RoomCard';
import { useApp } from '../session-context';
import { Avatar } from './Avatar';
import { UserProfileQuery } from './profile.operations';
import { Badges, CrateLinks, ProfileAbout } from './ProfileParts';
import { ProfilePoints } from './ProfilePoints';
import { FollowButton } from './FollowButton';
import { FansAndFollowed, ProfileActions } from './ProfileSocial';
import './profile.css';
import '../rooms/rooms.css';

const listLimit = 50;

/** Someone's public profile: name, avatar, their rooms and their public crates. */
export function UserProfilePage({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const { viewer } = useApp();
  const [result] = useQuery({ query: UserProfileQuery, variables: { id: userId, limit: listLimit } });
  const user = result.data?.user;

  if (result.error) {
    return (
      <section className="card profile-card" data-testid="user-profile-page">
        <ErrorText error={describeError(result.error)} testId="user-profile-error" />
      </section>
    );
  }
  if (!result.data) {
    return (
      <section className="card profile-card" data-testid="user-profile-page">
        <p className="muted">{t`Loading…`}</p>
      </section>
    );
  }
  if (!user) {
    return (
      <section className="card profile-card" data-testid="user-profile-page">
        <h1>{t`Profile`}</h1>
        <p className="muted" data-testid="user-not-found">
          {t`There is no such user.`}
        </p>
      </section>
    );
  }
  const name = user.displayName;
  const since = i18n.date(user.createdAt, { year: 'numeric', month: 'long' });
  const isMe = viewer.kind === 'user' && viewer.id === user.id;
  return (
    <div className="profile-page" data-testid="user-profile-page">
      <section className="card profile-card" data-testid="user-profile" data-user-id={user.id}>
        <div className="profile-head">
          <Avatar user={user} size="l" testId="profile-avatar" />
          <div className="profile-head-text">
            <h1 data-testid="user-profile-name">{name}</h1>
            <p className="small muted">{t`Member since ${since}`}</p>
            <Badges badges={user.badges} />
            <ProfileAbout about={user} />
            {isMe && (
              <Link href="/profile" className="profile-link" data-testid="profile-edit-link">
                {t`Edit your profile`}
              </Link>
            )}
            {viewer.kind === 'user' && !isMe ? <ProfileActions userId={user.id} name={name} /> : <FollowButton djId={user.id} djName={name} />}
          </div>
        </div>
        <ProfilePoints userId={user.id} displayName={name} />
      </section>
      <FansAndFollowed userId={user.id} isMe={isMe} name={name} />
      <RoomList
        title={isMe ? t`Your rooms` : t`Rooms of ${name}`}
        rooms={result.data.userRooms}
        empty={t`No rooms yet.`}
        testId="profile-rooms"
      />
      <CrateLinks
        title={isMe ? t`Your crates` : t`Crates of ${name}`}
        crates={result.data.userCrates}
        empty={t`No public crates yet.`}
        testId="profile-crates"
      />
    </div>
  );
}
