import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { Song } from '../songs/song.entity.ts';
import { SongType } from '../songs/song.types.ts';

@Resolver()
export class QueuePlayResolver {
  @Query(() => SongType, { nullable: true, description: 'The first song of the caller’s queue (what they would play next as DJ).' })
  nextQueueSong(@Ctx() ctx: LibraryContext): Promise<Song | null> {
    return ctx.services.queuePlays.head(ctx.em, ctx.identity);
  }

  @Mutation(() => SongType, {
    nullable: true,
    description:
      'The DJ rotation (rooms, acting as the DJ): takes the first song of the caller’s queue for this play and moves it ' +
      'to the end of the queue. Idempotent per playId; null when the queue is empty.',
  })
  takeNextQueueSong(@Arg('playId', () => ID) playId: string, @Ctx() ctx: LibraryContext): Promise<Song | null> {
    return ctx.services.queuePlays.takeNext(ctx.em, ctx.identity, playId);
  }
}
