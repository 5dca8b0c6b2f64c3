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
  /**
   * A phone number changed by any statement that does not also set its digest leaves no digest of the old number
   * behind: the lookup (phone-owners/) digests it again.
   */
  triggers: [
    {
      name: 'user_phone_digest_reset',
      timing: 'before',
      events: ['update'],
      forEach: 'row',
      body: `if new.phone is distinct from old.phone and new.phone_digest is not distinct from old.phone_digest then new.phone_digest := null; new.phone_digest_key := null; end if; return new;`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    /** Stored lower-cased; unique, so two sign-ups racing for one address cannot both win. Null for phone-only accounts. */
    email: p.string().length(320).nullable().unique(),
    /** The verified phone number (E.164) the user signs in with by text-message code; unique. */
    phone: p.string().length(16).nullable().unique(),
    /**
     * The phone's keyed digest (platform's `PhoneDigester`, CONTACT_PHONE_KEY), what rooms' address-book contacts match
     * by, and the version of the key it was made with: written when the number is verified, made again by the lookup
     * for rows without one or with another key's (phone-owners/phone-owner.service.ts).
     */
    phoneDigest: p.string().length(64).nullable().index(),
    phoneDigestKey: p.string().length(16).nullable().index(),
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
