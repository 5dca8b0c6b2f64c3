import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CURRENT_ROOM_STORAGE_KEY,
  REMOVAL_STORAGE_KEY,
  RoomConnection,
  rememberedRemoval,
  type RoomEventMessage,
  type RoomJoinResult,
  type RoomPasswords,
  type RoomTransport,
} from './room-connection';
import type { RoomStateDocument } from './room-state';

const ROOM = { id: 'room-1', slug: 'lobby', name: 'Lobby', ownerId: 'owner' };
const ME = 'user-me';

function doc(overrides: Partial<RoomStateDocument> = {}): RoomStateDocument {
  return {
    settings: { slug: 'lobby', name: 'Lobby', numberOfDjs: 5, djType: 'EVERYONE', design: 'CLUB', type: 'PUBLIC', pinnedMessages: [], roomRoles: {} },
    djs: [],
    visibleDjs: [],
    floorUsers: [],
    audienceUsers: [ME],
    allUsers: [{ uuid: ME, canDj: true, tokenRole: 'user' }],
    allUserData: {},
    guestCount: 0,
    nowPlaying: null,
    voteCounts: { up: 0, down: 0 },
    vibeMeter: 0,
    ...overrides,
  };
}

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

/** A transport that answers from a scripted server: the state held at `seq`, and events pushed by the test. */
class FakeServer implements RoomTransport {
  seq = 3;
  document = doc();
  joins: RoomPasswords[] = [];
  left: string[] = [];
  heartbeats = 0;
  heartbeatAnswer = true;
  stateCalls = 0;
  requirePassword: string | null = null;
  joinFailure: unknown = null;
  private connection = 0;
  private listener: ((event: RoomEventMessage) => void) | null = null;
  /** When set, join() waits for this before answering (to push events meanwhile). */
  joinGate: Promise<void> | null = null;

  resolve = async (ref: string) => {
    if (ref !== 'lobby' && ref !== ROOM.id) throw new Error('Room not found');
    return ROOM;
  };
  join = async (_roomId: string, passwords: RoomPasswords): Promise<RoomJoinResult> => {
    this.joins.push(passwords);
    if (this.joinGate) await this.joinGate;
    if (this.joinFailure) throw this.joinFailure;
    if (this.requirePassword !== null && passwords.password !== this.requirePassword) {
      throw { graphQLErrors: [{ message: 'Incorrect or missing room password', extensions: { reason: 'INCORRECT_ROOM_PASSWORD' } }] };
    }
    return {
      connectionId: `conn-${++this.connection}`,
      heartbeatSeconds: 20,
      room: ROOM,
      myRoomRoles: [],
      state: { seq: this.seq, document: structuredClone(this.document) },
    };
  };
  state = async () => {
    this.stateCalls++;
    return { seq: this.seq, document: structuredClone(this.document) };
  };
  heartbeat = async () => {
    this.heartbeats++;
    return this.heartbeatAnswer;
  };
  leave = async (_roomId: string, connectionId: string) => void this.left.push(connectionId);
  subscribe = (_roomId: string, onEvent: (event: RoomEventMessage) => void) => {
    this.listener = onEvent;
    return () => {
      this.listener = null;
    };
  };
  get subscribed() {
    return this.listener !== null;
  }
  /** The server changes its state and publishes the event. */
  emit(event: Omit<RoomEventMessage, 'seq'>, deliver = true): RoomEventMessage {
    const full = { ...event, seq: ++this.seq };
    if (event.kind === 'PATCH') this.document = applyOps(this.document, event.patch as { op: string; path: string; value?: unknown }[]);
    if (deliver) this.listener?.(full);
    return full;
  }
  deliver(event: RoomEventMessage) {
    this.listener?.(event);
  }
}

