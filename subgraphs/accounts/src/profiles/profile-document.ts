import { profileImageView, type ProfileImageView } from '../images/image.service.ts';
import type { User } from '../users/user.entity.ts';
import { socialNetworks, socialUrl, type SocialNetwork } from '../users/profile-fields.ts';

export interface SocialLink {
  network: SocialNetwork;
  value: string;
  url: string;
}

export interface ProfileDocument {
  id: string;
  slug: string;
  path: string;
  displayName: string;
  description: string | null;
  location: string | null;
  avatarId: string | null;
  profilePicture: ProfileImageView | null;
  coverPicture: ProfileImageView | null;
  socialLinks: SocialLink[];
  createdAt: Date;
  updatedAt: Date;
}

/** A URL slug that reads well and never collides: the display name in ASCII kebab case (at most 40), then the id. */
export function profileSlug(user: Pick<User, 'id' | 'displayName'>): string {
  const words = user.displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return words ? `${words}-${user.id}` : user.id;
}

export function socialLinksOf(user: Pick<User, 'socials'>): SocialLink[] {
  return socialNetworks.flatMap((network) => {
    const value = user.socials?.[network];
    return value ? [{ network, value, url: socialUrl(network, value) }] : [];
  });
}

/** The public profile page document of a user: public fields only. */
export function profileDocumentOf(user: User): ProfileDocument {
  return {
    id: user.id,
    slug: profileSlug(user),
    path: `/users/${user.id}`,
    displayName: user.displayName,
    description: user.bio ?? null,
    location: user.location ?? null,
    avatarId: user.avatarId ?? null,
    profilePicture: profileImageView(user.profilePictureId, 'profilePicture'),
    coverPicture: profileImageView(user.coverPictureId, 'coverPicture'),
    socialLinks: socialLinksOf(user),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
