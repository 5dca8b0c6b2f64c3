import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { avatarAssignmentTypes } from '@backspin/platform';
import { AvatarSchema } from './avatar.entity.ts';

/**
 * UserAvatarAssignment (spec 1, §3): a user holds an avatar, given by an admin (MANUAL), won in a season
 * (SEASON_AWARD) or bought (PURCHASED). One per user and avatar: the unique constraint decides between concurrent
 * grants, so a season's award gives each avatar to each winner once however often it runs.
 */
export const UserAvatarAssignmentSchema = defineEntity({
  name: 'UserAvatarAssignment',
  tableName: 'user_avatar_assignment',
  uniques: [{ properties: ['userId', 'avatar'] }],
  properties: {
    id: p.uuid().primary(),
    /** Indexed by the unique (user, avatar) constraint, which starts with it. */
    userId: p.uuid(),
    /** Deleting an avatar deletes its assignments with it. */
    avatar: () => p.manyToOne(AvatarSchema).deleteRule('cascade').index(),
    assignmentType: p.enum(avatarAssignmentTypes),
    /** The admin who gave it (MANUAL); null when the season award or a purchase did. */
    assignedBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type UserAvatarAssignment = InferEntity<typeof UserAvatarAssignmentSchema>;