function applyOps(document: RoomStateDocument, ops: { op: string; path: string; value?: unknown }[]): RoomStateDocument {
  const next = structuredClone(document) as unknown as Record<string, unknown>;
  for (const op of ops) {
    const key = op.path.slice(1);
    if (op.op === 'replace' || op.op === 'add') next[key] = op.value;
  }
  return next as unknown as RoomStateDocument;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RoomConnection', () => {
  let server: FakeServer;
  let storage: MemoryStorage;
  let log: { error: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>; warn: ReturnType<typeof vi.fn<(...args: unknown[]) => void>> };

  beforeEach(() => {
    server = new FakeServer();
    storage = new MemoryStorage();
    log = { error: vi.fn<(...args: unknown[]) => void>(), warn: vi.fn<(...args: unknown[]) => void>() };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function connect(options: Partial<ConstructorParameters<typeof RoomConnection>[0]> = {}) {
    return new RoomConnection({ ref: 'lobby', userId: ME, transport: server, storage, log, resetDelayMs: () => 700, ...options });
  }

  it('subscribes before joining, holds the joined state and remembers the current room', async () => {
    const connection = connect();
    await connection.start();
    expect(server.subscribed).toBe(true);
    const snapshot = connection.get();
    expect(snapshot.status).toEqual({ kind: 'joined' });
    expect(snapshot.seq).toBe(3);
    expect(snapshot.connectionId).toBe('conn-1');
    expect(snapshot.document?.audienceUsers).toEqual([ME]);
    expect(storage.getItem(CURRENT_ROOM_STORAGE_KEY)).toBe('lobby');
  });

  it('applies patches in order and ignores events the state already holds', async () => {
    const connection = connect();
    await connection.start();
    server.emit({ kind: 'PATCH', patch: [{ op: 'replace', path: '/vibeMeter', value: 50 }] });
    expect(connection.get().document?.vibeMeter).toBe(50);
    expect(connection.get().seq).toBe(4);
    // A replayed old event changes nothing.
    server.deliver({ seq: 4, kind: 'PATCH', patch: [{ op: 'replace', path: '/vibeMeter', value: -100 }] });
    expect(connection.get().document?.vibeMeter).toBe(50);
  });

  it('applies, after the join answers, the events that arrived meanwhile and are newer than its state', async () => {
    let open!: () => void;
    server.joinGate = new Promise((resolve) => (open = resolve));
    const connection = connect();
    const started = connection.start();
    await settle();
    // Published while the join is on its way: seq 4 is in the joined state already, seq 5 is not.
    server.emit({ kind: 'PATCH', patch: [{ op: 'replace', path: '/guestCount', value: 1 }] });
    const later = server.emit({ kind: 'PATCH', patch: [{ op: 'replace', path: '/guestCount', value: 2 }] }, false);
    server.seq = 4; // the join answers the state at seq 4
    server.document = { ...server.document, guestCount: 1 };
    open();
    await started;
    server.deliver(later);
    expect(connection.get().seq).toBe(5);
    expect(connection.get().document?.guestCount).toBe(2);
  });

  it('refetches the state when it sees a gap, then continues from there', async () => {
    const connection = connect();
    await connection.start();
    server.emit({ kind: 'PATCH', patch: [{ op: 'replace', path: '/vibeMeter', value: 10 }] }, false); // missed
    server.emit({ kind: 'PATCH', patch: [{ op: 'replace', path: '/guestCount', value: 3 }] });
    await settle();
    expect(server.stateCalls).toBe(1);
    expect(connection.get().seq).toBe(5);
    expect(connection.get().document?.vibeMeter).toBe(10);
    expect(connection.get().document?.guestCount).toBe(3);
  });

  it('logs "Failed to apply JSON Patch" and rejoins when a patch does not apply', async () => {
    const connection = connect();
    await connection.start();
    server.emit({ kind: 'PATCH', patch: [{ op: 'remove', path: '/no/such/path' }] });
    await settle();
    expect(log.error).toHaveBeenCalledWith('Failed to apply JSON Patch', expect.anything());
    expect(server.joins).toHaveLength(2);
    expect(connection.get().connectionId).toBe('conn-2');
    expect(connection.get().status.kind).toBe('joined');
  });

  it('leaves and keeps the details when the user is kicked; a kick of someone else changes nothing', async () => {
    const connection = connect();
    await connection.start();
    server.emit({ kind: 'KICKED', userId: 'someone-else', data: { reason: 'spam', expirationTime: null } });
    expect(connection.get().status.kind).toBe('joined');
    expect(connection.get().seq).toBe(4);

    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    server.emit({ kind: 'KICKED', userId: ME, data: { reason: 'Too loud', expirationTime: until } });
    const status = connection.get().status;
    expect(status).toMatchObject({ kind: 'removed', details: { kind: 'KICKED', reason: 'Too loud', expirationTime: until, roomSlug: 'lobby' } });
    expect(connection.get().document).toBeNull();
    expect(server.subscribed).toBe(false);
    expect(storage.getItem(CURRENT_ROOM_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(REMOVAL_STORAGE_KEY)!)).toMatchObject({ kind: 'KICKED', reason: 'Too loud' });
    expect(rememberedRemoval('lobby', storage)).toMatchObject({ kind: 'KICKED' });
    expect(rememberedRemoval('elsewhere', storage)).toBeNull();
  });

  it('stops when another connection of the same user replaces this one', async () => {
    const connection = connect();
    await connection.start();
    server.emit({ kind: 'REPLACED', userId: ME, data: { connectionId: 'conn-other' } });
    expect(connection.get().status.kind).toBe('joined');
    server.emit({ kind: 'REPLACED', userId: ME, data: { connectionId: 'conn-1' } });
    expect(connection.get().status.kind).toBe('replaced');
    expect(server.subscribed).toBe(false);
  });

  it('rejoins after the reset delay', async () => {
    vi.useFakeTimers();
    const connection = connect();
    await connection.start();
    server.emit({ kind: 'RESET' });
    await vi.advanceTimersByTimeAsync(699);
    expect(server.joins).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.joins).toHaveLength(2);
    expect(connection.get().connectionId).toBe('conn-2');
    connection.close();
  });

  it('waits a random delay under 2 s before rejoining after a reset by default', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    const connection = connect({ resetDelayMs: undefined });
    await connection.start();
    server.emit({ kind: 'RESET' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.joins).toHaveLength(2);
    random.mockRestore();
    connection.close();
  });

  it('follows a slug change', async () => {
    const slugs: string[] = [];
    const connection = connect({ onSlugChanged: (slug) => slugs.push(slug) });
    await connection.start();
    server.emit({ kind: 'SLUG_CHANGED', data: { slug: 'the-lobby' } });
    expect(slugs).toEqual(['the-lobby']);
    expect(connection.get().room?.slug).toBe('the-lobby');
    expect(storage.getItem(CURRENT_ROOM_STORAGE_KEY)).toBe('the-lobby');
  });

  it('keeps the latest songs skipped (SONG_SKIPPED) for the page to tell, until dismissed', async () => {
    const connection = connect();
    await connection.start();
    const skipped = (n: number, djLeftSeat = false) => ({
      kind: 'SONG_SKIPPED' as const,
      userId: 'dj-1',
      data: { reason: 'SONG_NOT_PLAYABLE', message: 'in English', songId: `song-${n}`, trackName: `Song ${n}`, artistName: 'Band', djUuid: 'dj-1', djLeftSeat },
    });
    for (const n of [1, 2, 3]) server.emit(skipped(n));
    server.emit(skipped(4, true));
    const skips = connection.get().skips;
    expect(skips.map((skip) => skip.songId)).toEqual(['song-2', 'song-3', 'song-4']);
    expect(skips[2]).toEqual({ seq: 7, reason: 'SONG_NOT_PLAYABLE', djId: 'dj-1', songId: 'song-4', trackName: 'Song 4', artistName: 'Band', djLeftSeat: true });
    expect(connection.get().seq).toBe(7);
    connection.dismissSkips();
    expect(connection.get().skips).toEqual([]);
  });

  it('stops when the room is deleted', async () => {
    const connection = connect();
    await connection.start();
    server.emit({ kind: 'DELETED' });
    expect(connection.get().status.kind).toBe('deleted');
    expect(server.subscribed).toBe(false);
  });

  it('beats every heartbeatSeconds and rejoins when the server no longer holds the presence', async () => {
    vi.useFakeTimers();
    const connection = connect();
    await connection.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.heartbeats).toBe(1);
    server.heartbeatAnswer = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.heartbeats).toBe(2);
    expect(server.joins).toHaveLength(2);
    connection.close();
  });

  it('rejoins when the live connection comes back', async () => {
    const connection = connect();
    await connection.start();
    connection.reconnected();
    await settle();
    expect(server.joins).toHaveLength(2);
  });

  it('asks for the room password, and joins with it', async () => {
    server.requirePassword = 'secret-1';
    const connection = connect();
    await connection.start();
    expect(connection.get().status).toEqual({ kind: 'password-required', which: 'room', wrong: false });
    await connection.start({ password: 'wrong' });
    expect(connection.get().status).toEqual({ kind: 'password-required', which: 'room', wrong: true });
    await connection.start({ password: 'secret-1' });
    expect(connection.get().status).toEqual({ kind: 'joined' });
  });

  it('says the user was kicked when the join is refused for a kick', async () => {
    server.joinFailure = { graphQLErrors: [{ message: 'You were kicked from this room; try again later', extensions: { reason: 'ROOM_KICKED' } }] };
    const connection = connect();
    await connection.start();
    expect(connection.get().status).toMatchObject({ kind: 'removed', details: { kind: 'KICKED' } });
  });

  it('leaves: tells the server, forgets the state and the saved room', async () => {
    const connection = connect();
    await connection.start();
    await connection.leave();
    expect(server.left).toEqual(['conn-1']);
    expect(connection.get().status.kind).toBe('left');
    expect(connection.get().document).toBeNull();
    expect(storage.getItem(CURRENT_ROOM_STORAGE_KEY)).toBeNull();
    expect(server.subscribed).toBe(false);
  });
});
