import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { Avatar } from '../profile/Avatar';
import { useActionError } from '../components/useActionError';
import { listeners, mayModerateUser, rolesOf, type RoomRoleName, type RoomStateDocument } from './room-state';
import { GrantRoomRoleMutation, RemoveRoomRoleMutation } from './room.operations';
import type { RoomUser } from './useUsers';

const CHAT_MUTE_MINUTES = 15;

/** How long a kick or a ban lasts, in minutes (null: until lifted). The server allows at most a year. */
const kickDurations = [15, 60, 24 * 60, 7 * 24 * 60] as const;
const banDurations = [60, 24 * 60, 7 * 24 * 60, 30 * 24 * 60, null] as const;

type Removal = 'kick' | 'ban';

function useDurationLabel() {
  const { t } = useLingui();
  return (minutes: number | null): string => {
    if (minutes === null) return t`Until lifted`;
    if (minutes < 60) return t`${minutes} minutes`;
    const hours = minutes / 60;
    if (hours === 1) return t`1 hour`;
    if (hours < 24) return t`${hours} hours`;
    const days = hours / 24;
    return days === 1 ? t`1 day` : t`${days} days`;
  };
}

/** Asks before a kick or a ban: for how long, then the action itself (or Cancel). */
function ConfirmRemoval({
  kind,
  user,
  onConfirm,
  onCancel,
}: {
  kind: Removal;
  user: RoomUser;
  onConfirm: (minutes: number | null) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const label = useDurationLabel();
  const durations: readonly (number | null)[] = kind === 'kick' ? kickDurations : banDurations;
  const [choice, setChoice] = useState(0);
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const name = user.displayName;
  return (
    <div
      className="moderate-confirm"
      role="alertdialog"
      aria-labelledby={titleId}
      data-testid="moderation-confirm"
      data-kind={kind}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={titleId} className="small">
        <strong>{kind === 'kick' ? t`Kick ${name} out of the room?` : t`Ban ${name} from the room?`}</strong>
      </p>
      <label className="field">
        <span className="small">{t`For how long`}</span>
        <select value={choice} onChange={(e) => setChoice(Number(e.target.value))} data-testid="moderation-duration">
          {durations.map((minutes, index) => (
            <option key={index} value={index}>
              {label(minutes)}
            </option>
          ))}
        </select>
      </label>
      <div className="moderate-confirm-actions">
        <button type="button" className="button primary small" onClick={() => onConfirm(durations[choice] ?? null)} data-testid="moderation-confirm-button">
          {kind === 'kick' ? t`Kick` : t`Ban`}
        </button>
        <button type="button" ref={cancel} className="button ghost small" onClick={onCancel} data-testid="moderation-cancel">
          {t`Cancel`}
        </button>
      </div>
    </div>
  );
}

const expiry = (minutes: number | null) => (minutes === null ? undefined : new Date(Date.now() + minutes * 60_000).toISOString());

/** A moderator's actions on one listener: kick, ban (each confirmed, with a duration), chat, room roles. */
function ModerateUser({ roomId, user, roles }: { roomId: string; user: RoomUser; roles: RoomRoleName[] }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<Removal | null>(null);
  const [error, run] = useActionError();
  const [, grant] = useMutation(GrantRoomRoleMutation);
  const [, remove] = useMutation(RemoveRoomRoleMutation);
  const why = reason.trim() || undefined;
  const toggle = (role: RoomRoleName, expirationTime?: string) =>
    run(() =>
      roles.includes(role)
        ? remove({ input: { roomId, userId: user.id, role, reason: why } })
        : grant({ input: { roomId, userId: user.id, role, reason: why, expirationTime } }),
    );
  // A kick is the `kicked` role for a while (the server sends the KICKED notice with the reason and the end).
  const removeFromRoom = (kind: Removal, minutes: number | null) => {
    setConfirming(null);
    const role: RoomRoleName = kind === 'kick' ? 'kicked' : 'banned';
    void run(() => grant({ input: { roomId, userId: user.id, role, reason: why, expirationTime: expiry(minutes) } }));
  };

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
        {confirming ? (
          <ConfirmRemoval kind={confirming} user={user} onConfirm={(minutes) => removeFromRoom(confirming, minutes)} onCancel={() => setConfirming(null)} />
        ) : (
          <>
            <button type="button" className="button secondary small" onClick={() => setConfirming('kick')} data-testid="kick-user">
              {t`Kick…`}
            </button>
            {roles.includes('banned') ? (
              <button type="button" className="button secondary small" onClick={() => void toggle('banned')} data-testid="ban-user">
                {t`Unban`}
              </button>
            ) : (
              <button type="button" className="button secondary small" onClick={() => setConfirming('ban')} data-testid="ban-user">
                {t`Ban…`}
              </button>
            )}
          </>
        )}
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
  ownerId,
  serverSaysModerator,
}: {
  roomId: string;
  state: RoomStateDocument;
  viewerId: string | null;
  users: Map<string, RoomUser>;
  ownerId: string;
  /** The caller's chat standing says they moderate here (room staff or a platform moderator). */
  serverSaysModerator: boolean;
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
              {viewerId !== null && mayModerateUser(state, { id: viewerId, serverSaysModerator }, ownerId, id) && (
                <ModerateUser roomId={roomId} user={user} roles={roles} />
              )}
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
