import { builtInAvatarIds, isBuiltInAvatarId, type BuiltInAvatarId } from '@backspin/contracts/avatars';

/**
 * How each built-in avatar looks: a vinyl record drawn in SVG (Avatar.tsx), never fetched. The ids are the
 * accounts subgraph's built-in avatar ids (`User.avatarId`, contracts/src/avatars.ts): each has a design here.
 */
export interface VinylDesign {
  /** The record's colour (black, or a coloured pressing). */
  disc: string;
  /** The centre label's main and second colour. */
  label: string;
  accent: string;
  /** What is printed on the label. */
  pattern: 'solid' | 'split' | 'rings' | 'star' | 'stripes' | 'dot';
}

export const vinylDesigns = {
  'vinyl-1': { disc: '#16161d', label: '#ff5c8a', accent: '#ffd1de', pattern: 'solid' },
  'vinyl-2': { disc: '#16161d', label: '#7c5cff', accent: '#d6ccff', pattern: 'rings' },
  'vinyl-3': { disc: '#16161d', label: '#3ddc97', accent: '#0e5a3a', pattern: 'split' },
  'vinyl-4': { disc: '#16161d', label: '#ffb020', accent: '#6b3f00', pattern: 'star' },
  'vinyl-5': { disc: '#16161d', label: '#33b5ff', accent: '#e6f6ff', pattern: 'stripes' },
  'vinyl-6': { disc: '#16161d', label: '#f2f2f2', accent: '#ff5c8a', pattern: 'dot' },
  'vinyl-7': { disc: '#8a1538', label: '#ffd1de', accent: '#8a1538', pattern: 'solid' },
  'vinyl-8': { disc: '#1d3f8a', label: '#ffd700', accent: '#1d3f8a', pattern: 'split' },
  'vinyl-9': { disc: '#0f5a45', label: '#b8ffe0', accent: '#0f5a45', pattern: 'rings' },
  'vinyl-10': { disc: '#5a2a8a', label: '#ff9de2', accent: '#5a2a8a', pattern: 'star' },
  'vinyl-11': { disc: '#b34700', label: '#1b1b1b', accent: '#ffb37a', pattern: 'stripes' },
  'vinyl-12': { disc: '#2b2b2b', label: '#ff6b6b', accent: '#ffe066', pattern: 'dot' },
} as const satisfies Record<BuiltInAvatarId, VinylDesign>;

export type AvatarId = BuiltInAvatarId;

/** The avatars a user may pick, in order. */
export const avatarIds: readonly AvatarId[] = builtInAvatarIds;

export function isAvatarId(value: string | null | undefined): value is AvatarId {
  return isBuiltInAvatarId(value);
}
