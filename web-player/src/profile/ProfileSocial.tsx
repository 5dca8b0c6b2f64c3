import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import {
  BlockUserMutation,
  CancelFriendInvitationMutation,
  FansAndFollowedQuery,
  HandleFriendInvitationMutation,
  RelationshipQuery,
  RemoveFriendMutation,
  SendFriendInvitationMutation,
  SocialUsersQuery,
  UnblockUserMutation,
  socialQueryContext,
} from '../social/social.operations';
import { FollowButton } from './FollowButton';

/** The most of each list the profile asks for (the API's page limit). */
const listLimit = 100;
/** Fans and followed DJs shown on a profile. */
const peopleShown = 24;

type Relationship =
  | { kind: 'friends' }
  | { kind: 'invited'; invitationId: string }
  | { kind: 'invitedMe'; invitationId: string }
  | { kind: 'none' };

/**
 * What you can do with another user from their profile: invite them as a friend (or answer, cancel, unfriend),
 * follow them as a DJ, block them (after confirming) or unblock them.
 */
export function ProfileActions({ userId, name }: { userId: string; name: string }) {
  const { t } = useLingui();
  const [result] = useQuery({ query: RelationshipQuery, variables: { limit: listLimit }, context: socialQueryContext });
  const [error, run] = useActionError();
  const [sent, send] = useMutation(SendFriendInvitationMutation);
  const [handled, handle] = useMutation(HandleFriendInvitationMutation);
  const [cancelled, cancel] = useMutation(CancelFriendInvitationMutation);
  const [removed, remove] = useMutation(RemoveFriendMutation);
  const data = result.data;
  if (!data) return null;
  const block = data.blockedUsers.data.find((b) => b.blockedUserId === userId) ?? null;
  const incoming = data.friendInvitationsForMe.data.find((i) => i.senderId === userId);
  const outgoing = data.friendInvitationsFromMe.data.find((i) => i.recipientId === userId);
  const relationship: Relationship = data.friendsUuids.friendsUuids.includes(userId)
    ? { kind: 'friends' }
    : incoming
      ? { kind: 'invitedMe', invitationId: incoming.id }
      : outgoing
        ? { kind: 'invited', invitationId: outgoing.id }
        : { kind: 'none' };
  const busy = sent.fetching || handled.fetching || cancelled.fetching || removed.fetching;

  return (
    <div className="profile-actions" data-testid="profile-actions" data-relationship={relationship.kind} data-blocked={block !== null}>
      {block === null && (
        <div className="profile-action-row">
          {relationship.kind === 'none' && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void run(() => send({ userId }))} data-testid="invite-friend">
              {t`Add friend`}
            </button>
          )}
          {relationship.kind === 'invited' && (
            <>
              <span className="chip muted" data-testid="friend-status">{t`Invitation sent`}</span>
              <button
                type="button"
                className="button ghost"
                disabled={busy}
                onClick={() => void run(() => cancel({ id: relationship.invitationId }))}
                data-testid="cancel-invitation"
              >
                {t`Cancel invitation`}
              </button>
            </>
          )}
          {relationship.kind === 'invitedMe' && (
            <>
              <button
                type="button"
                className="button primary"
                disabled={busy}
                onClick={() => void run(() => handle({ id: relationship.invitationId, status: 'accepted' }))}
                data-testid="accept-invitation"
              >
                {t`Accept friend invitation`}
              </button>
              <button
                type="button"
                className="button ghost"
                disabled={busy}
                onClick={() => void run(() => handle({ id: relationship.invitationId, status: 'rejected' }))}
                data-testid="reject-invitation"
              >
                {t`Reject`}
              </button>
            </>
          )}
          {relationship.kind === 'friends' && (
            <>
              <span className="chip" data-testid="friend-status">{t`Friends`}</span>
              <button type="button" className="button ghost" disabled={busy} onClick={() => void run(() => remove({ id: userId }))} data-testid="remove-friend">
                {t`Remove friend`}
              </button>
            </>
          )}
          <FollowButton djId={userId} djName={name} />
        </div>
      )}
      <BlockControl userId={userId} name={name} blockId={block?.id ?? null} />
      <ErrorText error={error} testId="profile-action-error" />
    </div>
  );
}

