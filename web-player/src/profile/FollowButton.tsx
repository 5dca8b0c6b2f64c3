import { Plural, useLingui } from '@lingui/react/macro';
import { useQuery, useMutation } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { useApp } from '../session-context';
import { DjFanCountQuery, DjFollowQuery, FollowDjMutation, UnfollowDjMutation, socialQueryContext } from '../social/social.operations';

/**
 * Follow or unfollow a DJ, with their fan count: on profiles and on the room's DJ seats. Guests and the DJ themselves
 * see the count only. `compact`: the seat's smaller button.
 */
export function FollowButton({ djId, djName, compact = false }: { djId: string; djName: string; compact?: boolean }) {
  const { viewer } = useApp();
  const mayFollow = viewer.kind === 'user' && viewer.id !== djId;
  return mayFollow ? <Follow djId={djId} djName={djName} compact={compact} /> : <FanCount djId={djId} compact={compact} />;
}

function Count({ count, compact }: { count: number; compact: boolean }) {
  return (
    <span className={compact ? 'fan-count small muted' : 'fan-count muted'} data-testid="fan-count" data-count={count}>
      <Plural value={count} one="# fan" other="# fans" />
    </span>
  );
}

function FanCount({ djId, compact }: { djId: string; compact: boolean }) {
  const [result] = useQuery({ query: DjFanCountQuery, variables: { djId }, context: socialQueryContext });
  const count = result.data?.djFanCount;
  return count === undefined ? null : <Count count={count} compact={compact} />;
}

function Follow({ djId, djName, compact }: { djId: string; djName: string; compact: boolean }) {
  const { t } = useLingui();
  const [result] = useQuery({ query: DjFollowQuery, variables: { djId }, context: socialQueryContext });
  const [follow, followDj] = useMutation(FollowDjMutation);
  const [unfollow, unfollowDj] = useMutation(UnfollowDjMutation);
  const [error, run] = useActionError();
  if (!result.data) return null;
  const following = result.data.myDjFollow !== null;
  const busy = follow.fetching || unfollow.fetching;
  return (
    <span className="follow" data-testid="follow" data-following={following}>
      <button
        type="button"
        className={compact ? 'button ghost small' : following ? 'button ghost' : 'button primary'}
        aria-pressed={following}
        aria-label={following ? t`Unfollow ${djName}` : t`Follow ${djName}`}
        disabled={busy}
        onClick={() => void run(() => (following ? unfollowDj({ djId }) : followDj({ djId })))}
        data-testid="follow-button"
      >
        {following ? t`Following` : t`Follow`}
      </button>
      <Count count={result.data.djFanCount} compact={compact} />
      <ErrorText error={error} testId="follow-error" />
    </span>
  );
}
