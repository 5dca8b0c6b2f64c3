import type { Peers } from '@backspin/platform';

/** Whether users linked a Discord account: accounts knows (its music-service links), read through `peers`. */
export interface DiscordLinks {
  linked(userId: string): Promise<boolean>;
}

/**
 * Asks accounts for the user's linked services with economy's service identity (which may see the Discord link;
 * other users may not). A user accounts does not know has linked nothing.
 */
export function discordLinksThrough(peers: Peers): DiscordLinks {
  return {
    async linked(userId) {
      const { user } = await peers.call<{ user: { musicProviders: string[] } | null }>(
        'accounts',
        'query($id: ID!) { user(id: $id) { musicProviders } }',
        { id: userId },
      );
      return user?.musicProviders.includes('discord') ?? false;
    },
  };
}