/** Block (after a confirmation that says what a block does) or unblock. */
function BlockControl({ userId, name, blockId }: { userId: string; name: string; blockId: string | null }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [blocking, blockUser] = useMutation(BlockUserMutation);
  const [unblocking, unblockUser] = useMutation(UnblockUserMutation);
  const [error, run] = useActionError();
  const titleId = useId();
  const textId = useId();
  if (blockId !== null) {
    return (
      <div className="profile-action-row">
        <span className="chip muted" data-testid="blocked-status">{t`Blocked`}</span>
        <button
          type="button"
          className="button ghost"
          disabled={unblocking.fetching}
          onClick={() => void run(() => unblockUser({ id: blockId }))}
          data-testid="unblock-user"
        >
          {t`Unblock`}
        </button>
        <ErrorText error={error} testId="block-error" />
      </div>
    );
  }
  if (!confirming) {
    return (
      <div className="profile-action-row">
        <button type="button" className="button ghost danger" onClick={() => setConfirming(true)} data-testid="block-user">
          {t`Block`}
        </button>
      </div>
    );
  }
  return (
    <div className="confirm-block" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} data-testid="block-confirm">
      <p id={titleId}>
        <strong>{t`Block ${name}?`}</strong>
      </p>
      <p id={textId} className="small muted">
        {t`Their chat messages and mentions will be hidden from you, they cannot invite you or follow you, and your friendship ends.`}
      </p>
      <div className="profile-action-row">
        <button
          type="button"
          className="button primary"
          disabled={blocking.fetching}
          onClick={() => void run(() => blockUser({ userId })).then((ok) => ok && setConfirming(false))}
          data-testid="block-confirm-yes"
        >
          {t`Block`}
        </button>
        <button type="button" className="button ghost" autoFocus onClick={() => setConfirming(false)} data-testid="block-confirm-no">
          {t`Cancel`}
        </button>
      </div>
      <ErrorText error={error} testId="block-error" />
    </div>
  );
}

/** A profile's fans and the DJs it follows, as links to their profiles. */
export function FansAndFollowed({ userId, isMe, name }: { userId: string; isMe: boolean; name: string }) {
  const { t } = useLingui();
  const [result] = useQuery({ query: FansAndFollowedQuery, variables: { userId, take: peopleShown }, context: socialQueryContext });
  const fans = result.data?.djFans;
  const followed = result.data?.djsFollowed;
  const ids = [...(fans?.items.map((f) => f.fanId) ?? []), ...(followed?.items.map((f) => f.djId) ?? [])];
  const unique = [...new Set(ids)].sort();
  const [users] = useQuery({ query: SocialUsersQuery, variables: { ids: unique }, pause: unique.length === 0 });
  const names = new Map((users.data?.users ?? []).map((u) => [u.id, u.displayName]));
  if (!fans || !followed) return null;
  return (
    <>
      <PeopleList
        title={isMe ? t`Your fans (${fans.total})` : t`Fans of ${name} (${fans.total})`}
        ids={fans.items.map((f) => f.fanId)}
        names={names}
        empty={t`No fans yet.`}
        testId="profile-fans"
      />
      <PeopleList
        title={isMe ? t`DJs you follow (${followed.total})` : t`DJs ${name} follows (${followed.total})`}
        ids={followed.items.map((f) => f.djId)}
        names={names}
        empty={t`Not following any DJ yet.`}
        testId="profile-following"
      />
    </>
  );
}

function PeopleList({ title, ids, names, empty, testId }: { title: string; ids: string[]; names: Map<string, string>; empty: string; testId: string }) {
  const headingId = `${testId}-heading`;
  return (
    <section className="profile-section" aria-labelledby={headingId} data-testid={testId} data-count={ids.length}>
      <h2 id={headingId}>{title}</h2>
      {ids.length === 0 ? (
        <p className="muted small">{empty}</p>
      ) : (
        <ul className="people-list">
          {ids.map((id) => (
            <li key={id}>
              <Link href={`/users/${id}`} className="person" data-testid="person" data-user-id={id}>
                {names.get(id) ?? '…'}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
