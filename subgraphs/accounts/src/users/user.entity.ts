import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Capability, Role } from '@backspin/platform';

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
    /** The avatar the user shows: one of the built-in avatars (platform/src/avatars.ts); null until chosen. */
    avatarId: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type User = InferEntity<typeof UserSchema>;
