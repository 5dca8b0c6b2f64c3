import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { Avatar } from '../profile/Avatar';
import { FollowButton } from '../profile/FollowButton';
import { useActionError } from '../components/useActionError';
import { canDj, freeSeats, isDj, spinningDj, type RoomStateDocument } from './room-state';
import { LeaveDjSeatMutation, RemoveDjMutation, TakeDjSeatMutation } from './room.operations';
import type { RoomUser } from './useUsers';

/** The DJ seats: who spins now (the first DJ), who is next, the free seats; take, leave, remove. */
export function Stage({
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
  const [error, run] = useActionError();
  const [take, takeSeat] = useMutation(TakeDjSeatMutation);
  const [leave, leaveSeat] = useMutation(LeaveDjSeatMutation);
  const [, removeDj] = useMutation(RemoveDjMutation);
  const busy = take.fetching || leave.fetching;
  // The play after which the viewer leaves their seat, once the server took the request (said, and kept said).
  const [leavingAfter, setLeavingAfter] = useState<string | null>(null);

  const spinning = spinningDj(state);
  const seated = viewerId !== null && isDj(state, viewerId);
  const mayTake = viewerId !== null && !seated && canDj(state, viewerId) && freeSeats(state) > 0;
  const seats = Array.from({ length: state.settings.numberOfDjs }, (_, index) => state.djs[index] ?? null);

  return (
    <section className="card stage" aria-labelledby="stage-title" data-testid="stage">
      <h2 id="stage-title">{t`DJ seats`}</h2>
      <ol className="seats">
        {seats.map((djId, index) => {
          const name = djId ? (users.get(djId)?.displayName ?? '…') : null;
          return (
            <li
              key={djId ?? `free-${index}`}
              className={djId === spinning && djId ? 'seat current' : djId ? 'seat taken' : 'seat free'}
              data-testid="dj-seat"
              data-user-id={djId ?? ''}
              data-current={djId !== null && djId === spinning}
            >
              {djId && users.get(djId) ? (
                <Avatar user={users.get(djId)!} size="s" />
              ) : (
                <span className="seat-avatar" aria-hidden="true">
                  {name ? name.slice(0, 1).toUpperCase() : '+'}
                </span>
              )}
              <span className="seat-name">{name ?? t`Free seat`}</span>
              {djId !== null && djId === spinning && <span className="chip">{t`Now spinning`}</span>}
              {djId && <FollowButton djId={djId} djName={name ?? ''} compact />}
              {djId && canModerate && djId !== viewerId && (
                <button
                  type="button"
                  className="button ghost small"
                  onClick={() => void run(() => removeDj({ roomId, userId: djId }))}
                  data-testid="remove-dj"
                  aria-label={t`Remove ${name ?? ''} from the DJ seats`}
                >
                  {t`Remove`}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <div className="stage-actions">
        {mayTake && (
          <button type="button" className="button primary" disabled={busy} onClick={() => void run(() => takeSeat({ roomId }))} data-testid="take-seat">
            {t`Take a seat`}
          </button>
        )}
        {seated && (
          <>
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => void run(() => leaveSeat({ roomId, afterSong: false }))}
              data-testid="leave-seat"
            >
              {t`Leave the seat`}
            </button>
            {spinning === viewerId && state.nowPlaying && (
              <button
                type="button"
                className="button ghost"
                disabled={busy || leavingAfter === state.nowPlaying.playId}
                aria-pressed={leavingAfter === state.nowPlaying.playId}
                onClick={() => {
                  const playId = state.nowPlaying?.playId ?? null;
                  void run(() => leaveSeat({ roomId, afterSong: true })).then((ok) => ok && setLeavingAfter(playId));
                }}
                data-testid="leave-after-song"
              >
                {t`Leave after this song`}
              </button>
            )}
          </>
        )}
        <p className="small stage-status" role="status" data-testid="stage-status">
          {seated && leavingAfter !== null && leavingAfter === state.nowPlaying?.playId
            ? t`You will leave your DJ seat when this song ends.`
            : ''}
        </p>
        {viewerId === null && <p className="small muted">{t`Sign in to take a DJ seat.`}</p>}
      </div>
      <ErrorText error={error} testId="stage-error" />
    </section>
  );
}
