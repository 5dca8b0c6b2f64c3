import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Artist } from '../artists/artist.entity.ts';
import { ArtistType } from '../artists/artist.types.ts';
import type { LibraryContext } from '../context.ts';
import type { Song } from '../songs/song.entity.ts';
import { SongType } from '../songs/song.types.ts';
import type { Album } from './album.entity.ts';
import { AlbumType } from './album.types.ts';

@Resolver(() => AlbumType)
export class AlbumResolver {
  @Query(() => [AlbumType], { description: 'Albums with catalogue songs, by name; take 1 to 100 (default 20).' })
  albums(
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Album[]> {
    return ctx.services.albums.list(ctx.em, take, skip);
  }

  @Query(() => AlbumType, { description: 'An album by its short id; NOT_FOUND (404) otherwise.' })
  album(@Arg('shortId', () => String) shortId: string, @Ctx() ctx: LibraryContext): Promise<Album> {
    return ctx.services.albums.byShortId(ctx.em, shortId);
  }

  @Query(() => [SongType], {
    description: 'Catalogue songs that belong to an album, by album name; take 1 to 100 (default 20).',
  })
  songsOnAlbums(
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song[]> {
    return ctx.services.albums.songsOnAlbums(ctx.em, take, skip);
  }

  @Query(() => SongType, { description: 'A song by its short id; NOT_FOUND (404) otherwise.' })
  songByShortId(@Arg('shortId', () => String) shortId: string, @Ctx() ctx: LibraryContext): Promise<Song> {
    return ctx.services.songs.byShortId(ctx.em, shortId);
  }

  @FieldResolver(() => ID)
  artistId(@Root() album: Album): string {
    return album.artist.id;
  }

  @FieldResolver(() => String)
  async artistName(@Root() album: Album, @Ctx() ctx: LibraryContext): Promise<string> {
    return (await ctx.loaders.artist.load(album.artist.id))!.name;
  }

  @FieldResolver(() => ArtistType)
  async artist(@Root() album: Album, @Ctx() ctx: LibraryContext): Promise<Artist> {
    return (await ctx.loaders.artist.load(album.artist.id))!;
  }

  @FieldResolver(() => [SongType], { description: 'Its catalogue songs, in the order they entered the catalogue.' })
  songs(@Root() album: Album, @Ctx() ctx: LibraryContext): Promise<Song[]> {
    return ctx.loaders.albumSongs.load(album.id);
  }
}
