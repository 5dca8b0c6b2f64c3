import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const voteDirections = ['up', 'down'] as const;
export type VoteDirection = (typeof voteDirections)[number];

/** A listener's vote on one play (one per user per play, changeable) and whether they liked the song. */
export const PlayVoteSchema = defineEntity({
  name: 'PlayVote',
  tableName: 'play_vote',
  properties: {
    playId: p.uuid().primary(),
    userId: p.uuid().primary(),
    roomId: p.uuid(),
    direction: p.enum(voteDirections).nullable(),
    liked: p.boolean(),
    updatedAt: p.datetime(),
  },
});
export type PlayVote = InferEntity<typeof PlayVoteSchema>;
