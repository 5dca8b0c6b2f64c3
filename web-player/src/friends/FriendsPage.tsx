import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError } from '../errors';
import type { SocialUserFieldsFragment } from '../gql/graphql';
import { Avatar } from '../profile/Avatar';
import { useApp } from '../session-context';
import {
  CancelFriendInvitationMutation,
  FriendsPageQuery,
  HandleFriendInvitationMutation,
  RemoveFriendMutation,
  socialQueryContext,
} from '../social/social.operations';
import './friends.css';

/** The most of each list shown (the API's page limit). */
const listLimit = 100;

function Person({ user }: { user: SocialUserFieldsFragment }) {
  return (
    <Link href={`/users/${user.id}`} className="friend-person" data-testid="friend-link">
      <Avatar user={user} size="s" />
      <span className="friend-person-name" data-testid="friend-name">
        {user.displayName}
      </span>
    </Link>
  );
}

function Section({ title, testId, count, empty, children }: { title: string; testId: string; count: number; empty: string; children: ReactNode }) {
  const headingId = `${testId}-heading`;
  return (
    <section className="card friends-section" aria-labelledby={headingId} data-testid={testId} data-count={count}>
      <h2 id={headingId}>{title}</h2>
      {count === 0 ? <p className="muted small">{empty}</p> : <ul className="friends-list">{children}</ul>}
    </section>
  );
}

/** Your friends (remove), invitations you received (accept, reject) and those you sent (cancel). */
export function FriendsPage() {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [result] = useQuery({ query: FriendsPageQuery, variables: { limit: listLimit }, context: socialQueryContext, pause: viewer.kind !== 'user' });
  const [error, run] = useActionError();
  const [handled, handle] = useMutation(HandleFriendInvitationMutation);
  const [cancelled, cancel] = useMutation(CancelFriendInvitationMutation);
  const [removed, remove] = useMutation(RemoveFriendMutation);
  const busy = handled.fetching || cancelled.fetching || removed.fetching;

  if (viewer.kind !== 'user') {
    return (
      <section className="card friends-page" data-testid="friends-page">
        <h1>{t`Friends`}</h1>
        <p className="muted">{t`Sign in to have friends.`}</p>
      </section>
    );
  }
  if (result.error) {
    return (
      <section className="card friends-page" data-testid="friends-page">
        <h1>{t`Friends`}</h1>
        <ErrorText error={describeError(result.error)} testId="friends-error" />
      </section>
    );
  }
  const data = result.data;
  if (!data) return <p className="muted center">{t`Loading…`}</p>;
  const received = data.friendInvitationsForMe.data;
  const sent = data.friendInvitationsFromMe.data;
  const friends = data.friends.data;
  return (
    <div className="friends-page" data-testid="friends-page">
      <h1>{t`Friends`}</h1>
      <p className="muted small">{t`Invite someone from their profile.`}</p>
      <ErrorText error={error} testId="friends-action-error" />
      <Section title={t`Invitations received`} testId="invitations-received" count={received.length} empty={t`No invitations waiting for you.`}>
        {received.map((invitation) => (
          <li key={invitation.id} className="friends-row" data-testid="invitation-received" data-user-id={invitation.senderId}>
            <Person user={invitation.sender} />
            <span className="friends-row-actions">
              <button
                type="button"
                className="button primary"
                disabled={busy}
                aria-label={t`Accept ${invitation.sender.displayName}’s invitation`}
                onClick={() => void run(() => handle({ id: invitation.id, status: 'accepted' }))}
                data-testid="accept-invitation"
              >
                {t`Accept`}
              </button>
              <button
                type="button"
                className="button ghost"
                disabled={busy}
                aria-label={t`Reject ${invitation.sender.displayName}’s invitation`}
                onClick={() => void run(() => handle({ id: invitation.id, status: 'rejected' }))}
                data-testid="reject-invitation"
              >
                {t`Reject`}
              </button>
            </span>
          </li>
        ))}
      </Section>
      <Section title={t`Your friends (${data.friends.total})`} testId="friends-list" count={friends.length} empty={t`No friends yet.`}>
        {friends.map((friend) => (
          <li key={friend.id} className="friends-row" data-testid="friend" data-user-id={friend.friendId}>
            <Person user={friend.friend} />
            <span className="friends-row-actions">
              <button
                type="button"
                className="button ghost"
                disabled={busy}
                aria-label={t`Remove ${friend.friend.displayName} from your friends`}
                onClick={() => void run(() => remove({ id: friend.id }))}
                data-testid="remove-friend"
              >
                {t`Remove`}
              </button>
            </span>
          </li>
        ))}
      </Section>
      <Section title={t`Invitations sent`} testId="invitations-sent" count={sent.length} empty={t`No invitations waiting for an answer.`}>
        {sent.map((invitation) => (
          <li key={invitation.id} className="friends-row" data-testid="invitation-sent" data-user-id={invitation.recipientId}>
            <Person user={invitation.recipient} />
            <span className="friends-row-actions">
              <button
                type="button"
                className="button ghost"
                disabled={busy}
                aria-label={t`Cancel your invitation to ${invitation.recipient.displayName}`}
                onClick={() => void run(() => cancel({ id: invitation.id }))}
                data-testid="cancel-invitation"
              >
                {t`Cancel`}
              </button>
            </span>
          </li>
        ))}
      </Section>
    </div>
  );
}
