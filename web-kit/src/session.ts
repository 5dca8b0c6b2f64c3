/** What every stored session has: a short-lived access token and when it runs out (epoch milliseconds). */
export interface StoredSession {
  accessToken: string;
  expiresAt: number;
}

/** The part of `window` the manager listens to: other tabs' storage changes. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

/** The part of the Web Locks API the manager uses. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionManagerOptions<S extends StoredSession> {
  /** The localStorage key (one per app, so the player and the console keep separate sessions). */
  storageKey: string;
  /** The Web Lock every tab of the app takes around a refresh. */
  lockName: string;
  /** Checks what storage holds (another version of the app, or a hand, may have written it); null when unusable. */
  parse(value: unknown): S | null;
  /** Trades the current session for a new one (the app's refresh mutation). */
  renew(current: S): Promise<S>;
  /**
   * True when `renew` failed because the server refused the session (expired, revoked, already spent): the session
   * is over. Anything else (network trouble, a 5xx) keeps the session, and the caller's request fails on its own.
   */
  isRefusal(error: unknown): boolean;
  /** Refresh this long before the access token runs out; 60 s by default. */
  expiryMarginMs?: number;
  /** Defaults to `window.localStorage`. */
  storage?: Storage;
  /** Defaults to `window`; null where there are no other tabs to hear from (tests). */
  events?: StorageEvents | null;
  /** Defaults to `navigator.locks` when the browser has it; null for no cross-tab lock. */
  locks?: RefreshLocks | null;
  /** The clock, in epoch milliseconds; `Date.now` by default (tests pass a fake one). */
  now?: () => number;
}

const DEFAULT_EXPIRY_MARGIN_MS = 60_000;

function browserLocks(): RefreshLocks | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { locks?: LockManager }).locks ?? null;
}

/**
 * One app's session: an external store over localStorage (React reads it with `useSyncExternalStore`), and the
 * access token kept fresh. Other tabs' changes arrive through the `storage` event, so signing in or out, or a
 * refresh, in one tab is seen by all. A refresh runs once at a time: concurrent callers in a tab share one promise,
 * and tabs take turns under a Web Lock, re-reading storage first, so a single-use refresh token is spent once.
 */
export class SessionManager<S extends StoredSession> {
  private raw: string | null = null;
  private value: S | null = null;
  private readonly listeners = new Set<() => void>();
  private inflight: Promise<string | null> | null = null;
  private readonly storage: Storage;
  private readonly locks: RefreshLocks | null;
  private readonly now: () => number;
  private readonly margin: number;

  constructor(private readonly options: SessionManagerOptions<S>) {
    this.storage = options.storage ?? window.localStorage;
    this.locks = options.locks === undefined ? browserLocks() : options.locks;
    this.now = options.now ?? Date.now;
    this.margin = options.expiryMarginMs ?? DEFAULT_EXPIRY_MARGIN_MS;
    this.sync();
    const events: StorageEvents | null = options.events === undefined ? window : options.events;
    events?.addEventListener('storage', (event) => {
      // key null: another tab cleared the whole storage.
      if ((event.key === options.storageKey || event.key === null) && this.sync()) this.emit();
    });
  }

  /** Re-reads storage; true when the stored session changed. */
  private sync(): boolean {
    const raw = this.storage.getItem(this.options.storageKey);
    if (raw === this.raw) return false;
    this.raw = raw;
    this.value = this.parse(raw);
    return true;
  }

  private parse(raw: string | null): S | null {
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as unknown;
      const session = this.options.parse(value);
      if (!session || typeof session.accessToken !== 'string' || typeof session.expiresAt !== 'number') return null;
      return session;
    } catch {
      return null;
    }
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** The current session, read fresh from storage (another tab may have refreshed it). */
  get = (): S | null => {
    this.sync();
    return this.value;
  };

  /** The snapshot React renders from: the same object between changes. */
  snapshot = (): S | null => this.value;

  /** Stores a session (signed in, renewed, updated) or forgets it (null: signed out). */
  set(session: S | null): void {
    if (session) this.storage.setItem(this.options.storageKey, JSON.stringify(session));
    else this.storage.removeItem(this.options.storageKey);
    if (this.sync()) this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A session whose access token stays good for longer than the margin needs no refresh yet. */
  isFresh(session: S): boolean {
    return session.expiresAt - this.now() > this.margin;
  }

  /** A usable access token (refreshed first when it is about to expire), or null when signed out. */
  async accessToken(): Promise<string | null> {
    const session = this.get();
    if (!session) return null;
    if (this.isFresh(session)) return session.accessToken;
    return this.refresh(session.accessToken);
  }

  /**
   * Trades the session for a new one, unless someone (this tab or another) already replaced `staleToken`. Resolves
   * the access token to use: the new one; the old one after network trouble; null when the session is over.
   */
  refresh(staleToken: string): Promise<string | null> {
    this.inflight ??= this.withLock(() => this.refreshLocked(staleToken)).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private withLock<T>(task: () => Promise<T>): Promise<T> {
    return this.locks ? this.locks.request(this.options.lockName, task) : task();
  }

  private async refreshLocked(staleToken: string): Promise<string | null> {
    const current = this.get();
    if (!current) return null;
    // Another tab refreshed while this one waited for the lock.
    if (current.accessToken !== staleToken && this.isFresh(current)) return current.accessToken;
    let renewed: S;
    try {
      renewed = await this.options.renew(current);
    } catch (error) {
      if (!this.options.isRefusal(error)) return current.accessToken;
      // Signed out, unless the session changed meanwhile (a sign-in in another tab is not this refusal's to end).
      if (this.get()?.accessToken === current.accessToken) this.set(null);
      return null;
    }
    this.set(renewed);
    return renewed.accessToken;
  }
}
