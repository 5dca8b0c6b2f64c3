import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { Avatar } from '../profile/Avatar';
import { useActionError } from '../components/useActionError';
import { listeners, rolesOf, type RoomRoleName, type RoomStateDocument } from './room-state';
import { GrantRoomRoleMutation, KickUserMutation, RemoveRoomRoleMutation } from './room.operations';
import type { RoomUser } from './useUsers';

const CHAT_MUTE_MINUTES = 15;

/** A moderator's actions on one listener: kick, ban, chat, room roles. */
function ModerateUser({ roomId, user, roles }: { roomId: string; user: RoomUser; roles: RoomRoleName[] }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [error, run] = useActionError();
  const [, kick] = useMutation(KickUserMutation);
  const [, grant] = useMutation(GrantRoomRoleMutation);
  const [, remove] = useMutation(RemoveRoomRoleMutation);
  const why = reason.trim() || undefined;
  const toggle = (role: RoomRoleName, expirationTime?: string) =>
    run(() =>
      roles.includes(role)
        ? remove({ input: { roomId, userId: user.id, role, reason: why } })
        : grant({ input: { roomId, userId: user.id, role, reason: why, expirationTime } }),
    );

  return (
    <details className="moderate" data-testid="moderate-user" data-user-id={user.id}>
      <summary className="button ghost small" aria-label={t`Moderate ${user.displayName}`}>
        {t`Moderate`}
      </summary>
      <div className="moderate-menu" role="group" aria-label={t`Actions on ${user.displayName}`}>
        <label className="field">
          <span className="small">{t`Reason (optional)`}</span>
          <input type="text" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="moderation-reason" />
        </label>
        <button type="button" className="button secondary small" onClick={() => void run(() => kick({ input: { roomId, userId: user.id, reason: why } }))} data-testid="kick-user">
          {t`Kick`}
        </button>
        <button type="button" className="button secondary small" onClick={() => void toggle('banned')} data-testid="ban-user">
          {roles.includes('banned') ? t`Unban` : t`Ban`}
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => void toggle('chatDisabled', new Date(Date.now() + CHAT_MUTE_MINUTES * 60_000).toISOString())}
          data-testid="chat-disable-user"
        >
          {roles.includes('chatDisabled') ? t`Allow chat` : t`Disable chat for ${CHAT_MUTE_MINUTES} minutes`}
        </button>
        <button type="button" className="button secondary small" onClick={() => void toggle('djDisabled')} data-testid="dj-disable-user">
          {roles.includes('djDisabled') ? t`Allow DJing` : t`Disable DJing`}
        </button>
        <button type="button" className="button secondary small" onClick={() => void toggle('moderator')} data-testid="toggle-moderator">
          {roles.includes('moderator') ? t`Remove moderator` : t`Make moderator`}
        </button>
        <button type="button" className="button secondary small" onClick={() => void toggle('dj')} data-testid="toggle-dj-role">
          {roles.includes('dj') ? t`Remove DJ role` : t`Give DJ role`}
        </button>
        <ErrorText error={error} testId="moderation-error" />
      </div>
    </details>
  );
}

/** Everyone in the room: DJs, the floor, the audience, with their room roles; moderators act on them. */
export function Audience({
  roomId,
  state,
  viewerId,
  users,
  canModerate,
}: {
  roomId: string;
  state: RoomStateDocument;
  viewerId: string | null;
  users: Map<string, RoomUser>;
  canModerate: boolean;
}) {
  const { t } = useLingui();
  const roleNames: Partial<Record<RoomRoleName, string>> = {
    owner: t`Owner`,
    coOwner: t`Co-owner`,
    moderator: t`Moderator`,
    dj: t`DJ`,
    chatDisabled: t`Chat disabled`,
    djDisabled: t`DJing disabled`,
  };
  const ids = listeners(state);
  const guests = state.guestCount;
  return (
    <section className="card audience" aria-labelledby="audience-title" data-testid="audience">
      <h2 id="audience-title">
        {t`In the room`} <span className="muted small">({ids.length + guests})</span>
      </h2>
      <ul className="listeners">
        {ids.map((id) => {
          const user = users.get(id) ?? { id, displayName: '…' };
          const roles = rolesOf(state, id);
          return (
            <li key={id} className="listener" data-testid="listener" data-user-id={id}>
              <Avatar user={user} size="s" />
              <Link href={`/users/${id}`} className="listener-name">
                {user.displayName}
                {id === viewerId && <span className="muted small"> {t`(you)`}</span>}
              </Link>
              {roles
                .filter((role) => roleNames[role])
                .map((role) => (
                  <span key={role} className="chip" data-role={role}>
                    {roleNames[role]}
                  </span>
                ))}
              {canModerate && id !== viewerId && <ModerateUser roomId={roomId} user={user} roles={roles} />}
            </li>
          );
        })}
      </ul>
      {guests > 0 && (
        <p className="small muted" data-testid="guest-count">
          {guests === 1 ? t`and 1 guest` : t`and ${guests} guests`}
        </p>
      )}
    </section>
  );
}
