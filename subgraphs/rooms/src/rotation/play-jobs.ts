import type { EntityManager } from '@mikro-orm/core';
import { FailJobError, PeerCallError, type Peers } from '@backspin/platform';
import { RoomSchema } from '../rooms/room.entity.ts';
import { RoomPlaySchema } from './room-play.entity.ts';

/** Records an ended play in the library's recent plays of its room (idempotent there by play id). */
export async function recordPlay(em: EntityManager, peers: Peers, playId: string): Promise<void> {
  const play = await em.findOne(RoomPlaySchema, { id: playId });
  if (!play) throw new FailJobError(`play ${playId} not found`);
  const room = await em.findOne(RoomSchema, { id: play.roomId }, { fields: ['slug'] });
  if (!room) return; // The room was deleted: nothing to record it under.
  await peers.call(
    'library',
    'mutation($input: RecordSongPlayInput!) { recordSongPlay(input: $input) { id } }',
    {
      input: {
        playId: play.id,
        roomSlug: room.slug,
        songId: play.songId,
        djUuid: play.djId,
        voteCounts: { up: play.upVotes, down: play.downVotes, stars: play.stars },
        playedAt: play.startedAt.toISOString(),
      },
    },
  );
}

/** Adds a liked song to the listener's likes list, as that listener; already there is fine. */
export async function likeSong(peers: Peers, { userId, songId }: { userId: string; songId: string }): Promise<void> {
  try {
    await peers.call(
      'library',
      'mutation($songIds: [ID!]!) { addCrateSongs(crate: { special: LIKES }, songIds: $songIds) { crate { id } } }',
      { songIds: [songId] },
      { userId, tokenType: 'user', roles: ['user'] },
    );
  } catch (error) {
    // A song gone from the catalogue cannot be liked any more: nothing to retry.
    if (error instanceof PeerCallError && error.status === 404) throw new FailJobError(error.message);
    throw error;
  }
}
