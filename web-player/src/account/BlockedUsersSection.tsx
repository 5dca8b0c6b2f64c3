import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError } from '../errors';
import { BlockedUsersQuery, UnblockUserMutation, socialQueryContext } from '../social/social.operations';

/** The most blocks listed (the API's page limit). */
const listLimit = 100;

/** The users you blocked, newest first, each with Unblock. Blocking is done from a user's profile. */
export function BlockedUsersSection() {
  const { t, i18n } = useLingui();
  const [result] = useQuery({ query: BlockedUsersQuery, variables: { limit: listLimit }, context: socialQueryContext });
  const [unblocking, unblock] = useMutation(UnblockUserMutation);
  const [error, run] = useActionError();
  const blocks = result.data?.blockedUsers.data ?? [];
  return (
    <section className="card account-section" aria-labelledby="account-blocked-title" data-testid="account-blocked" data-count={blocks.length}>
      <h2 id="account-blocked-title">{t`Blocked users`}</h2>
      <p className="small muted">{t`You do not see their chat messages and mentions, and they cannot invite you or follow you. Block someone from their profile.`}</p>
      {result.error && <ErrorText error={describeError(result.error)} testId="blocked-load-error" />}
      {result.data && blocks.length === 0 && (
        <p className="muted" data-testid="blocked-none">
          {t`You have not blocked anyone.`}
        </p>
      )}
      {blocks.length > 0 && (
        <ul className="blocked-list">
          {blocks.map((block) => {
            const name = block.user.displayName;
            const since = i18n.date(block.createdAt, { dateStyle: 'medium' });
            return (
              <li key={block.id} className="blocked-row" data-testid="blocked-user" data-user-id={block.blockedUserId}>
                <span className="blocked-who">
                  <Link href={`/users/${block.blockedUserId}`} className="profile-link" data-testid="blocked-name">
                    {name}
                  </Link>
                  <span className="small muted">{t`blocked ${since}`}</span>
                </span>
                <button
                  type="button"
                  className="button ghost"
                  disabled={unblocking.fetching}
                  aria-label={t`Unblock ${name}`}
                  onClick={() => void run(() => unblock({ id: block.id }))}
                  data-testid="unblock-user"
                >
                  {t`Unblock`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorText error={error} testId="unblock-error" />
    </section>
  );
}
