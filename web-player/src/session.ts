import { useSyncExternalStore } from 'react';
import type { SessionManager } from '@backspin/web-kit/session';
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

/** Accepts what storage holds only when it is a whole user or guest session (an older build may have written it). */
export function parseSession(value: unknown): Session | null {
  const session = value as Partial<Session> | null;
  if (!session || typeof session.accessToken !== 'string' || typeof session.expiresAt !== 'number') return null;
  if (session.kind === 'user' && typeof session.refreshToken === 'string' && session.user) return session as Session;
  if (session.kind === 'guest' && typeof session.guestId === 'string') return session as Session;
  return null;
}

/** The stored session, re-rendering on every change (in this tab or another). */
export function useSession(sessions: SessionManager<Session>): Session | null {
  return useSyncExternalStore(sessions.subscribe, sessions.snapshot);
}

/** Identifies who the session is for; a new identity gets a new GraphQL client (and an empty cache). */
export function sessionIdentity(session: Session | null): string {
  if (!session) return 'anonymous';
  return session.kind === 'user' ? `user:${session.user.id}` : 'guest';
}
