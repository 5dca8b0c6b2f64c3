import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useClient, useQuery, type Client } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { describeError } from '../errors';
import { useApp } from '../session-context';
import { AutoplayBlockedError, PlaybackError, type PlaybackProblem } from './errors';
import type { PlaybackEventInput } from '../gql/graphql';
import { PlaybackSongQuery, PlaybackSongStreamQuery, PlaybackSubscriptionLevelQuery, RecordPlaybackEventMutation } from './operations';
import { browserStorage, effectiveQuality, readQuality, readVolume, writeQuality, writeVolume } from './preferences';
import { chooseProvider, createPlaybackProviders, playableProvider, type PlaybackProviders, type PlaySource } from './providers';
import { SyncController } from './sync';
import { PlayTracker, type DeviceData, type PlaybackEvent } from './tracking';
import { audioQualities, musicProviders, type AudioQuality, type MusicProvider, type NowPlaying, type PlayableSong, type PlayerState } from './types';
import { useServerClock } from './useServerClock';
import './playback.css';

export interface RoomPlayerProps {
  room: { id: string; slug: string; ownerId: string };
  nowPlaying: NowPlaying | null;
}

/** What the sync benchmark reads (`window.__backspinPlayback.sample()`). */
export interface PlaybackSample {
  serverNow: number;
  expectedMs: number;
  positionMs: number;
  playId: string;
}

declare global {
  interface Window {
    __backspinPlayback?: { sample(): PlaybackSample | null };
  }
}

interface PlayStatus {
  /** The play this status is about. */
  key: string | null;
  state: PlayerState;
  provider: MusicProvider | null;
  error: Error | null;
}

const idle: PlayStatus = { key: null, state: 'idle', provider: null, error: null };

/** How often the progress bar and the play tracking move on. */
const PROGRESS_TICK_MS = 250;
const TRACKING_TICK_MS = 1_000;

function formatTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

function deviceData(): DeviceData {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    screenWidth: typeof screen === 'undefined' ? 0 : screen.width,
    screenHeight: typeof screen === 'undefined' ? 0 : screen.height,
  };
}

/** The listener's country for signed stream URLs: the region of the browser's language, else US. */
function listenerCountry(): string {
  const region = typeof navigator === 'undefined' ? undefined : navigator.language.split('-')[1];
  return region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : 'US';
}

const isMusicProvider = (value: string | null): value is MusicProvider => value !== null && (musicProviders as readonly string[]).includes(value);

/** The key of one play: a new key is a new song (or the same song started again). */
const playKeyOf = (nowPlaying: NowPlaying | null) =>
  nowPlaying ? `${nowPlaying.playId}|${nowPlaying.songId}|${nowPlaying.startedAt}|${nowPlaying.endsAt}` : null;

/**
 * The room's player: plays the song the room plays, at the position everyone hears (server clock), through the
 * best provider this browser has, keeps it in sync, and reports listening (play tracking).
 */
