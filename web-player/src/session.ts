import { useSyncExternalStore } from 'react';
import type { Role } from './gql/graphql';

/** What the player remembers between visits (localStorage, shared by every tab of the origin). */
export interface SessionUser {
  id: string;
  displayName: string;
  roles: Role[];
  email: string | null;
  /** This session's sign-in created the account: the home page welcomes them rather than "welcome back". */
  newAccount?: boolean;
}

export type Session =
  | { kind: 'user'; accessToken: string; refreshToken: string; expiresAt: number; user: SessionUser }
  | { kind: 'guest'; accessToken: string; expiresAt: number; guestId: string };

export const SESSION_STORAGE_KEY = 'backspin.session';

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (!value || typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'number') return null;
    if (value.kind === 'user' && typeof value.refreshToken === 'string' && value.user) return value as Session;
    if (value.kind === 'guest' && typeof value.guestId === 'string') return value as Session;
    return null;
  } catch {
    return null;
  }
}

/**
 * A tiny external store over localStorage. Other tabs' changes arrive through the `storage` event,
 * so signing out (or a token refresh) in one tab is seen by all of them.
 */
class SessionStore {
  private raw: string | null = null;
  private value: Session | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: Storage) {
    this.sync();
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) {
        if (this.sync()) this.emit();
      }
    });
  }

  /** Re-reads storage; true when the stored session changed. */
  private sync(): boolean {
    const raw = this.storage.getItem(SESSION_STORAGE_KEY);
    if (raw === this.raw) return false;
    this.raw = raw;
    this.value = parse(raw);
    return true;
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** The current session, read fresh from storage (another tab may have refreshed it). */
  get = (): Session | null => {
    this.sync();
    return this.value;
  };

  /** The snapshot React renders from: stable between changes. */
  snapshot = (): Session | null => this.value;

  set(session: Session | null): void {
    if (session) this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else this.storage.removeItem(SESSION_STORAGE_KEY);
    if (this.sync()) this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const sessionStore = new SessionStore(window.localStorage);

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot);
}

/** Identifies who the session is for; a new identity gets a new GraphQL client (and an empty cache). */
export function sessionIdentity(session: Session | null): string {
  if (!session) return 'anonymous';
  return session.kind === 'user' ? `user:${session.user.id}` : 'guest';
}
