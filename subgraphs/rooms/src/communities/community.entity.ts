import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { RoomSchema } from '../rooms/room.entity.ts';

/**
 * A community: rooms and people gathered under one name (spec 2, §1). Admins create, change and delete communities
 * (the admin paths); its owner (and platform staff) add and remove its rooms and members; anyone signed in joins and
 * leaves. Members and rooms are rows of their own, each pair at most once (unique constraints), so a join raced by
 * the same user twice, or a room added twice at once, is counted once.
 */
export const CommunitySchema = defineEntity({
  name: 'Community',
  tableName: 'community',
  properties: {
    id: p.uuid().primary(),
    /** Stored lower-cased; the community's address (GET /communities/{id} takes the id or the slug). */
    slug: p.string().length(64).unique(),
    name: p.string().length(80),
    description: p.string().length(1000).nullable(),
    imageUrl: p.string().length(2048).nullable(),
    /** The community's staff: adds and removes its rooms and members. Null: only platform staff. */
    ownerId: p.uuid().nullable().index(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Community = InferEntity<typeof CommunitySchema>;

/** A user in a community: joined by themselves, or added by the community's staff (`addedBy`). */
export const CommunityMemberSchema = defineEntity({
  name: 'CommunityMember',
  tableName: 'community_member',
  uniques: [{ name: 'community_member_community_id_user_id_unique', properties: ['communityId', 'userId'] }],
  indexes: [
    { name: 'community_member_user_id_joined_at_index', properties: ['userId', 'joinedAt'] },
    { name: 'community_member_community_id_joined_at_index', properties: ['communityId', 'joinedAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    communityId: p.manyToOne(CommunitySchema).mapToPk().fieldName('community_id').deleteRule('cascade'),
    userId: p.uuid(),
    /** Who added the user; null when they joined by themselves. */
    addedBy: p.uuid().nullable(),
    joinedAt: p.datetime(),
  },
});
export type CommunityMember = InferEntity<typeof CommunityMemberSchema>;

/** A room in a community; a deleted room (or community) leaves with its rows. */
export const CommunityRoomSchema = defineEntity({
  name: 'CommunityRoom',
  tableName: 'community_room',
  uniques: [{ name: 'community_room_community_id_room_id_unique', properties: ['communityId', 'roomId'] }],
  indexes: [
    { name: 'community_room_room_id_added_at_index', properties: ['roomId', 'addedAt'] },
    { name: 'community_room_community_id_added_at_index', properties: ['communityId', 'addedAt'] },
  ],
  properties: {
    id: p.uuid().primary(),
    communityId: p.manyToOne(CommunitySchema).mapToPk().fieldName('community_id').deleteRule('cascade'),
    roomId: p.manyToOne(RoomSchema).mapToPk().fieldName('room_id').deleteRule('cascade'),
    addedBy: p.uuid().nullable(),
    addedAt: p.datetime(),
  },
});
export type CommunityRoom = InferEntity<typeof CommunityRoomSchema>;
