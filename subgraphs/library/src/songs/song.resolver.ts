import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { Song } from './song.entity.ts';
import { MusicProviderLink, SongType } from './song.types.ts';

@Resolver(() => SongType)
export class SongResolver {
  @Query(() => SongType, { nullable: true })
  song(@Arg('id', () => ID) id: string, @Ctx() ctx: LibraryContext): Promise<Song | null> {
    return ctx.loaders.song.load(id);
  }

  @Query(() => [SongType], { description: 'Verified songs, newest first; at most 100 per page (default 20).' })
  songs(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song[]> {
    return ctx.services.songs.verifiedSongs(ctx.em, limit, offset);
  }

  @FieldResolver(() => [MusicProviderLink])
  musicProviders(@Root() song: Song, @Ctx() ctx: LibraryContext): MusicProviderLink[] {
    return ctx.services.songs.providerLinks(song);
  }
}
