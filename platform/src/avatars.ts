/**
 * The built-in avatars a user may show (`User.avatarId`, chat messages' avatarId): twelve vinyl records.
 * No dependencies, so browsers import it too (`@backspin/contracts/avatars`): the web player draws them from these ids.
 * The economy's avatar catalogue (spec 1: seasonal, purchased, subscriber-only avatars) will add to these.
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
