import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { Crate } from '../crates/crate.entity.ts';
import { CrateTargetInput, CrateType } from '../crates/crate.types.ts';
import type { MusicProvider, Song, SongStatus } from '../songs/song.entity.ts';
import { MusicProviderLink, SongStatusEnum, SongType } from '../songs/song.types.ts';
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
  song(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<Song> {
    return songOf(row, ctx);
  }

  @FieldResolver(() => String)
  async trackName(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<string> {
    return (await songOf(row, ctx)).trackName;
  }

  @FieldResolver(() => String)
  async artistName(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<string> {
    return (await songOf(row, ctx)).artistName;
  }

  @FieldResolver(() => String, { nullable: true })
  async genre(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<string | null> {
    return (await songOf(row, ctx)).genre ?? null;
  }

  @FieldResolver(() => Int, { description: 'Seconds.' })
  async duration(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<number> {
    return (await songOf(row, ctx)).duration;
  }

  @FieldResolver(() => String, { nullable: true })
  async isrc(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<string | null> {
    return (await songOf(row, ctx)).isrc ?? null;
  }

  @FieldResolver(() => Boolean)
  async explicit(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<boolean> {
    return (await songOf(row, ctx)).explicit;
  }

  @FieldResolver(() => SongStatusEnum)
  async status(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<SongStatus> {
    return (await songOf(row, ctx)).status;
  }

  @FieldResolver(() => [MusicProviderLink])
  async musicProviders(@Root() row: CrateSongView, @Ctx() ctx: LibraryContext): Promise<{ provider: MusicProvider; id: string }[]> {
    return ctx.services.songs.providerLinks(await songOf(row, ctx));
  }
}

/** The crate song's catalogue song, batched with every other one of the request (one query per page). */
async function songOf(row: CrateSongView, ctx: LibraryContext): Promise<Song> {
  const song = await ctx.loaders.song.load(row.songId);
  // A crate song's song cannot be missing (foreign key, cascade), unless deleted since the page was read.
  if (!song) throw new Error(`song ${row.songId} of crate song ${row.id} is gone`);
  return song;
}