export function RoomPlayer({ room, nowPlaying }: RoomPlayerProps) {
  const { t } = useLingui();
  const { viewer, auth, config } = useApp();
  const client = useClient();
  const { clock, status: clockStatus } = useServerClock();
  const signedIn = viewer.kind === 'user';
  const storage = useMemo(() => browserStorage(), []);
  const qualityNoteId = useId();

  const [volume, setVolumeState] = useState(() => readVolume(storage));
  const volumeRef = useRef(volume);
  const [chosenQuality, setChosenQuality] = useState<AudioQuality>(() => readQuality(storage));
  const quality = effectiveQuality(chosenQuality, signedIn);
  const qualityRef = useRef(quality);
  qualityRef.current = quality;

  const [engine, setEngine] = useState<PlaybackProviders | null>(null);
  const [status, setStatus] = useState<PlayStatus>(idle);
  const [, setTick] = useState(0);

  const playKey = playKeyOf(nowPlaying);
  const nowPlayingRef = useRef(nowPlaying);
  nowPlayingRef.current = nowPlaying;

  const [songResult] = useQuery({ query: PlaybackSongQuery, variables: { id: nowPlaying?.songId ?? '' }, pause: !nowPlaying });
  // Play tracking carries the listener's plan level (null for guests, who have none).
  const [levelResult] = useQuery({ query: PlaybackSubscriptionLevelQuery, pause: !signedIn });
  const subscriptionLevel = signedIn ? (levelResult.data?.me?.subscriptionLevel ?? null) : null;
  const fetchedSong = songResult.data?.song;
  const song: PlayableSong | null = nowPlaying && fetchedSong?.id === nowPlaying.songId ? fetchedSong : null;
  const songRef = useRef(song);
  songRef.current = song;

  // The players, made per mounted player (and released with it).
  useEffect(() => {
    const made = createPlaybackProviders({ config, accessToken: () => auth.accessToken() });
    setEngine(made);
    return () => {
      made.registry.destroy();
      setEngine(null);
    };
  }, [config, auth]);

  // Play tracking, sent through recordPlaybackEvent.
  const tracker = useMemo(
    () =>
      new PlayTracker({
        now: () => clock.now(),
        deviceData,
        send: (event: PlaybackEvent) => sendPlaybackEvent(client, event),
        onSendError: (error) => console.warn('Playback event not recorded', error),
      }),
    [clock, client],
  );
  useEffect(() => () => tracker.end(), [tracker]);

  const expectedMs = useCallback(() => {
    const current = nowPlayingRef.current;
    return current ? clock.now() - Date.parse(current.startedAt) : 0;
  }, [clock]);

  const fail = useCallback((key: string | null, provider: MusicProvider | null, error: Error) => {
    console.error('Failed to play a song', songRef.current, error);
    setStatus({ key, state: 'error', provider, error });
  }, []);

  /** A fresh stream URL where the catalogue signs it per request (7digital), for the quality asked. */
  const freshSource = useCallback(
    async (provider: MusicProvider, songId: string, wanted: AudioQuality): Promise<PlaySource | undefined> => {
      if (provider !== 'sevenDigital') return undefined;
      const result = await client
        .query(PlaybackSongStreamQuery, { id: songId, country: listenerCountry(), quality: wanted }, { requestPolicy: 'network-only' })
        .toPromise();
      const stream = result.data?.songStream;
      return stream && stream.provider === provider ? { provider, type: 'url', url: stream.url, streamKind: stream.kind } : undefined;
    },
    [client],
  );

  // Start the song when it (or the player) is ready; stop it when nowPlaying changes or ends.
  const clockReady = clockStatus !== 'pending';
  useEffect(() => {
    if (!engine) return;
    const current = nowPlayingRef.current;
    const playing = songRef.current;
    if (!current || !playKey) {
      engine.registry.stop();
      setStatus(idle);
      return;
    }
    if (!playing || !clockReady) {
      setStatus({ key: playKey, state: 'loading', provider: null, error: null });
      return;
    }
    const startedAt = Date.parse(current.startedAt);
    const endsAt = Date.parse(current.endsAt);
    const durationMs = (current.duration || playing.duration) * 1000;
    if (clock.now() - startedAt >= durationMs) {
      // Already over for everyone: the room moves on with its next nowPlaying.
      setStatus({ key: playKey, state: 'idle', provider: null, error: null });
      return;
    }
    if (!playableProvider(playing, engine.order, engine.registry.available)) {
      // Nothing here can play it (no stream, or only services this player lacks): say so rather than fail trying.
      console.warn('No playable source for this song in this player', { songId: playing.id, order: engine.order });
      engine.registry.stop();
      setStatus({ key: playKey, state: 'unavailable', provider: null, error: null });
      return;
    }
    let cancelled = false;
    let provider: MusicProvider | null = null;
    setStatus({ key: playKey, state: 'loading', provider: null, error: null });
    void (async () => {
      try {
        const chosen = chooseProvider(playing, engine.order, engine.registry.available);
        provider = chosen;
        setStatus({ key: playKey, state: 'loading', provider: chosen, error: null });
        const source = await freshSource(chosen, playing.id, qualityRef.current).catch(() => undefined);
        if (cancelled) return;
        const outcome = await engine.registry.play(chosen, {
          song: playing,
          startMs: Math.max(0, clock.now() - startedAt),
          expectedMs: () => clock.now() - startedAt,
          endsAt,
          quality: qualityRef.current,
          volume: volumeRef.current,
          ...(source ? { source } : {}),
        });
        if (cancelled || outcome === 'superseded') return;
        setStatus({ key: playKey, state: 'playing', provider: chosen, error: null });
      } catch (error) {
        if (cancelled) return;
        if (error instanceof AutoplayBlockedError) {
          setStatus({ key: playKey, state: 'blocked', provider, error: null });
          return;
        }
        fail(playKey, provider, error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return () => {
      cancelled = true;
      engine.registry.stop();
    };
  }, [engine, playKey, song?.id, clockReady, clock, fail, freshSource]);

  // Ended and failed players.
  useEffect(() => {
    if (!engine) return;
    return engine.registry.subscribe((event, provider, error) => {
      const key = playKeyOf(nowPlayingRef.current);
      if (event === 'ended') setStatus({ key, state: 'idle', provider, error: null });
      else fail(key, provider, error ?? new Error(`${provider} failed`));
    });
  }, [engine, fail]);

  const active = status.key === playKey && status.state === 'playing';

  // Keep the player on the room's timeline.
  useEffect(() => {
    if (!engine || !active) return;
    const player = engine.registry.current?.player;
    if (!player) return;
    const durationMs = (nowPlayingRef.current?.duration ?? songRef.current?.duration ?? 0) * 1000;
    const controller = new SyncController(player, expectedMs, durationMs > 0 ? { durationMs } : {});
    controller.start();
    return () => controller.stop();
  }, [engine, active, playKey, expectedMs]);

  // Play tracking: a record from the moment the song is heard, updated every second, ended when the play ends.
  useEffect(() => {
    const current = nowPlayingRef.current;
    const playing = songRef.current;
    if (!active || !current || !playing) return;
    if (tracker.record?.playId !== current.playId) {
      tracker.start({
        roomSlug: room.slug,
        roomOwnerId: room.ownerId,
        djId: current.djUuid,
        playId: current.playId,
        playStartedAt: Date.parse(current.startedAt),
        song: { id: playing.id, trackName: playing.trackName, artistName: playing.artistName, duration: playing.duration, provider: status.provider },
        userProvider: status.provider,
        subscriptionLevel,
        volume: volumeRef.current,
      });
    }
    const timer = setInterval(() => tracker.continue({ roomSlug: room.slug, songId: current.songId, volume: volumeRef.current }), TRACKING_TICK_MS);
    return () => clearInterval(timer);
  }, [active, tracker, room.slug, room.ownerId, status.provider, subscriptionLevel]);
  useEffect(() => {
    // A new play (or none) ends the record of the previous one.
    const songId = nowPlayingRef.current?.songId;
    return () => {
      if (songId) tracker.end({ roomSlug: room.slug, songId });
    };
  }, [playKey, tracker, room.slug]);
  useEffect(() => {
    if (status.state === 'idle' && status.key === playKey && playKey) {
      const songId = nowPlayingRef.current?.songId;
      if (songId) tracker.end({ roomSlug: room.slug, songId });
    }
  }, [status, playKey, tracker, room.slug]);

  // The progress bar follows the server clock.
  useEffect(() => {
    if (!playKey) return;
    const timer = setInterval(() => setTick((n) => n + 1), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [playKey]);

  // Quality changes apply to what plays: an HLS level cap, or a freshly signed stream.
  useEffect(() => {
    const current = engine?.registry.current;
    const playing = songRef.current;
    const np = nowPlayingRef.current;
    if (!engine || !current || !playing || !np) return;
    current.player.setQuality?.(quality);
    if (current.provider !== 'sevenDigital') return;
    let cancelled = false;
    void freshSource(current.provider, playing.id, quality).then(async (source) => {
      if (cancelled || !source) return;
      try {
        await engine.registry.play(current.provider, {
          song: playing,
          source,
          startMs: Math.max(0, expectedMs()),
          endsAt: Date.parse(np.endsAt),
          quality,
          volume: volumeRef.current,
        });
      } catch (error) {
        if (!(error instanceof AutoplayBlockedError)) fail(playKeyOf(np), current.provider, error as Error);
      }
    });
    return () => {
      cancelled = true;
    };
    // Only a change of quality re-signs the stream (the rest is read from refs and stable callbacks).
  }, [quality]);

  // The sync benchmark's window into the player.
  useEffect(() => {
    const probe = {
      sample(): PlaybackSample | null {
        const current = nowPlayingRef.current;
        const player = engine?.registry.current?.player;
        // Only while the song is heard (not loading, blocked or paused).
        if (!current || !player || player.position() === null) return null;
        const positionMs = player.element ? player.element.currentTime * 1000 : player.position();
        if (positionMs === null) return null;
        const serverNow = clock.now();
        return { serverNow, expectedMs: serverNow - Date.parse(current.startedAt), positionMs, playId: current.playId };
      },
    };
    window.__backspinPlayback = probe;
    return () => {
      if (window.__backspinPlayback === probe) delete window.__backspinPlayback;
    };
  }, [engine, clock]);

  const onVolume = (event: ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.target.value) / 100;
    volumeRef.current = value;
    setVolumeState(value);
    writeVolume(storage, value);
    engine?.registry.current?.player.setVolume(value);
  };

  const onQuality = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value as AudioQuality;
    setChosenQuality(value);
    writeQuality(storage, value);
  };

  const startListening = () => {
    const current = engine?.registry.current;
    const key = playKey;
    if (!current) return;
    current.player.play().then(
      () => setStatus({ key, state: 'playing', provider: current.provider, error: null }),
      (error: unknown) => {
        if (error instanceof AutoplayBlockedError) setStatus({ key, state: 'blocked', provider: current.provider, error: null });
        else fail(key, current.provider, error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  const shown: PlayStatus = status.key === playKey ? status : { ...idle, key: playKey, state: playKey ? 'loading' : 'idle' };
  const durationMs = nowPlaying ? (nowPlaying.duration || song?.duration || 0) * 1000 : 0;
  const elapsedMs = nowPlaying ? Math.min(durationMs, Math.max(0, clock.now() - Date.parse(nowPlaying.startedAt))) : 0;
  const art = song?.thumbnails[0]?.url;
  const elapsedText = formatTime(elapsedMs);
  const durationText = formatTime(durationMs);
  const qualityLabels: Record<AudioQuality, string> = { low: t`Low`, medium: t`Medium`, high: t`High` };
  // What a listener is told (translated); the spec's internal texts (spec 3, §8) only go to the console.
  const problems: Record<PlaybackProblem, string> = {
    noSource: t`None of this song's music services can be played here.`,
    needsAccount: t`Connect your account on this song's music service to hear it.`,
    notConfigured: t`This song's music service is not set up on this server.`,
  };

  return (
    <section
      className="card room-player"
      aria-label={t`Player`}
      data-testid="room-player"
      data-state={shown.state}
      data-provider={shown.provider ?? ''}
      data-song-id={nowPlaying?.songId ?? ''}
      data-play-id={nowPlaying?.playId ?? ''}
    >
      <div className="room-player-song">
        {art ? (
          <img className="room-player-art" src={art} alt={t`Cover art`} width={72} height={72} />
        ) : (
          <div className="room-player-art placeholder" aria-hidden="true">
            ♪
          </div>
        )}
        <div className="room-player-titles">
          {nowPlaying ? (
            <>
              <p className="room-player-title" data-testid="now-playing-title">
                {song?.trackName ?? (songResult.fetching ? t`Loading…` : '')}
              </p>
              <p className="room-player-artist muted" data-testid="now-playing-artist">
                {song?.artistName ?? ''}
              </p>
            </>
          ) : (
            <p className="room-player-title muted" data-testid="now-playing-title">
              {t`Nothing is playing`}
            </p>
          )}
        </div>
      </div>

      {nowPlaying && (
        <div className="room-player-progress">
          <span className="small muted" aria-hidden="true">
            {elapsedText}
          </span>
          <div
            className="room-player-bar"
            role="progressbar"
            aria-label={t`Song progress`}
            aria-valuemin={0}
            aria-valuemax={Math.round(durationMs / 1000)}
            aria-valuenow={Math.round(elapsedMs / 1000)}
            aria-valuetext={t`${elapsedText} of ${durationText}`}
            data-testid="player-progress"
            data-elapsed-ms={Math.round(elapsedMs)}
          >
            <div className="room-player-bar-fill" style={{ width: `${durationMs > 0 ? (elapsedMs / durationMs) * 100 : 0}%` }} />
          </div>
          <span className="small muted" aria-hidden="true">
            {durationText}
          </span>
        </div>
      )}

      {shown.state === 'blocked' && (
        <button type="button" className="button primary room-player-start" onClick={startListening} data-testid="player-start">
          {t`Start listening`}
        </button>
      )}

      {songResult.error && nowPlaying ? (
        <ErrorText error={describeError(songResult.error)} testId="player-error" />
      ) : (
        <>
          {shown.state === 'error' && (
            <p className="alert" role="alert" data-testid="player-error">
              {t`This song can't be played here.`}
              {shown.error instanceof PlaybackError && <span className="room-player-error-detail"> {problems[shown.error.problem]}</span>}
            </p>
          )}
          {shown.state === 'unavailable' && (
            <p className="alert" role="status" data-testid="player-unavailable">
              {t`This song has no source you can listen to here, so it stays silent for you until the next song.`}
            </p>
          )}
        </>
      )}

      <div className="room-player-controls">
        <label className="room-player-control">
          <span className="small muted">{t`Volume`}</span>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={Math.round(volume * 100)}
            onChange={onVolume}
            aria-valuetext={`${Math.round(volume * 100)}%`}
            data-testid="player-volume"
          />
        </label>
        <label className="room-player-control">
          <span className="small muted">{t`Audio quality`}</span>
          <select
            value={quality}
            onChange={onQuality}
            disabled={!signedIn}
            aria-describedby={signedIn ? undefined : qualityNoteId}
            data-testid="player-quality"
          >
            {audioQualities.map((value) => (
              <option key={value} value={value}>
                {qualityLabels[value]}
              </option>
            ))}
          </select>
        </label>
        {!signedIn && (
          <p id={qualityNoteId} className="small muted room-player-note">
            {t`Sign in to choose the audio quality.`}
          </p>
        )}
      </div>
    </section>
  );
}

/** Sends one play-tracking event through `recordPlaybackEvent`; a failure rejects (the tracker only logs it). */
async function sendPlaybackEvent(client: Client, event: PlaybackEvent): Promise<void> {
  const input: PlaybackEventInput = {
    kind: event.kind,
    playId: event.playId,
    roomSlug: event.roomSlug,
    roomOwnerId: event.roomOwnerId,
    djId: event.djId,
    songId: event.songId,
    startedAt: event.startedAt,
    updatedAt: event.updatedAt,
    volumeStart: event.volumeStart,
    volumeEnd: event.volumeEnd,
    secondsPlayed: event.secondsPlayed,
    deviceData: event.deviceData,
    userProvider: isMusicProvider(event.userProvider) ? event.userProvider : null,
    subscriptionLevel: event.subscriptionLevel,
  };
  const result = await client.mutation(RecordPlaybackEventMutation, { input }).toPromise();
  if (result.error) throw result.error;
}
