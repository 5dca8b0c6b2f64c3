import { applyPatch, type Operation } from 'fast-json-patch';
import type { RoomEventKind } from '@backspin/contracts/live-events';
import type { RoomStateDocument } from './room-state';

/**
 * A client's presence in one live room (docs/live-rooms.md; spec 3, §4 "Room connection"): it follows the room's
 * events, keeps the state document in step (JSON Patch, numbered per room), sends heartbeats, and reacts to the
 * notices. Transport-agnostic (the GraphQL calls are injected) and macro-free, so the rules are unit-tested.
 */

export interface RoomSummary {
  id: string;
  slug: string;
  name: string;
  ownerId: string;
}

export interface RoomJoinResult {
  connectionId: string;
  heartbeatSeconds: number;
  room: RoomSummary;
  myRoomRoles: string[];
  state: { seq: number; document: RoomStateDocument };
}

export interface RoomEventMessage {
  seq: number;
  kind: RoomEventKind;
  patch?: unknown;
  userId?: string | null;
  data?: unknown;
}

export interface RoomPasswords {
  password?: string;
  guestPassword?: string;
}

export interface RoomTransport {
  /** The room's id from its id, slug or a former slug (throws when unknown). */
  resolve(ref: string): Promise<RoomSummary>;
  join(roomId: string, passwords: RoomPasswords): Promise<RoomJoinResult>;
  state(roomId: string): Promise<{ seq: number; document: RoomStateDocument }>;
  heartbeat(roomId: string, connectionId: string): Promise<boolean>;
  leave(roomId: string, connectionId: string): Promise<void>;
  /** Subscribes to the room's events; returns the unsubscribe function. */
  subscribe(roomId: string, onEvent: (event: RoomEventMessage) => void): () => void;
}

/** Why the user had to leave (kept in storage, so the page can say why after a reload). */
export interface RemovalDetails {
  kind: 'KICKED' | 'BANNED';
  roomId: string;
  roomSlug: string;
  reason: string | null;
  /** When the user may come back; null for a ban without end. */
  expirationTime: string | null;
  at: string;
}

/**
 * A DJ's song the room skipped before it started (SONG_SKIPPED). The page words it from `reason` (SONG_NOT_PLAYABLE:
 * no listener could play it), never from the server's English `message`.
 */
export interface SongSkip {
  seq: number;
  reason: string;
  djId: string | null;
  songId: string | null;
  trackName: string;
  artistName: string;
  /** The DJ lost the seat: nothing in their queue can play. */
  djLeftSeat: boolean;
}

/** How many skip notices the page keeps (the newest last). */
export const SONG_SKIPS_KEPT = 3;

export type RoomConnectionStatus =
  | { kind: 'connecting' }
  | { kind: 'joined' }
  | { kind: 'password-required'; which: 'room' | 'guest'; wrong: boolean }
  | { kind: 'removed'; details: RemovalDetails }
  | { kind: 'replaced' }
  | { kind: 'deleted' }
  | { kind: 'left' }
  | { kind: 'error'; error: unknown };

export interface RoomSnapshot {
  status: RoomConnectionStatus;
  room: RoomSummary | null;
  connectionId: string | null;
  myRoomRoles: string[];
  seq: number;
  document: RoomStateDocument | null;
  /** The latest songs skipped before they started, oldest first (at most SONG_SKIPS_KEPT). */
  skips: readonly SongSkip[];
}

