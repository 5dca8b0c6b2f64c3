import { DomainError, PeerCallError, type Peers } from '@backspin/platform';
import type { RoomUserProfile } from '@backspin/contracts/room-state-document';

export type { RoomUserProfile };

/**
 * What rooms shows of a user, read from accounts (which owns profiles and avatars) through a peer call: the room
 * state's `allUserData[].userProfile` (read when the user joins) and the avatar a chat message shows (read when it
 * is sent, whatever avatar the client claims). Called before any transaction: no lock is held over the call.
 */
export class UserProfileService {
  constructor(private readonly peers: Peers | undefined) {}

  /** The user's profile; null for no such user (a guest, a service) or when accounts cannot answer now. */
  async profileOf(userId: string): Promise<RoomUserProfile | null> {
    if (!this.peers) return null;
    try {
      const { user } = await this.peers.call<{
        user: { id: string; displayName: string; avatarId: string | null; badges: { badge: string }[] } | null;
      }>('accounts', 'query($id: ID!) { user(id: $id) { id displayName avatarId badges { badge } } }', { id: userId });
      return user ? { uuid: user.id, displayName: user.displayName, avatarId: user.avatarId ?? null, badges: user.badges.map((b) => b.badge) } : null;
    } catch (error) {
      // accounts not running here (a subgraph alone) or unreachable: the profile is left out, never made up.
      const down = error instanceof DomainError && error.reason === 'SERVICE_UNAVAILABLE';
      const unknown = error instanceof PeerCallError && (error.status === 404 || error.status === 400);
      if (!down && !unknown) console.warn('rooms: accounts could not give a user profile', userId, error);
      return null;
    }
  }
}
