import { describe, expect, it } from 'vitest';
import { PeerCallError, type Peers } from '@backspin/platform';
import { discordLinksThrough } from './discord-links.ts';

/** A peer that answers accounts' `user(id)` from a table, and records what it was asked. */
function fakeAccounts(linked: Record<string, string[] | null>, asked: unknown[] = []): Peers {
  return {
    async call<T>(subgraph: string, query: string, variables?: Record<string, unknown>) {
      asked.push({ subgraph, query, variables });
      const id = variables?.id as string;
      const providers = linked[id];
      return { user: providers === undefined ? null : { musicProviders: providers } } as T;
    },
  };
}

describe('discordLinksThrough', () => {
  it('asks accounts for the user’s linked services and finds Discord among them', async () => {
    const asked: unknown[] = [];
    const links = discordLinksThrough(fakeAccounts({ a: ['spotify', 'discord'], b: ['spotify'], c: [] }, asked));
    expect(await links.linked('a')).toBe(true);
    expect(await links.linked('b')).toBe(false);
    expect(await links.linked('c')).toBe(false);
    expect(await links.linked('unknown')).toBe(false);
    expect(asked[0]).toEqual({ subgraph: 'accounts', query: expect.stringContaining('musicProviders'), variables: { id: 'a' } });
  });

  it('lets a failed call through (the avatar service decides to keep the avatar locked)', async () => {
    const failing: Peers = {
      call: async () => {
        throw new PeerCallError('accounts', 503, 'SERVICE_UNAVAILABLE', 'Service Unavailable');
      },
    };
    await expect(discordLinksThrough(failing).linked('a')).rejects.toBeInstanceOf(PeerCallError);
  });
});
