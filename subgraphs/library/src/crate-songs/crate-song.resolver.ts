import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { Crate } from '../crates/crate.entity.ts';
import { CrateTargetInput, CrateType } from '../crates/crate.types.ts';
import type { Song, SongStatus, StreamUrl } from '../songs/song.entity.ts';
import { isPlayable } from '../songs/song.service.ts';
import { MusicProviderLink, playableDescription, SongStatusEnum, SongThumbnail, SongType, StreamUrlType } from '../songs/song.types.ts';
import type { AddSongsResult, CrateSongView } from './crate-song.service.ts';
import { AddCrateSongsResult, CrateSongType } from './crate-song.types.ts';

/** Counts and positions cached earlier in this request are stale once a crate's songs change. */
function forget(ctx: LibraryContext, crateId: string): void {
  ctx.loaders.crateSongCount.clear(crateId);
  ctx.loaders.crateFirstSongIds.clear(crateId);
  ctx.loaders.crateCurrentPosition.clear(crateId);
}

@Resolver(() => CrateSongType)
export class CrateSongResolver {
  @Mutation(() => AddCrateSongsResult, {
    description: 'Adds songs at position (0-based; default: the end). Songs the crate already has (spec same-song rule) are skipped and reported.',
  })
  async addCrateSongs(
    @Arg('crate', () => CrateTargetInput) crate: CrateTargetInput,
    @Arg('songIds', () => [ID]) songIds: string[],
    @Arg('position', () => Int, { nullable: true }) position: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<AddSongsResult> {
    const result = await ctx.services.crateSongs.add(ctx.em, ctx.identity, crate, songIds, position);
    forget(ctx, result.crate.id);
    return result;
  }

  @Mutation(() => CrateSongType, { description: 'Moves a crate song to newPosition (0-based, from 0 to count - 1).' })
  async moveCrateSong(
    @Arg('crate', () => CrateTargetInput) crate: CrateTargetInput,
    @Arg('crateSongId', () => ID) crateSongId: string,
    @Arg('newPosition', () => Int, { nullable: true }) newPosition: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<CrateSongView> {
    const moved = await ctx.services.crateSongs.move(ctx.em, ctx.identity, crate, crateSongId, newPosition);
    forget(ctx, moved.crateId);
    return moved;
  }

  @Mutation(() => CrateType, { description: 'Takes a song out of a crate.' })
  async removeCrateSong(
    @Arg('crate', () => CrateTargetInput) crate: CrateTargetInput,
    @Arg('crateSongId', () => ID) crateSongId: string,
    @Ctx() ctx: LibraryContext,
  ): Promise<Crate> {
    return this.fresh(ctx, await ctx.services.crateSongs.remove(ctx.em, ctx.identity, crate, crateSongId));
  }

  @Mutation(() => CrateType, { description: 'Puts the crate’s songs in a new random order.' })
  async shuffleCrate(@Arg('crate', () => CrateTargetInput) crate: CrateTargetInput, @Ctx() ctx: LibraryContext): Promise<Crate> {
    return this.fresh(ctx, await ctx.services.crateSongs.shuffle(ctx.em, ctx.identity, crate));
  }

  @Mutation(() => CrateType, { description: 'Empties a crate.' })
  async clearCrate(@Arg('crate', () => CrateTargetInput) crate: CrateTargetInput, @Ctx() ctx: LibraryContext): Promise<Crate> {
    return this.fresh(ctx, await ctx.services.crateSongs.clear(ctx.em, ctx.identity, crate));
  }

  @Mutation(() => CrateType, { description: 'Clears the caller’s queue, then copies the source crate into it.' })
  async replaceQueueFromCrate(@Arg('sourceCrateId', () => ID) sourceCrateId: string, @Ctx() ctx: LibraryContext): Promise<Crate> {
    return this.fresh(ctx, await ctx.services.crateSongs.replaceQueue(ctx.em, ctx.identity, sourceCrateId));
  }

  @Mutation(() => CrateType, {
    description: 'Sets the crate’s current song by crate song id or by 0-based position (at most one); neither clears it.',
  })
  async setCrateCurrentPosition(
    @Arg('crate', () => CrateTargetInput) crate: CrateTargetInput,
    @Arg('crateSongId', () => ID, { nullable: true }) crateSongId: string | null,
    @Arg('position', () => Int, { nullable: true }) position: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Crate> {
    return this.fresh(ctx, await ctx.services.crateSongs.setCurrent(ctx.em, ctx.identity, crate, { crateSongId, position }));
  }

  private fresh(ctx: LibraryContext, crate: Crate): Crate {
    forget(ctx, crate.id);
    return crate;
  }

  @FieldResolver(() => SongType, { description: 'The catalogue song.' })
  song(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Song | Promise<Song> {
    return withSong(row, ctx, (song) => song);
  }

  @FieldResolver(() => String, { description: 'The song’s short id (the spec’s songShortId).' })
  songShortId(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): string | Promise<string> {
    return withSong(row, ctx, (song) => song.shortId);
  }

  @FieldResolver(() => String)
  trackName(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): string | Promise<string> {
    return withSong(row, ctx, (song) => song.trackName);
  }

  @FieldResolver(() => String)
  artistName(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): string | Promise<string> {
    return withSong(row, ctx, (song) => song.artistName);
  }

  @FieldResolver(() => String, { nullable: true })
  genre(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): string | null | Promise<string | null> {
    return withSong(row, ctx, (song) => song.genre ?? null);
  }

  @FieldResolver(() => Int, { description: 'Seconds.' })
  duration(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): number | Promise<number> {
    return withSong(row, ctx, (song) => song.duration);
  }

  @FieldResolver(() => String, { nullable: true })
  isrc(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): string | null | Promise<string | null> {
    return withSong(row, ctx, (song) => song.isrc ?? null);
  }

  @FieldResolver(() => Boolean)
  explicit(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): boolean | Promise<boolean> {
    return withSong(row, ctx, (song) => song.explicit);
  }

  @FieldResolver(() => SongStatusEnum)
  status(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): SongStatus | Promise<SongStatus> {
    return withSong(row, ctx, (song) => song.status);
  }

  @FieldResolver(() => Boolean, { description: playableDescription })
  playable(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): boolean | Promise<boolean> {
    return withSong(row, ctx, isPlayable);
  }

  @FieldResolver(() => [SongThumbnail], { description: 'A thumbnail URL per provider, in the spec’s provider order.' })
  thumbnails(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): SongThumbnail[] | Promise<SongThumbnail[]> {
    return withSong(row, ctx, (song) => ctx.services.songs.thumbnailList(song));
  }

  @FieldResolver(() => [String], { description: 'Preview (excerpt) URLs.' })
  previews(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): string[] | Promise<string[]> {
    return withSong(row, ctx, (song) => song.previews);
  }

  @FieldResolver(() => [StreamUrlType], { description: 'Where the song streams from, per provider.' })
  streamUrls(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): StreamUrl[] | Promise<StreamUrl[]> {
    return withSong(row, ctx, (song) => song.streamUrls);
  }

  @FieldResolver(() => [MusicProviderLink])
  musicProviders(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): MusicProviderLink[] | Promise<MusicProviderLink[]> {
    return withSong(row, ctx, (song) => ctx.services.songs.providerLinks(song));
  }
}

/**
 * Reads a field of the crate song's catalogue song: at once when the page loaded it (`CrateResolver.songs` loads
 * a page's songs in one query), else through the request's song loader (batched: one query for all).
 */
function withSong<T>(row: CrateSongView, ctx: LibraryContext, read: (song: Song) => T): T | Promise<T> {
  if (row.song) return read(row.song);
  return songOf(row, ctx).then(read);
}

/** The crate song's catalogue song, batched with every other one of the request (one query per page). */
async function songOf(row: CrateSongView, ctx: LibraryContext): Promise<Song> {
  const song = await ctx.loaders.song.load(row.songId);
  // A crate song's song cannot be missing (foreign key, cascade), unless deleted since the page was read.
  if (!song) throw new Error(`song ${row.songId} of crate song ${row.id} is gone`);
  return song;
}
