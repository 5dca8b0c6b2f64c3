import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import { SongType } from '../songs/song.types.ts';
import { SongHlsKeyType, SongHlsSegmentType } from './hls.types.ts';

@Resolver(() => SongType)
export class HlsResolver {
  @Query(() => String, {
    description:
      'A verified song’s HLS playlist (m3u8) as stored: segment URIs are bare names and the key URI a placeholder, ' +
      'which the REST bridge maps to its own paths. 403 "Song is not verified" until the song is VERIFIED.',
  })
  songHlsPlaylist(@Arg('songId', () => ID) songId: string, @Ctx() ctx: LibraryContext): Promise<string> {
    return ctx.services.hls.playlist(ctx.em, songId);
  }

  @Query(() => SongHlsKeyType, { description: 'The key that decrypts a verified song’s HLS segments; any valid token (user or guest).' })
  async songHlsKey(@Arg('songId', () => ID) songId: string, @Ctx() ctx: LibraryContext): Promise<SongHlsKeyType> {
    const { key, iv } = await ctx.services.hls.key(ctx.em, ctx.identity, songId);
    return { key: key.toString('base64'), iv: iv.toString('hex') };
  }

  @Query(() => SongHlsSegmentType, { description: 'Where one segment of a verified song’s HLS stream is stored.' })
  async songHlsSegment(
    @Arg('songId', () => ID) songId: string,
    @Arg('segment', () => String) segment: string,
    @Ctx() ctx: LibraryContext,
  ): Promise<SongHlsSegmentType> {
    return { storageKey: await ctx.services.hls.segment(ctx.em, songId, segment), contentType: 'video/mp2t' };
  }
}
