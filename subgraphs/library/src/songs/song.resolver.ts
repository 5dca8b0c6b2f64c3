import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Album } from '../albums/album.entity.ts';
import { AlbumType } from '../albums/album.types.ts';
import type { Artist } from '../artists/artist.entity.ts';
import { ArtistType } from '../artists/artist.types.ts';
import type { LibraryContext } from '../context.ts';
import type { Song } from './song.entity.ts';
import { isPlayable } from './song.service.ts';
import { MusicProviderLink, playableDescription, SongFilterInput, SongOrderInput, SongThumbnail, SongType, UpdateSongInput } from './song.types.ts';

@Resolver(() => SongType)
export class SongResolver {
  @Query(() => SongType, { description: 'A song of any status by id; NOT_FOUND (404) for an unknown id.' })
  song(@Arg('id', () => ID) id: string, @Ctx() ctx: LibraryContext): Promise<Song> {
    return ctx.services.songs.byId(ctx.em, id);
  }

  @Query(() => [SongType], {
    description:
      'Catalogue songs (VERIFIED or SUCCESS) matching the filter (GET /api/v1/songs); newest first unless ordered; ' +
      'limit 1 to 100 (default 20).',
  })
  songs(
    @Arg('filter', () => SongFilterInput, { nullable: true }) filter: SongFilterInput | null,
    @Arg('orderBy', () => SongOrderInput, { nullable: true }) orderBy: SongOrderInput | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song[]> {
    return ctx.services.songs.catalogue(ctx.em, filter, orderBy, limit, offset);
  }

  @Query(() => [SongType], { description: 'Verified songs, newest first; limit 1 to 100 (default 20).' })
  publicSongs(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song[]> {
    return ctx.services.songs.publicSongs(ctx.em, limit, offset);
  }

  @Query(() => [SongType], {
    description: 'The signed-in user’s own uploads, newest first; verified true: VERIFIED only, false: the others.',
  })
  mySongs(
    @Arg('verified', () => Boolean, { nullable: true }) verified: boolean | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song[]> {
    return ctx.services.songs.mySongs(ctx.em, ctx.identity, verified, limit, offset);
  }

  @Mutation(() => SongType, { description: 'The owner edits tags and metadata of their own song.' })
  updateSong(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateSongInput) input: UpdateSongInput,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song> {
    return ctx.services.songs.update(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => ID, { description: 'Deletes a song (its owner, or staff); answers its id.' })
  deleteSong(@Arg('id', () => ID) id: string, @Ctx() ctx: LibraryContext): Promise<string> {
    return ctx.services.songs.delete(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => [MusicProviderLink], { description: 'The song’s id on each provider, in the spec’s provider order.' })
  musicProviders(@Root() song: Song, @Ctx() ctx: LibraryContext): MusicProviderLink[] {
    return ctx.services.songs.providerLinks(song);
  }

  @FieldResolver(() => Boolean, { description: playableDescription })
  playable(@Root() song: Song): boolean {
    return isPlayable(song);
  }

  @FieldResolver(() => [SongThumbnail], { description: 'A thumbnail URL per provider, in the spec’s provider order.' })
  thumbnails(@Root() song: Song, @Ctx() ctx: LibraryContext): SongThumbnail[] {
    return ctx.services.songs.thumbnailList(song);
  }

  @FieldResolver(() => ID, { nullable: true })
  albumId(@Root() song: Song): string | null {
    return song.album?.id ?? null;
  }

  @FieldResolver(() => ID, { nullable: true })
  artistId(@Root() song: Song): string | null {
    return song.artist?.id ?? null;
  }

  @FieldResolver(() => AlbumType, { nullable: true })
  album(@Root() song: Song, @Ctx() ctx: LibraryContext): Promise<Album | null> | null {
    return song.album ? ctx.loaders.album.load(song.album.id) : null;
  }

  @FieldResolver(() => ArtistType, { nullable: true })
  artist(@Root() song: Song, @Ctx() ctx: LibraryContext): Promise<Artist | null> | null {
    return song.artist ? ctx.loaders.artist.load(song.artist.id) : null;
  }
}
