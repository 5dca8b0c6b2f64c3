import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Capability, Role } from '@backspin/platform';

/** A user's social links (POST /users/user-socials). */
export interface UserSocials {
  instagram?: string;
  twitter?: string;
  tiktok?: string;
  soundcloud?: string;
  youtube?: string;
  website?: string;
}

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'user',
  properties: {
    id: p.uuid().primary(),
    /** Stored lower-cased; unique, so two sign-ups racing for one address cannot both win. Null for phone-only accounts. */
    email: p.string().length(320).nullable().unique(),
    /** The verified phone number (E.164) the user signs in with by text-message code; unique. */
    phone: p.string().length(16).nullable().unique(),
    passwordHash: p.text().nullable().hidden(),
    displayName: p.string().length(64),
    roles: p.json<Role[]>(),
    /** Granted by moderators (capabilities/capability.service.ts); carried in the user's access tokens. */
    capabilities: p.json<Capability[]>().default('[]'),
    /** The avatar the user shows: the slug of an avatar of economy's catalogue they may wear; null until chosen. */
    avatarId: p.string().length(64).nullable(),
    // Public profile fields (profile-fields.ts validates them); null when not given.
    bio: p.string().length(500).nullable(),
    location: p.string().length(100).nullable(),
    pronouns: p.string().length(40).nullable(),
    website: p.string().length(300).nullable(),
    /** Social links by network (instagram, twitter, tiktok, soundcloud, youtube: handles; website: a URL); absent ones are unset. */
    socials: p.json<UserSocials>().default('{}'),
    /** The current profile and cover pictures (images/user-image.entity.ts); null when none. */
    profilePictureId: p.uuid().nullable(),
    coverPictureId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof UserSchema>;
