import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { userReference, UserReference } from '@backspin/platform';
import type { LibraryContext } from '../context.ts';
import type { Song } from '../songs/song.entity.ts';
import { SongType } from '../songs/song.types.ts';
import type { SongPlay } from './recent-play.entity.ts';
import { RecordSongPlayInput, SongPlayType } from './recent-play.types.ts';

@Resolver(() => SongPlayType)
export class RecentPlayResolver {
  @Query(() => [SongPlayType], { description: 'The songs a room played, most recent first (default 20, at most 100).' })
  recentSongPlays(
    @Arg('roomSlug', () => String) roomSlug: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<SongPlay[]> {
    return ctx.services.recentPlays.recent(ctx.em, ctx.identity, roomSlug, limit);
  }

  @Mutation(() => SongPlayType, { description: 'Records a play (the room rotation; staff).' })
  recordSongPlay(@Arg('input', () => RecordSongPlayInput) input: RecordSongPlayInput, @Ctx() ctx: LibraryContext): Promise<SongPlay> {
    return ctx.services.recentPlays.record(ctx.em, ctx.identity, input);
  }

  /** Null once the song has been deleted from the catalogue: the play stays in the room's history. */
  @FieldResolver(() => SongType, { nullable: true })
  song(@Root() play: SongPlay, @Ctx() ctx: LibraryContext): Promise<Song | null> {
    return ctx.loaders.song.load(play.songId);
  }

  @FieldResolver(() => UserReference)
  dj(@Root() play: SongPlay): UserReference {
    return userReference(play.djUuid);
  }
}