export interface RoomConnectionOptions {
  ref: string;
  /** The signed-in user's id (null for guests: notices naming a user never name a guest). */
  userId: string | null;
  transport: RoomTransport;
  /** Called when the room's slug changes (the address follows). */
  onSlugChanged?: (slug: string) => void;
  /** Delay before rejoining after a RESET: random, under 2 s (spec 3, §9). Injectable for tests. */
  resetDelayMs?: () => number;
  log?: Pick<Console, 'error' | 'warn'>;
  /** Where the current room and the last removal are remembered (localStorage by default). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export const CURRENT_ROOM_STORAGE_KEY = 'backspin.currentRoom';
export const REMOVAL_STORAGE_KEY = 'backspin.roomRemoval';

/** The room (or, for guests, the platform's guest password) asks for a password: INCORRECT_*_PASSWORD. */
function passwordAsked(error: unknown): 'room' | 'guest' | null {
  const errors = (error as { graphQLErrors?: { extensions?: { reason?: unknown } }[] } | null)?.graphQLErrors ?? [];
  for (const e of errors) {
    const reason = e.extensions?.reason;
    if (reason === 'INCORRECT_ROOM_PASSWORD') return 'room';
    if (reason === 'INCORRECT_GUEST_PASSWORD') return 'guest';
  }
  return null;
}

function removalFromError(error: unknown): 'KICKED' | 'BANNED' | null {
  const errors = (error as { graphQLErrors?: { extensions?: { reason?: unknown } }[] } | null)?.graphQLErrors ?? [];
  for (const e of errors) {
    if (e.extensions?.reason === 'ROOM_KICKED') return 'KICKED';
    if (e.extensions?.reason === 'ROOM_BANNED') return 'BANNED';
  }
  return null;
}

export class RoomConnection {
  private snapshot: RoomSnapshot = { status: { kind: 'connecting' }, room: null, connectionId: null, myRoomRoles: [], seq: 0, document: null, skips: [] };
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  private heartbeatTimer: unknown = null;
  private rejoinTimer: unknown = null;
  /** Events that arrived while a join or a refetch was under way, applied once it answers. */
  private pending: RoomEventMessage[] = [];
  private syncing = false;
  private passwords: RoomPasswords = {};
  private closed = false;
  private joinAttempt = 0;
  private readonly log: Pick<Console, 'error' | 'warn'>;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: RoomConnectionOptions) {
    this.log = options.log ?? console;
    this.storage = options.storage === undefined ? safeLocalStorage() : options.storage;
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  get(): RoomSnapshot {
    return this.snapshot;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The listener has read the skip notices. */
  dismissSkips(): void {
    if (this.snapshot.skips.length) this.update({ skips: [] });
  }

  private update(patch: Partial<RoomSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  /** Resolves the room, follows its events, then joins (events are followed first so none is missed). */
  async start(passwords: RoomPasswords = {}): Promise<void> {
    this.passwords = passwords;
    try {
      const room = this.snapshot.room ?? (await this.options.transport.resolve(this.options.ref));
      if (this.closed) return;
      this.update({ room });
      this.unsubscribe ??= this.options.transport.subscribe(room.id, (event) => this.onEvent(event));
      await this.join();
    } catch (error) {
      if (!this.closed) this.update({ status: { kind: 'error', error } });
    }
  }

  /** Joins (or rejoins) with the passwords given last; the state replaces whatever was held. */
  async join(): Promise<void> {
    const room = this.snapshot.room;
    if (!room || this.closed) return;
    const attempt = ++this.joinAttempt;
    this.syncing = true;
    this.stopHeartbeat();
    try {
      const joined = await this.options.transport.join(room.id, this.passwords);
      if (this.closed || attempt !== this.joinAttempt) return;
      this.storage?.setItem(CURRENT_ROOM_STORAGE_KEY, joined.room.slug);
      this.update({
        status: { kind: 'joined' },
        room: joined.room,
        connectionId: joined.connectionId,
        myRoomRoles: joined.myRoomRoles,
        seq: joined.state.seq,
        document: joined.state.document,
      });
      this.startHeartbeat(joined.heartbeatSeconds);
      this.drain();
    } catch (error) {
      if (this.closed || attempt !== this.joinAttempt) return;
      this.syncing = false;
      const asked = passwordAsked(error);
      const removal = removalFromError(error);
      if (asked) this.update({ status: { kind: 'password-required', which: asked, wrong: (asked === 'room' ? this.passwords.password : this.passwords.guestPassword) !== undefined } });
      else if (removal) this.removed(removal, null, null);
      else this.update({ status: { kind: 'error', error } });
    }
  }

  /** Leaves the room: the server forgets the presence, the saved current room is cleared, the state dropped. */
  async leave(): Promise<void> {
    const { room, connectionId } = this.snapshot;
    this.close();
    this.update({ status: { kind: 'left' }, document: null, connectionId: null });
    if (room && connectionId) {
      try {
        await this.options.transport.leave(room.id, connectionId);
      } catch {
        // Gone already (or offline): the server sweeps presences that stop beating.
      }
    }
  }

  /** Stops following the room (page left) without telling the server; see leave(). */
  close(): void {
    this.closed = true;
    this.joinAttempt++;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.stopHeartbeat();
    if (this.rejoinTimer !== null) this.clearTimer(this.rejoinTimer);
    this.rejoinTimer = null;
    this.storage?.removeItem(CURRENT_ROOM_STORAGE_KEY);
  }

  /** The live connection came back after a drop: rejoin (events may have been missed, the presence swept). */
  reconnected(): void {
    if (this.closed || this.snapshot.status.kind !== 'joined') return;
    void this.join();
  }

  private startHeartbeat(seconds: number): void {
    const beat = () => {
      this.heartbeatTimer = this.setTimer(() => {
        const { room, connectionId } = this.snapshot;
        if (!room || !connectionId || this.closed) return;
        this.options.transport.heartbeat(room.id, connectionId).then(
          (held) => {
            if (this.closed) return;
            // false: this connection no longer holds the presence (replaced, or swept after silence).
            if (held) beat();
            else if (this.snapshot.status.kind === 'joined') void this.join();
          },
          () => !this.closed && beat(),
        );
      }, Math.max(1, seconds) * 1000);
    };
    beat();
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer !== null) this.clearTimer(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private onEvent(event: RoomEventMessage): void {
    if (this.closed) return;
    if (this.syncing) {
      this.pending.push(event);
      return;
    }
    this.apply(event);
  }

  /** Applies what arrived during a join or refetch, in order, skipping what the fetched state already holds. */
  private drain(): void {
    this.syncing = false;
    const queued = this.pending.sort((a, b) => a.seq - b.seq);
    this.pending = [];
    for (const event of queued) {
      if (this.syncing || this.closed) {
        this.pending.push(event);
        continue;
      }
      this.apply(event);
    }
  }

  private apply(event: RoomEventMessage): void {
    const current = this.snapshot.seq;
    if (event.seq <= current) return; // already in the state we hold
    if (event.seq > current + 1) {
      // A gap: an event was missed. Refetch the state and continue from its seq.
      this.pending.push(event);
      void this.refetch();
      return;
    }
    if (event.kind === 'PATCH') {
      const document = this.snapshot.document;
      if (!document) return;
      try {
        const next = applyPatch(document, (event.patch ?? []) as Operation[], true, false).newDocument;
        this.update({ seq: event.seq, document: next });
      } catch (error) {
        this.log.error('Failed to apply JSON Patch', error);
        void this.join();
      }
      return;
    }
    this.update({ seq: event.seq });
    this.notice(event);
  }

  private notice(event: RoomEventMessage): void {
    const data = (event.data ?? {}) as Record<string, unknown>;
    const mine = this.options.userId !== null && event.userId === this.options.userId;
    switch (event.kind) {
      case 'KICKED':
      case 'BANNED':
        if (mine) {
          this.removed(
            event.kind,
            typeof data.reason === 'string' ? data.reason : null,
            typeof data.expirationTime === 'string' ? data.expirationTime : null,
          );
        }
        return;
      case 'REPLACED':
        if (mine && data.connectionId === this.snapshot.connectionId) {
          this.close();
          this.update({ status: { kind: 'replaced' } });
        }
        return;
      case 'RESET': {
        const delay = this.options.resetDelayMs?.() ?? Math.floor(Math.random() * 2000);
        if (this.rejoinTimer !== null) this.clearTimer(this.rejoinTimer);
        this.rejoinTimer = this.setTimer(() => {
          this.rejoinTimer = null;
          void this.join();
        }, delay);
        return;
      }
      case 'SLUG_CHANGED':
        if (typeof data.slug === 'string' && this.snapshot.room) {
          this.update({ room: { ...this.snapshot.room, slug: data.slug } });
          this.storage?.setItem(CURRENT_ROOM_STORAGE_KEY, data.slug);
          this.options.onSlugChanged?.(data.slug);
        }
        return;
      case 'DELETED':
        this.close();
        this.update({ status: { kind: 'deleted' }, document: null });
        return;
      case 'SONG_SKIPPED': {
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        const skip: SongSkip = {
          seq: event.seq,
          reason: text(data.reason),
          djId: event.userId ?? (typeof data.djUuid === 'string' ? data.djUuid : null),
          songId: typeof data.songId === 'string' ? data.songId : null,
          trackName: text(data.trackName),
          artistName: text(data.artistName),
          djLeftSeat: data.djLeftSeat === true,
        };
        this.update({ skips: [...this.snapshot.skips, skip].slice(-SONG_SKIPS_KEPT) });
        return;
      }
      default:
        return;
    }
  }

  private removed(kind: 'KICKED' | 'BANNED', reason: string | null, expirationTime: string | null): void {
    const room = this.snapshot.room;
    const details: RemovalDetails = {
      kind,
      roomId: room?.id ?? '',
      roomSlug: room?.slug ?? this.options.ref,
      reason,
      expirationTime,
      at: new Date().toISOString(),
    };
    this.storage?.setItem(REMOVAL_STORAGE_KEY, JSON.stringify(details));
    this.close();
    this.update({ status: { kind: 'removed', details }, document: null, connectionId: null });
  }

  private async refetch(): Promise<void> {
    const room = this.snapshot.room;
    if (!room || this.syncing) return;
    this.syncing = true;
    try {
      const state = await this.options.transport.state(room.id);
      if (this.closed) return;
      if (state.seq > this.snapshot.seq) this.update({ seq: state.seq, document: state.document });
      this.drain();
    } catch (error) {
      this.syncing = false;
      this.log.warn('Refetching the room state failed; rejoining', error);
      void this.join();
    }
  }
}

/** The removal remembered for a room, if any (the kick details survive a reload). */
export function rememberedRemoval(
  roomSlugOrId: string,
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): RemovalDetails | null {
  try {
    const raw = storage?.getItem(REMOVAL_STORAGE_KEY);
    if (!raw) return null;
    const details = JSON.parse(raw) as RemovalDetails;
    if (details.roomSlug !== roomSlugOrId && details.roomId !== roomSlugOrId) return null;
    return details;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
