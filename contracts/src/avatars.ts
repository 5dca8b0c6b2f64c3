/**
 * The built-in avatars (twelve vinyl records): PUBLIC entries of the economy's avatar catalogue since its first
 * avatar migration, under these slugs. No dependencies, so browsers import it too (`@backspin/contracts/avatars`):
 * the web player draws them from these ids; other avatars of the catalogue carry an uploaded image.
 */
export const builtInAvatarIds = [
  'vinyl-1',
  'vinyl-2',
  'vinyl-3',
  'vinyl-4',
  'vinyl-5',
  'vinyl-6',
  'vinyl-7',
  'vinyl-8',
  'vinyl-9',
  'vinyl-10',
  'vinyl-11',
  'vinyl-12',
] as const;
export type BuiltInAvatarId = (typeof builtInAvatarIds)[number];

export function isBuiltInAvatarId(value: unknown): value is BuiltInAvatarId {
  return (builtInAvatarIds as readonly unknown[]).includes(value);
}

/** The longest avatar slug (`User.avatarId` holds one). */
export const avatarSlugMaxLength = 64;

/** An avatar's slug: 1 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit. */
export function isAvatarSlug(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(value);
}

/** Spec 1, §3: who may wear an avatar. */
export const avatarStatuses = ['PUBLIC', 'PRIVATE', 'SEASON_AWARD', 'SUBSCRIBER_ONLY'] as const;
export type AvatarStatus = (typeof avatarStatuses)[number];

/** Spec 1, §3: how a user came to hold an avatar. */
export const avatarAssignmentTypes = ['MANUAL', 'SEASON_AWARD', 'PURCHASED'] as const;
export type AvatarAssignmentType = (typeof avatarAssignmentTypes)[number];

/**
 * Whether a user may wear an avatar, and if not why (economy's avatar service decides; accounts' profile and the
 * web player's picker read it): the catalogue does not have it, it must be given to them, it needs a linked
 * Discord account, or a subscription.
 */
export const avatarWearabilities = ['WEARABLE', 'UNKNOWN_AVATAR', 'NOT_HELD', 'DISCORD_ONLY', 'SUBSCRIBERS_ONLY'] as const;
export type AvatarWearability = (typeof avatarWearabilities)[number];
