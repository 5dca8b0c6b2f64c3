import type { PubSub, Unsubscribe } from '../pubsub/pubsub.ts';

/**
 * Token revocation (kick, ban, deactivation), effective at once on every gateway instance.
 *
 * Access tokens carry the user's token version (claim `tv`, access-token.ts). Revoking a user's tokens raises
 * that version in the accounts database and publishes `{ topic: tokenRevocationTopic, id: userId,
 * sequence: newVersion }` on the pub/sub after the commit. Each gateway keeps the versions it has heard of in
 * memory and refuses a token whose version is older: one Map lookup per request. A gateway loads the recent
 * revocations when it starts and again periodically (a missed event is repaired within the sync interval);
 * only revocations younger than the access-token lifetime matter, since older tokens have expired anyway.
 */
export const tokenRevocationTopic = 'accounts:token-revocations';
export const tokenRevocationField = 'tokenRevocation';

export interface TokenRevocation {
  userId: string;
  /** Tokens of a lower version are refused. */
  tokenVersion: number;
  /** When it happened, ms since the epoch. */
  revokedAt: number;
}

const firstLoadRetryMs = 2000;

/** Tokens signed just before a revocation may expire slightly after revokedAt + TTL (clock skew, slow signing). */
const pruneMarginMs = 60_000;

/** The revocations one gateway instance knows of: userId → the lowest token version still valid. */
export class TokenRevocations {
  private readonly entries = new Map<string, { tokenVersion: number; revokedAt: number }>();
  private readonly listeners = new Set<(revocation: TokenRevocation) => void>();

  constructor(private readonly accessTokenTtlSeconds: number) {}

  /** Records a revocation; an older or repeated one changes nothing. Listeners hear of each new one. */
  apply(revocation: TokenRevocation): void {
    const userId = revocation.userId.toLowerCase();
    const known = this.entries.get(userId);
    if (known && known.tokenVersion >= revocation.tokenVersion) return;
    this.entries.set(userId, { tokenVersion: revocation.tokenVersion, revokedAt: revocation.revokedAt });
    for (const listener of this.listeners) listener({ ...revocation, userId });
  }

  /** Whether a token of this user and version has been revoked. O(1). */
  isRevoked(userId: string | null, tokenVersion: number): boolean {
    if (!userId) return false;
    const known = this.entries.get(userId.toLowerCase());
    return known !== undefined && tokenVersion < known.tokenVersion;
  }

  /** Called for each new revocation (the live server closes the user's sockets). */
  onRevoked(listener: (revocation: TokenRevocation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets revocations whose tokens have all expired. */
  prune(now = Date.now()): void {
    const horizon = now - this.accessTokenTtlSeconds * 1000 - pruneMarginMs;
    for (const [userId, entry] of this.entries) if (entry.revokedAt < horizon) this.entries.delete(userId);
  }

  /** The oldest revocation time that still matters: what a sync asks for. */
  horizon(now = Date.now()): Date {
    return new Date(now - this.accessTokenTtlSeconds * 1000 - pruneMarginMs);
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface TokenRevocationSyncOptions {
  pubsub: PubSub;
  revocations: TokenRevocations;
  /** Revocations at or after `since` (the accounts subgraph's `tokenRevocations`). */
  load(since: Date): Promise<TokenRevocation[]>;
  intervalMs: number;
  onError?(error: unknown): void;
}

/**
 * Subscribes to revocation events, then loads the recent ones (so none falls between the two), and loads
 * again every `intervalMs`. A failed load is reported and retried at the next interval.
 */
export async function startTokenRevocationSync(options: TokenRevocationSyncOptions): Promise<{ stop(): Promise<void>; sync(): Promise<void> }> {
  const { revocations } = options;
  const onError = options.onError ?? ((error: unknown) => console.error('token revocation sync failed', error));
  const unsubscribe: Unsubscribe = await options.pubsub.subscribe(tokenRevocationTopic, (event) => {
    if (event.field !== tokenRevocationField || typeof event.sequence !== 'number') return;
    revocations.apply({ userId: event.id, tokenVersion: event.sequence, revokedAt: event.at });
  });
  const sync = async () => {
    for (const revocation of await options.load(revocations.horizon())) revocations.apply(revocation);
    revocations.prune();
  };
  const timer = setInterval(() => void sync().catch(onError), options.intervalMs);
  timer.unref();
  // Until the first load succeeds (accounts not up yet, in distributed mode), retry every few seconds rather
  // than wait a whole interval knowing of no earlier revocation.
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const firstLoad = async (): Promise<void> => {
    try {
      await sync();
    } catch (error) {
      onError(error);
      if (stopped) return;
      retry = setTimeout(() => void firstLoad(), Math.min(options.intervalMs, firstLoadRetryMs));
      retry.unref();
    }
  };
  await firstLoad();
  return {
    sync,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      await unsubscribe();
    },
  };
}
