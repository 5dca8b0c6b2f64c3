import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { ChatPanel, type ChatShare } from '../chat/ChatPanel';
import { ConsumableShelf } from './ConsumableShelf';
import { songCardLink } from '../chat/chat-rules';
import { ErrorText } from '../components/ErrorText';
import { QueuePanel } from '../crates/QueuePanel';
import { describeError, type ErrorMessage } from '../errors';
import { PlaybackSongQuery } from '../playback/operations';
import { RoomPlayer } from '../playback/RoomPlayer';
import { useServerClock } from '../playback/useServerClock';
import { useApp } from '../session-context';
import { Audience } from './Audience';
import { RecentPlays } from './RecentPlays';
import { rememberedRemoval, type RemovalDetails, type RoomConnection, type SongSkip } from './room-connection';
import { isRoomModerator, listeners, rolesOf, spinningDj } from './room-state';
import { RoomDetailsQuery } from './room.operations';
import { RoomRestrictions } from './RoomRestrictions';
import { Stage } from './Stage';
import { useRoomConnection } from './useRoomConnection';
import { useUsers, type RoomUser } from './useUsers';
import { VoteBar } from './VoteBar';
import './room.css';

function RemovedNotice({ details }: { details: RemovalDetails }) {
  const { t, i18n } = useLingui();
  const until = details.expirationTime ? i18n.date(details.expirationTime, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <section className="card notice" role="alert" data-testid="room-removed" data-kind={details.kind}>
      <h1>{details.kind === 'KICKED' ? t`You were kicked from this room` : t`You are banned from this room`}</h1>
      {details.reason && <p data-testid="room-removed-reason">{t`Reason: ${details.reason}`}</p>}
      {until ? <p>{t`You may come back after ${until}.`}</p> : details.kind === 'BANNED' && <p>{t`The ban has no end date.`}</p>}
      <Link href="/" className="button primary">
        {t`Back to the rooms`}
      </Link>
    </section>
  );
}

/** Shares the song playing to the room's chat: its title and artist, and its provider link (a song card) when it has one. */
function ShareSong({ songId, playId, share }: { songId: string; playId: string; share: { current: ChatShare | null } }) {
  const { t } = useLingui();
  const [song] = useQuery({ query: PlaybackSongQuery, variables: { id: songId } });
  const [shared, setShared] = useState<string | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const found = song.data?.song;
  if (!found || found.id !== songId) return null;
  const title = found.trackName;
  const artist = found.artistName;
  const link = songCardLink(found.links);
  async function send() {
    const post = share.current;
    if (!post) {
      setError({ text: t`You can't post in this chat right now.` });
      return;
    }
    setBusy(true);
    const failed = await post(`${t`Now playing: ${title} by ${artist}`}${link ? ` ${link}` : ''}`);
    setBusy(false);
    setError(failed);
    if (!failed) setShared(playId);
  }
  return (
    <div className="share-song">
      <button type="button" className="button ghost small" disabled={busy || shared === playId} onClick={() => void send()} data-testid="share-song">
        {t`Share to chat`}
      </button>
      <span className="small" role="status" data-testid="share-song-status">
        {shared === playId ? t`Shared in the chat.` : ''}
      </span>
      <ErrorText error={error} testId="share-song-error" />
    </div>
  );
}

/**
 * The songs the room skipped before they started (SONG_SKIPPED), in the listener's language: worded from the event's
 * reason, never from the server's English message. A polite live region, mounted before any notice arrives.
 */
