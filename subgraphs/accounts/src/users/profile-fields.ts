import { DomainError, isAvatarSlug, normalHttpUrl, type ErrorReason } from '@backspin/platform';
import type { User, UserSocials } from './user.entity.ts';

// The one home of the profile field rules (display name, avatar, bio, location, pronouns, website, social links):
// sign-up, bots, Discord sign-in, profile changes and admin changes all validate through here.

export const displayNameMaxLength = 64;

/**
 * The public profile fields a music-social profile carries, and their limits. In every change: a field that is
 * absent or null stays as it is; an empty (or blank) string clears an optional field.
 */
export const profileLimits = { bio: 500, location: 100, pronouns: 40, website: 300 } as const;

export interface ProfileChanges {
  displayName?: string | null;
  avatarId?: string | null;
  bio?: string | null;
  location?: string | null;
  pronouns?: string | null;
  website?: string | null;
}

export type SocialNetwork = keyof UserSocials;
export const socialNetworks = ['instagram', 'twitter', 'tiktok', 'soundcloud', 'youtube', 'website'] as const satisfies readonly SocialNetwork[];
export type SocialsChanges = { [K in SocialNetwork]?: string | null };

export function validDisplayName(raw: string): string {
  const name = raw.trim();
  if (!name || name.length > displayNameMaxLength) {
    throw new DomainError('INVALID_DISPLAY_NAME');
  }
  return name;
}

/**
 * An avatar slug's form. Whether the user may wear it is economy's answer, asked before the change
 * (avatar-choice.ts): every caller that changes `avatarId` asks it first.
 */
export function validAvatarId(raw: string): string {
  if (!isAvatarSlug(raw)) throw new DomainError('INVALID_AVATAR_ID');
  return raw;
}

/** Applies validated changes to a user (the caller flushes). Throws the first field's precise 400. */
export function applyProfileChanges(user: User, changes: ProfileChanges): void {
  const next: Partial<Pick<User, 'displayName' | 'avatarId' | 'bio' | 'location' | 'pronouns' | 'website'>> = {};
  // Everything is validated before anything changes, so a refused change leaves the user as it was.
  if (changes.displayName != null) next.displayName = validDisplayName(changes.displayName);
  if (changes.avatarId != null) next.avatarId = validAvatarId(changes.avatarId);
  if (changes.bio != null) next.bio = optionalText(changes.bio, profileLimits.bio, 'INVALID_BIO', true);
  if (changes.location != null) next.location = optionalText(changes.location, profileLimits.location, 'INVALID_LOCATION');
  if (changes.pronouns != null) next.pronouns = optionalText(changes.pronouns, profileLimits.pronouns, 'INVALID_PRONOUNS');
  if (changes.website != null) next.website = optionalUrl(changes.website, 'INVALID_WEBSITE');
  Object.assign(user, next);
}

/** Changes some social links (absent or null: kept; empty: removed); returns the new set. */
export function changedSocials(current: UserSocials, changes: SocialsChanges): UserSocials {
  const next: UserSocials = { ...current };
  for (const network of socialNetworks) {
    const raw = changes[network];
    if (raw == null) continue;
    if (typeof raw !== 'string') throw new DomainError(socialRules[network].reason);
    const value = socialRules[network].normalise(raw);
    if (value === null) delete next[network];
    else next[network] = value;
  }
  return next;
}

/** The public address of each social link, for profile pages. */
export function socialUrl(network: SocialNetwork, value: string): string {
  switch (network) {
    case 'instagram':
      return `https://www.instagram.com/${value}/`;
    case 'twitter':
      return `https://x.com/${value}`;
    case 'tiktok':
      return `https://www.tiktok.com/@${value}`;
    case 'soundcloud':
      return `https://soundcloud.com/${value}`;
    case 'youtube':
      return `https://www.youtube.com/@${value}`;
    case 'website':
      return value;
  }
}

interface SocialRule {
  reason: ErrorReason;
  /** The stored value, null to remove; throws when invalid. */
  normalise(raw: string): string | null;
}

/** A handle as people type it: surrounding spaces and one leading @ are dropped. */
function handleRule(reason: ErrorReason, pattern: RegExp, transform: (handle: string) => string = (h) => h): SocialRule {
  return {
    reason,
    normalise(raw) {
      const handle = raw.trim().replace(/^@/, '');
      if (handle === '') return null;
      const value = transform(handle);
      if (!pattern.test(value)) throw new DomainError(reason);
      return value;
    },
  };
}

const socialRules: Record<SocialNetwork, SocialRule> = {
  // Instagram: 1-30 letters, digits, periods, underscores; no leading, trailing or doubled period.
  instagram: handleRule('INVALID_SOCIAL_INSTAGRAM', /^(?!\.)(?!.*\.\.)(?!.*\.$)[A-Za-z0-9._]{1,30}$/),
  twitter: handleRule('INVALID_SOCIAL_TWITTER', /^[A-Za-z0-9_]{1,15}$/),
  tiktok: handleRule('INVALID_SOCIAL_TIKTOK', /^(?!.*\.$)[A-Za-z0-9._]{2,24}$/),
  // SoundCloud profile addresses are lower case; typed capitals are folded.
  soundcloud: handleRule('INVALID_SOCIAL_SOUNDCLOUD', /^[a-z0-9_-]{3,25}$/, (h) => h.toLowerCase()),
  youtube: handleRule('INVALID_SOCIAL_YOUTUBE', /^[A-Za-z0-9._-]{3,30}$/),
  website: {
    reason: 'INVALID_SOCIAL_WEBSITE',
    normalise: (raw) => optionalUrl(raw, 'INVALID_SOCIAL_WEBSITE'),
  },
};

/** Trimmed text of at most `max` characters (code points), or null when blank. Control characters are refused (newlines only in multi-line fields). */
function optionalText(raw: string, max: number, reason: ErrorReason, multiline = false): string | null {
  if (typeof raw !== 'string') throw new DomainError(reason);
  const value = raw.trim();
  if (value === '') return null;
  const control = multiline ? /[\u0000-\u0009\u000b-\u001f\u007f]/ : /[\u0000-\u001f\u007f]/;
  if ([...value].length > max || control.test(value)) throw new DomainError(reason);
  return value;
}

function optionalUrl(raw: string, reason: ErrorReason): string | null {
  if (typeof raw !== 'string') throw new DomainError(reason);
  if (raw.trim() === '') return null;
  const url = normalHttpUrl(raw, profileLimits.website);
  if (!url) throw new DomainError(reason);
  return url;
}
