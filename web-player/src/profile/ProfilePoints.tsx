import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError } from '../errors';
import { useUserPoints } from '../economy/useRanking';
import { Avatar } from './Avatar';
import '../economy/economy.css';

/**
 * A profile's points: this season's points and rank, all-time points and rank, and the avatars the user won in
 * seasons (or was given). Public, like the leaderboard.
 */
export function ProfilePoints({ userId, displayName }: { userId: string; displayName: string }) {
  const { t } = useLingui();
  const result = useUserPoints(userId);
  if (result.error) return <ErrorText error={describeError(result.error)} testId="profile-points-error" />;
  if (!result.data) return null;
  const current = result.data.currentRankingStatus;
  const season = current.season;
  const seasonStatus = current.rankingStatus;
  const lifetime = result.data.lifetimeRankingStatusOf;
  const awarded = result.data.user?.avatarAssignments ?? [];
  const seasonName = season?.seasonName ?? '';
  return (
    <section className="profile-section" aria-labelledby="profile-points-heading" data-testid="profile-points">
      <h2 id="profile-points-heading">{t`Points`}</h2>
      <dl className="profile-points">
        <div data-testid="profile-season-points" data-points={seasonStatus?.balance ?? 0} data-rank={seasonStatus?.rank ?? ''}>
          <dt>{season ? t`This season (${seasonName})` : t`This season`}</dt>
          <dd>
            {!season ? (
              t`No season right now`
            ) : seasonStatus ? (
              <>
                <Plural value={seasonStatus.balance} one="# point" other="# points" /> · #{seasonStatus.rank}
              </>
            ) : (
              t`Not ranked yet`
            )}
          </dd>
        </div>
        <div data-testid="profile-lifetime-points" data-points={lifetime?.balance ?? 0} data-rank={lifetime?.rank ?? ''}>
          <dt>{t`All time`}</dt>
          <dd>
            {lifetime ? (
              <>
                <Plural value={lifetime.balance} one="# point" other="# points" /> · #{lifetime.rank}
              </>
            ) : (
              t`Not ranked yet`
            )}
          </dd>
        </div>
      </dl>
      <p className="small">
        <Link href="/leaderboard" className="profile-link" data-testid="profile-leaderboard-link">
          {t`See the leaderboard`}
        </Link>
      </p>
      {awarded.length > 0 && (
        <>
          <h3>{t`Avatars won and given`}</h3>
          <ul className="awarded-avatars" data-testid="awarded-avatars">
            {awarded.map((assignment) => {
              const avatar = assignment.avatar;
              const how =
                assignment.assignmentType === 'SEASON_AWARD'
                  ? avatar.season
                    ? t`Won in ${avatar.season.seasonName}`
                    : t`Won in a season`
                  : assignment.assignmentType === 'PURCHASED'
                    ? t`Bought`
                    : t`Given by the Backspin team`;
              return (
                <li key={assignment.id} className="awarded-avatar" data-testid="awarded-avatar" data-avatar-id={avatar.slug} data-assignment-type={assignment.assignmentType} title={`${avatar.name}: ${how}`}>
                  <Avatar user={{ displayName: avatar.name, avatarId: avatar.slug }} imageFileId={avatar.imageFileId} size="m" label={t`${avatar.name} of ${displayName}`} />
                  <span className="small muted">{how}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
