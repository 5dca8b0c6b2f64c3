import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMutation } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { myVote, spinningDj, type RoomStateDocument } from './room-state';
import { LikeSongMutation, SkipSongMutation, VoteSongMutation } from './room.operations';

/** Votes on the playing song, the vibe meter, liking it, and skipping it (the DJ or a moderator). */
export function VoteBar({
  roomId,
  state,
  viewerId,
  canModerate,
}: {
  roomId: string;
  state: RoomStateDocument;
  viewerId: string | null;
  canModerate: boolean;
}) {
  const { t } = useLingui();
  const [error, run] = useActionError();
  const [liked, setLiked] = useState<string | null>(null);
  const [, vote] = useMutation(VoteSongMutation);
  const [, like] = useMutation(LikeSongMutation);
  const [, skip] = useMutation(SkipSongMutation);
  const playing = state.nowPlaying;
  const isCurrentDj = viewerId !== null && spinningDj(state) === viewerId;
  const mine = viewerId ? myVote(state, viewerId) : null;
  const mayVote = viewerId !== null && playing !== null && !isCurrentDj;

  return (
    <section className="card vote-bar" aria-label={t`Votes`} data-testid="vote-bar">
      <div className="vibe">
        <label htmlFor="vibe-meter" className="small muted">
          {t`Vibe meter`}
        </label>
        <meter id="vibe-meter" min={-100} max={100} low={-20} high={20} optimum={100} value={state.vibeMeter} data-testid="vibe-meter" data-value={state.vibeMeter}>
          {state.vibeMeter}
        </meter>
        <span className="small" data-testid="vote-counts" data-up={state.voteCounts.up} data-down={state.voteCounts.down}>
          {t`${state.voteCounts.up} up · ${state.voteCounts.down} down`}
        </span>
      </div>
      <div className="vote-actions">
        <button
          type="button"
          className={mine === 'up' ? 'button vote active' : 'button vote'}
          aria-pressed={mine === 'up'}
          disabled={!mayVote}
          onClick={() => void run(() => vote({ roomId, direction: 'up' }))}
          data-testid="vote-up"
        >
          <span aria-hidden="true">▲</span> {t`Awesome`}
        </button>
        <button
          type="button"
          className={mine === 'down' ? 'button vote active' : 'button vote'}
          aria-pressed={mine === 'down'}
          disabled={!mayVote}
          onClick={() => void run(() => vote({ roomId, direction: 'down' }))}
          data-testid="vote-down"
        >
          <span aria-hidden="true">▼</span> {t`Lame`}
        </button>
        <button
          type="button"
          className="button ghost"
          aria-pressed={playing !== null && liked === playing.playId}
          disabled={!mayVote}
          onClick={() => void run(() => like({ roomId })).then((ok) => ok && playing && setLiked(playing.playId))}
          data-testid="like-song"
        >
          <span aria-hidden="true">★</span> {t`Add to likes`}
        </button>
        {playing && (isCurrentDj || canModerate) && (
          <button type="button" className="button ghost" onClick={() => void run(() => skip({ roomId }))} data-testid="skip-song">
            {t`Skip song`}
          </button>
        )}
      </div>
      <p className="small vote-status" role="status" data-testid="vote-status">
        {playing !== null && liked === playing.playId ? t`Added to your likes.` : ''}
      </p>
      <ErrorText error={error} testId="vote-error" />
    </section>
  );
}
