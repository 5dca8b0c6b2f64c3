import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { MusicProvider, Song } from '../songs/song.entity.ts';
import { MusicProviderEnum, MusicProviderLink, SongType } from '../songs/song.types.ts';
import type { LinkMigration } from './link-migration.entity.ts';
import type { AudioQuality, SongPreview, SongStream } from './song-links.service.ts';
import { AudioQualityEnum, SongLinkMigrationType, SongPreviewType, SongStreamType } from './song-links.types.ts';
import { MaxLength, songLinkMaxLength } from '@backspin/platform';

@Resolver()
export class SongLinksResolver {
  @Query(() => SongType, {
    description: 'The catalogue song a music-provider link points at (GET /song-data/{link}); NOT_FOUND otherwise.',
  })
  songByLink(@MaxLength(songLinkMaxLength, 'INVALID_SONG_LINK') @Arg('link', () => String) link: string, @Ctx() ctx: LibraryContext): Promise<Song> {
    return ctx.services.songLinks.byLink(ctx.em, link);
  }

  @Query(() => SongType, {
    description: 'POST /metadata: a catalogue song’s metadata by a music-provider link or, without one, an ISRC; NOT_FOUND otherwise.',
  })
  songMetadata(
    @MaxLength(songLinkMaxLength, 'INVALID_SONG_LINK') @Arg('link', () => String, { nullable: true }) link: string | null,
    @MaxLength(32, 'INVALID_ISRC') @Arg('isrc', () => String, { nullable: true }) isrc: string | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song> {
    return ctx.services.songLinks.metadata(ctx.em, { link, isrc });
  }

  @Query(() => SongType, { description: 'The catalogue song with this provider id; NOT_FOUND otherwise.' })
  songByProviderId(
    @Arg('provider', () => MusicProviderEnum) provider: MusicProvider,
    @Arg('providerSongId', () => String) providerSongId: string,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song> {
    return ctx.services.songLinks.byProviderId(ctx.em, provider, providerSongId);
  }

  @Query(() => [MusicProviderLink], { description: 'Every provider id of the catalogue song with this provider id.' })
  async songProviderIds(
    @Arg('provider', () => MusicProviderEnum) provider: MusicProvider,
    @Arg('providerSongId', () => String) providerSongId: string,
    @Ctx() ctx: LibraryContext,
  ): Promise<MusicProviderLink[]> {
    const song = await ctx.services.songLinks.byProviderId(ctx.em, provider, providerSongId);
    return ctx.services.songs.providerLinks(song);
  }

  @Query(() => SongType, { description: 'For other services (service.call): the song with this provider id, any status.' })
  songByProviderIdForService(
    @Arg('provider', () => MusicProviderEnum) provider: MusicProvider,
    @Arg('providerSongId', () => String) providerSongId: string,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song> {
    return ctx.services.songLinks.byProviderIdForService(ctx.em, ctx.identity, provider, providerSongId);
  }

  @Query(() => SongStreamType, { description: 'Where a song (id or short id) streams from, by provider preference.' })
  songStream(
    @Arg('country', () => String) country: string,
    @Arg('id', () => String) id: string,
    @Arg('quality', () => AudioQualityEnum, { nullable: true }) quality: AudioQuality | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<SongStream> {
    return ctx.services.songLinks.stream(ctx.em, ctx.identity, country, id, quality);
  }

  @Query(() => SongPreviewType, { description: 'A song’s (id or short id) preview URL.' })
  songPreview(
    @Arg('country', () => String) country: string,
    @Arg('id', () => String) id: string,
    @Ctx() ctx: LibraryContext,
  ): Promise<SongPreview> {
    return ctx.services.songLinks.preview(ctx.em, country, id);
  }

  @Mutation(() => SongLinkMigrationType, {
    description:
      'Staff: queues the background job that rewrites stored provider ids in canonical form and answers at once; while one is queued or running, answers with it instead (one at a time).',
  })
  migrateSongLinks(@Ctx() ctx: LibraryContext): Promise<LinkMigration> {
    return ctx.services.songLinks.startMigration(ctx.em, ctx.identity);
  }

  @Query(() => SongLinkMigrationType, { description: 'Staff: a migrate-links run by id (its progress, then its report), or the latest one.' })
  songLinkMigration(@Arg('id', () => ID, { nullable: true }) id: string | null, @Ctx() ctx: LibraryContext): Promise<LinkMigration> {
    return ctx.services.songLinks.migration(ctx.em, ctx.identity, id);
  }
}
