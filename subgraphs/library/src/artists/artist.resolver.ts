import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Album } from '../albums/album.entity.ts';
import { AlbumType } from '../albums/album.types.ts';
import type { LibraryContext } from '../context.ts';
import type { Artist } from './artist.entity.ts';
import { ArtistType } from './artist.types.ts';

@Resolver(() => ArtistType)
export class ArtistResolver {
  @Query(() => [ArtistType], { description: 'Artists with catalogue songs, by name; take 1 to 100 (default 20).' })
  artists(
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Artist[]> {
    return ctx.services.artists.list(ctx.em, take, skip);
  }

  @Query(() => ArtistType, { description: 'An artist by its short id; NOT_FOUND (404) otherwise.' })
  artist(@Arg('shortId', () => String) shortId: string, @Ctx() ctx: LibraryContext): Promise<Artist> {
    return ctx.services.artists.byShortId(ctx.em, shortId);
  }

  @Query(() => [AlbumType], {
    description:
      'Albums of the named artists (1 to 100 names, matched ignoring case and spacing; unknown names skipped), ' +
      'grouped by artist in the order asked, newest release first.',
  })
  albumsByArtists(@Arg('artists', () => [String]) artists: string[], @Ctx() ctx: LibraryContext): Promise<Album[]> {
    return ctx.services.albums.albumsByArtistNames(ctx.em, artists);
  }

  @FieldResolver(() => [AlbumType], { description: 'Its albums with catalogue songs, newest release first.' })
  albums(@Root() artist: Artist, @Ctx() ctx: LibraryContext): Promise<Album[]> {
    return ctx.loaders.artistAlbums.load(artist.id);
  }
}
