import { DomainError, isAvatarSlug, PeerCallError, type AvatarWearability, type ErrorReason, type Peers } from '@backspin/platform';

/** Economy's verdict, as the profile's refusal. */
const refusals: Record<Exclude<AvatarWearability, 'WEARABLE'>, ErrorReason> = {
  UNKNOWN_AVATAR: 'INVALID_AVATAR_ID',
  NOT_HELD: 'AVATAR_NOT_HELD',
  DISCORD_ONLY: 'AVATAR_DISCORD_ONLY',
  SUBSCRIBERS_ONLY: 'AVATAR_SUBSCRIBERS_ONLY',
};

/**
 * A profile wears only an avatar its user may wear: economy owns the avatar catalogue and its rules
 * (avatars/avatar.service.ts), so the profile asks it through `peers` before the change. Asked before the profile's
 * transaction opens (never while holding the user's row lock); an assignment taken back between the question and
 * the write is a race of milliseconds the next change corrects.
 */
export class AvatarChoice {
  constructor(private readonly peers: Peers) {}

  /** The slug when `userId` may wear it; else the precise refusal (400 unknown, 403 not theirs). */
  async requireWearable(userId: string, avatarId: string): Promise<string> {
    if (!isAvatarSlug(avatarId)) throw new DomainError('INVALID_AVATAR_ID');
    let verdict: AvatarWearability;
    try {
      ({ avatarWearability: verdict } = await this.peers.call<{ avatarWearability: AvatarWearability }>(
        'economy',
        'query($slug: String!, $userId: ID!) { avatarWearability(slug: $slug, userId: $userId) }',
        { slug: avatarId, userId },
      ));
    } catch (error) {
      // Economy could not answer: the change is refused (503), never let through unchecked.
      if (error instanceof PeerCallError || error instanceof DomainError) throw new DomainError('SERVICE_UNAVAILABLE');
      throw error;
    }
    if (verdict !== 'WEARABLE') throw new DomainError(refusals[verdict]);
    return avatarId;
  }
}