function SkipNotices({
  skips,
  users,
  viewerId,
  onDismiss,
}: {
  skips: readonly SongSkip[];
  users: ReadonlyMap<string, RoomUser>;
  viewerId: string | null;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const sentences = (skip: SongSkip): string[] => {
    const title = skip.trackName;
    const artist = skip.artistName;
    const said = [skip.reason === 'SONG_NOT_PLAYABLE' ? t`${title} by ${artist} was skipped: it has no source anyone can play.` : t`${title} by ${artist} was skipped.`];
    if (skip.djLeftSeat) {
      const dj = (skip.djId && users.get(skip.djId)?.displayName) || t`The DJ`;
      said.push(skip.djId !== null && skip.djId === viewerId ? t`You left the DJ seat: nothing in your queue can play.` : t`${dj} left the DJ seat: nothing in their queue can play.`);
    }
    return said;
  };
  return (
    <div className="skip-notices" role="status" data-testid="skip-notices">
      {skips.length > 0 && (
        <>
          <ul className="skip-list">
            {skips.map((skip) => (
              <li key={skip.seq} data-testid="skip-notice" data-song-id={skip.songId ?? ''} data-dj-left-seat={skip.djLeftSeat}>
                {sentences(skip).join(' ')}
              </li>
            ))}
          </ul>
          <button type="button" className="button ghost small" onClick={onDismiss} data-testid="skip-notices-dismiss">
            {t`Dismiss`}
          </button>
        </>
      )}
    </div>
  );
}

function PasswordForm({ which, wrong, onSubmit }: { which: 'room' | 'guest'; wrong: boolean; onSubmit: (password: string) => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(password);
  }
  return (
    <section className="card auth-card" data-testid="room-password">
      <h1>{which === 'room' ? t`This room has a password` : t`Guests need the guest password`}</h1>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>{t`Password`}</span>
          <input type="password" required value={password} onChange={(e) => setPassword(e.target.value)} data-testid="room-password-input" autoFocus />
        </label>
        {wrong && (
          <p className="alert" role="alert" data-testid="room-password-error">
            {t`Incorrect password`}
          </p>
        )}
        <button type="submit" className="button primary" data-testid="room-password-submit">
          {t`Enter`}
        </button>
      </form>
    </section>
  );
}

type Tab = 'chat' | 'queue';
/** On a phone the room and its chat are two views, so the chat is one tap away, not below the whole room. */
type View = 'room' | 'chat';

function JoinedRoom({ connection }: { connection: RoomConnection }) {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<Tab>('chat');
  const snapshot = connection.get();
  const room = snapshot.room!;
  const state = snapshot.document!;
  const viewerId = viewer.kind === 'user' ? viewer.id : null;
  const ids = useMemo(() => listeners(state), [state]);
  const spinning = spinningDj(state);
  // Names of everyone listed, and of the DJ whose song plays even when they are no longer in the room.
  const named = useMemo(() => (spinning && !ids.includes(spinning) ? [...ids, spinning] : ids), [ids, spinning]);
  const users = useUsers(named);
  const [view, setViewState] = useState<View>('room');
  const setView = (next: View) => {
    setViewState(next);
    // The tabs go to the top of the screen, so the chosen view fills it (they stay there: sticky).
    document.getElementById('view-room')?.scrollIntoView({ block: 'start' });
  };
  const myRoles = viewerId ? rolesOf(state, viewerId).join(',') : '';
  // The server's view of my standing (platform moderators too); asked again when my room roles change.
  const [details, refetchDetails] = useQuery({ query: RoomDetailsQuery, variables: { id: room.id }, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    refetchDetails({ requestPolicy: 'network-only' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when my roles change, not when urql renews refetch
  }, [myRoles]);
  const standing = details.data?.roomChatStanding;
  const canModerate = (viewerId !== null && isRoomModerator(state, viewerId)) || (standing?.canModerate ?? false);
  const mayEdit = viewerId !== null && (room.ownerId === viewerId || rolesOf(state, viewerId).includes('coOwner') || (standing?.canModerate ?? false));
  const members = useMemo(() => ids.map((id) => users.get(id)).filter((u): u is NonNullable<typeof u> => !!u), [ids, users]);
  const share = useRef<ChatShare | null>(null);
  const { clock } = useServerClock();
  const serverNow = useCallback(() => clock.now(), [clock]);
  const chatDisabledUntil = myRoles.includes('chatDisabled') ? (standing?.chatDisabledUntil ?? null) : null;

  async function leave() {
    await connection.leave();
    navigate('/');
  }

  return (
    <div className="room-page" data-testid="room-page" data-room-id={room.id} data-slug={room.slug} data-seq={snapshot.seq}>
      <header className="room-header">
        <div>
          <h1 data-testid="room-name">{state.settings.name || room.name}</h1>
          {details.data?.room?.description && <p className="muted small">{details.data.room.description}</p>}
        </div>
        <div className="room-header-actions">
          {mayEdit && (
            <Link href={`/rooms/${room.slug}/settings`} className="button ghost" data-testid="room-settings-link">
              {t`Settings`}
            </Link>
          )}
          <button type="button" className="button secondary" onClick={() => void leave()} data-testid="leave-room">
            {t`Leave the room`}
          </button>
        </div>
      </header>
      {details.data?.room?.pinnedMessages.length ? (
        <ul className="pinned" aria-label={t`Pinned messages`}>
          {details.data.room.pinnedMessages.map((pinned, index) => (
            <li key={index}>{pinned.text}</li>
          ))}
        </ul>
      ) : null}
      <div className="room-views tabs" role="tablist" aria-label={t`Room or chat`}>
        <button type="button" role="tab" id="view-room" aria-selected={view === 'room'} aria-controls="room-main" className={view === 'room' ? 'tab active' : 'tab'} onClick={() => setView('room')} data-testid="view-room">
          {t`Room`}
        </button>
        <button type="button" role="tab" id="view-chat" aria-selected={view === 'chat'} aria-controls="room-side" className={view === 'chat' ? 'tab active' : 'tab'} onClick={() => setView('chat')} data-testid="view-chat">
          {t`Chat`}
        </button>
      </div>
      <div className="room-grid" data-view={view}>
        <div className="room-main" id="room-main" role="tabpanel" aria-labelledby="view-room">
          <section className="card now-playing-card" aria-label={t`Now playing`}>
            <RoomPlayer room={{ id: room.id, slug: room.slug, ownerId: room.ownerId }} nowPlaying={state.nowPlaying} />
            <SkipNotices skips={snapshot.skips} users={users} viewerId={viewerId} onDismiss={() => connection.dismissSkips()} />
            {state.nowPlaying && spinning && (
              <div className="now-playing-footer">
                <p className="small muted" data-testid="now-playing-dj" data-user-id={spinning}>
                  {t`Played by ${users.get(spinning)?.displayName ?? '…'}`}
                </p>
                {viewer.kind === 'user' && <ShareSong songId={state.nowPlaying.songId} playId={state.nowPlaying.playId} share={share} />}
              </div>
            )}
          </section>
          <VoteBar roomId={room.id} state={state} viewerId={viewerId} canModerate={canModerate} />
          {viewer.kind === 'user' && <ConsumableShelf roomId={room.id} />}
          <Stage roomId={room.id} state={state} viewerId={viewerId} users={users} canModerate={canModerate} />
          <Audience roomId={room.id} state={state} viewerId={viewerId} users={users} ownerId={room.ownerId} serverSaysModerator={standing?.canModerate ?? false} />
          {canModerate && <RoomRestrictions roomId={room.id} state={state} />}
          <RecentPlays roomSlug={room.slug} playId={state.nowPlaying?.playId ?? null} />
        </div>
        <aside className="room-side" id="room-side" role="tabpanel" aria-labelledby="view-chat">
          <div className="tabs" role="tablist" aria-label={t`Room panels`}>
            <button type="button" role="tab" id="tab-chat" aria-selected={tab === 'chat'} aria-controls="panel-chat" className={tab === 'chat' ? 'tab active' : 'tab'} onClick={() => setTab('chat')} data-testid="tab-chat">
              {t`Chat`}
            </button>
            {viewer.kind === 'user' && (
              <button type="button" role="tab" id="tab-queue" aria-selected={tab === 'queue'} aria-controls="panel-queue" className={tab === 'queue' ? 'tab active' : 'tab'} onClick={() => setTab('queue')} data-testid="tab-queue">
                {t`My queue`}
              </button>
            )}
          </div>
          <div role="tabpanel" id="panel-chat" aria-labelledby="tab-chat" hidden={tab !== 'chat'}>
            <ChatPanel roomId={room.id} members={members} canModerate={canModerate} chatDisabledUntil={chatDisabledUntil} serverNow={serverNow} shareRef={share} />
          </div>
          {viewer.kind === 'user' && (
            <div role="tabpanel" id="panel-queue" aria-labelledby="tab-queue" hidden={tab !== 'queue'}>
              <QueuePanel refreshKey={state.nowPlaying?.playId} />
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}

/** A live room: joined while the page is open, in step with everyone in it. */
export function RoomPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [, navigate] = useLocation();
  // The room this page joined: a slug change (SLUG_CHANGED) moves the address, not the connection.
  const [ref, setRef] = useState(slug);
  const [followed, setFollowed] = useState<string | null>(null);
  if (slug !== ref && slug !== followed) {
    setRef(slug);
    setFollowed(null);
  }
  const { connection, snapshot } = useRoomConnection(ref, viewer.kind === 'user' ? viewer.id : null, (next) => {
    setFollowed(next);
    navigate(`/rooms/${encodeURIComponent(next)}`, { replace: true });
  });
  const status = snapshot.status;
  const [passwords, setPasswords] = useState<{ password?: string; guestPassword?: string }>({});

  if (!connection || status.kind === 'connecting') {
    const earlier = rememberedRemoval(slug);
    if (earlier && earlier.expirationTime === null && earlier.kind === 'BANNED') return <RemovedNotice details={earlier} />;
    return (
      <p className="muted center" data-testid="room-connecting">
        {t`Entering the room…`}
      </p>
    );
  }
  switch (status.kind) {
    case 'joined':
      return <JoinedRoom connection={connection} />;
    case 'password-required':
      return (
        <PasswordForm
          which={status.which}
          wrong={status.wrong}
          onSubmit={(password) => {
            const next = status.which === 'room' ? { ...passwords, password } : { ...passwords, guestPassword: password };
            setPasswords(next);
            void connection.start(next);
          }}
        />
      );
    case 'removed':
      return <RemovedNotice details={status.details} />;
    case 'replaced':
      return (
        <section className="card notice" role="status" data-testid="room-replaced">
          <p>{t`You opened this room somewhere else, so it stopped here.`}</p>
          <button type="button" className="button primary" onClick={() => window.location.reload()}>
            {t`Listen here instead`}
          </button>
        </section>
      );
    case 'deleted':
      return (
        <section className="card notice" role="status" data-testid="room-deleted">
          <p>{t`This room was deleted.`}</p>
          <Link href="/" className="button primary">
            {t`Back to the rooms`}
          </Link>
        </section>
      );
    case 'left':
      return null;
    case 'error':
      return (
        <section className="card notice" data-testid="room-error">
          <ErrorText error={describeError(status.error)} testId="room-error-text" />
          <Link href="/" className="button primary">
            {t`Back to the rooms`}
          </Link>
        </section>
      );
  }
}
