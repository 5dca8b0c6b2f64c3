import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A moderator's note about a user (POST /moderation-comments): append-only, read by moderators. */
export const ModerationCommentSchema = defineEntity({
  name: 'ModerationComment',
  tableName: 'moderation_comment',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    authorId: p.uuid(),
    comment: p.string().length(2000),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ModerationComment = InferEntity<typeof ModerationCommentSchema>;
