import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Votes a song got while it played (spec: "Recent song play: song, voteCounts, djUuid, playedAt"). */
export interface VoteCounts {
  up: number;
  down: number;
  stars: number;
}

/** One play of a song in a room. Written by the room rotation; read as the room's recent songs. */
export const SongPlaySchema = defineEntity({
  name: 'SongPlay',
  tableName: 'song_play',
  indexes: [{ properties: ['roomSlug', 'playedAt'] }],
  properties: {
    id: p.uuid().primary(),
    roomSlug: p.string().length(64),
    songId: p.uuid(),
    djUuid: p.uuid(),
    voteCounts: p.json<VoteCounts>(),
    playedAt: p.datetime(),
  },
});
export type SongPlay = InferEntity<typeof SongPlaySchema>;
