import { describe, expect, it, vi } from 'vitest';
import { authorizedFetch } from './authorized-fetch.ts';
import { SessionManager, type RefreshLocks, type StorageEvents } from './session.ts';

interface TestSession {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

const KEY = 'test.session';
const MINUTE = 60_000;

/** localStorage's contract over a Map; two managers given one of these behave like two tabs of one origin. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** A refresh the test settles when it wants, so callers can pile up while it is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Refused extends Error {}

function setup(options: { storage?: Storage; events?: StorageEvents | null; locks?: RefreshLocks | null } = {}) {
  let now = 1_000_000;
  let issued = 0;
  const renew = vi.fn(async (current: TestSession): Promise<TestSession> => {
    issued += 1;
    return { accessToken: `access-${issued}`, refreshToken: `${current.refreshToken}+`, expiresAt: now + 15 * MINUTE };
  });
  const sessions = new SessionManager<TestSession>({
    storageKey: KEY,
    lockName: 'test-refresh',
    parse: (value) => {
      const session = value as Partial<TestSession> | null;
      return session && typeof session.refreshToken === 'string' ? (session as TestSession) : null;
    },
    renew,
    isRefusal: (error) => error instanceof Refused,
    storage: options.storage ?? new MemoryStorage(),
    events: options.events ?? null,
    locks: options.locks ?? null,
    now: () => now,
  });
  return {
    sessions,
    renew,
    advance(ms: number) {
      now += ms;
    },
    signIn(expiresInMs = 15 * MINUTE) {
      sessions.set({ accessToken: 'access-0', refreshToken: 'refresh-0', expiresAt: now + expiresInMs });
    },
  };
}

describe('SessionManager', () => {
  it('hands out the stored token without a refresh while it is fresh', async () => {
    const { sessions, renew, signIn } = setup();
    expect(await sessions.accessToken()).toBeNull();
    signIn();
    expect(await sessions.accessToken()).toBe('access-0');
    expect(renew).not.toHaveBeenCalled();
  });

  it('refreshes once the token is within the margin of its expiry, and stores the new session', async () => {
    const { sessions, renew, signIn, advance } = setup();
    signIn(15 * MINUTE);
    advance(14 * MINUTE - 1);
    expect(await sessions.accessToken()).toBe('access-0');
    advance(1);
    expect(await sessions.accessToken()).toBe('access-1');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(sessions.get()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-0+' });
    // The new token is fresh: no second refresh.
    expect(await sessions.accessToken()).toBe('access-1');
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('refreshes once for concurrent callers', async () => {
    const { sessions, renew, signIn, advance } = setup();
    signIn();
    advance(15 * MINUTE);
    const pending = deferred<TestSession>();
    renew.mockImplementationOnce(() => pending.promise);
    const callers = [sessions.accessToken(), sessions.accessToken(), sessions.refresh('access-0')];
    pending.resolve({ accessToken: 'access-9', refreshToken: 'refresh-9', expiresAt: 10 * 60 * MINUTE });
    expect(await Promise.all(callers)).toEqual(['access-9', 'access-9', 'access-9']);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('signs out when the server refuses the refresh', async () => {
    const { sessions, renew, signIn, advance } = setup();
    signIn();
    advance(15 * MINUTE);
    renew.mockRejectedValueOnce(new Refused('revoked'));
    const changes = vi.fn();
    sessions.subscribe(changes);
    expect(await sessions.accessToken()).toBeNull();
    expect(sessions.get()).toBeNull();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('keeps the session after network trouble (the caller\'s request fails on its own)', async () => {
    const { sessions, renew, signIn, advance } = setup();
    signIn();
    advance(15 * MINUTE);
    renew.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sessions.accessToken()).toBe('access-0');
    expect(sessions.get()?.accessToken).toBe('access-0');
    // The next call tries again.
    expect(await sessions.accessToken()).toBe('access-1');
  });

  it('does not refresh a token another tab already replaced', async () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    const second = setup({ storage });
    first.signIn();
    // The second tab refreshed after the gateway refused access-0 (a refresh it did not need to share).
    expect(await second.sessions.refresh('access-0')).toBe('access-1');
    expect(await first.sessions.refresh('access-0')).toBe('access-1');
    expect(first.renew).not.toHaveBeenCalled();
  });

  it('takes the cross-tab lock around a refresh', async () => {
    const names: string[] = [];
    const locks: RefreshLocks = {
      request(name, callback) {
        names.push(name);
        return callback();
      },
    };
    const { sessions, signIn, advance } = setup({ locks });
    signIn();
    advance(15 * MINUTE);
    await sessions.accessToken();
    expect(names).toEqual(['test-refresh']);
  });

  it('hears other tabs through the storage event', () => {
    const storage = new MemoryStorage();
    let onStorage: ((event: { key: string | null }) => void) | undefined;
    const events: StorageEvents = {
      addEventListener: (_type, listener) => {
        onStorage = listener;
      },
    };
    const { sessions } = setup({ storage, events });
    const changes = vi.fn();
    sessions.subscribe(changes);
    storage.setItem(KEY, JSON.stringify({ accessToken: 'elsewhere', refreshToken: 'r', expiresAt: 2_000_000 }));
    onStorage?.({ key: 'unrelated' });
    expect(changes).not.toHaveBeenCalled();
    onStorage?.({ key: KEY });
    expect(changes).toHaveBeenCalledTimes(1);
    expect(sessions.snapshot()?.accessToken).toBe('elsewhere');
  });

  it('ignores what it cannot read from storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '{not json');
    expect(setup({ storage }).sessions.get()).toBeNull();
    storage.setItem(KEY, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
    expect(setup({ storage }).sessions.get()).toBeNull();
  });
});

describe('authorizedFetch', () => {
  const unauthenticated = () =>
    new Response(JSON.stringify({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  const ok = () => new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } });
  const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get('authorization');

  it('sends the bearer token, and refreshes and retries once when the gateway refuses it', async () => {
    const { sessions, renew, signIn } = setup();
    signIn();
    const base = vi.fn<typeof fetch>().mockResolvedValueOnce(unauthenticated()).mockResolvedValueOnce(ok());
    const response = await authorizedFetch(sessions, base)('https://gateway.test/graphql', { method: 'POST' });
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(base.mock.calls.map(([, init]) => bearer(init))).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('answers with the refusal when the session is over, and sends no token when signed out', async () => {
    const { sessions, renew, signIn } = setup();
    signIn();
    renew.mockRejectedValueOnce(new Refused('revoked'));
    const base = vi.fn<typeof fetch>().mockImplementation(async () => unauthenticated());
    const refused = await authorizedFetch(sessions, base)('https://gateway.test/graphql');
    expect(refused.status).toBe(200);
    expect(base).toHaveBeenCalledTimes(1);
    expect(sessions.get()).toBeNull();
    await authorizedFetch(sessions, base)('https://gateway.test/graphql');
    expect(bearer(base.mock.calls[1]?.[1])).toBeNull();
  });

  it('does not refresh for an answer that is not about the token', async () => {
    const { sessions, renew, signIn } = setup();
    signIn();
    const wrongPassword = new Response(
      JSON.stringify({ errors: [{ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED', reason: 'INCORRECT_CREDENTIALS' } }] }),
      { status: 401, headers: { 'content-type': 'application/json' } },
    );
    const base = vi.fn<typeof fetch>().mockResolvedValueOnce(wrongPassword);
    expect((await authorizedFetch(sessions, base)('https://gateway.test/graphql')).status).toBe(401);
    expect(renew).not.toHaveBeenCalled();
  });
});
