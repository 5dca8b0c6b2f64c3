import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { userReference, UserReference } from '@backspin/platform';
import type { LibraryContext } from '../context.ts';
import type { CrateSongView } from '../crate-songs/crate-song.service.ts';
import { CrateSongType } from '../crate-songs/crate-song.types.ts';
import type { Crate, CrateImportFailure, SpecialCrateKind } from './crate.entity.ts';
import { crateThumbnails } from './crate.service.ts';
import { CrateImportFailureType, CrateType, CreateCrateInput, SpecialCrateEnum, UpdateCrateInput } from './crate.types.ts';

@Resolver(() => CrateType)
export class CrateResolver {
  @Query(() => CrateType, { description: 'Any crate, for any caller with a token; NOT_FOUND when unknown.' })
  crate(@Arg('id', () => ID) id: string, @Ctx() ctx: LibraryContext): Promise<Crate> {
    return ctx.services.crates.get(ctx.em, ctx.identity, id);
  }

  @Query(() => CrateType, { description: 'The caller’s queue or likes list, created on first use.' })
  specialCrate(@Arg('kind', () => SpecialCrateEnum) kind: SpecialCrateKind, @Ctx() ctx: LibraryContext): Promise<Crate> {
    return ctx.services.crates.special(ctx.em, ctx.identity, kind);
  }

  @Query(() => [CrateType], { description: 'The caller’s crates (queue and likes list included), newest first; 100 per page.' })
  myCrates(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Crate[]> {
    return ctx.services.crates.mine(ctx.em, ctx.identity, limit, offset);
  }

  @Query(() => [CrateType], { description: 'A user’s public list: their regular crates, newest first; 100 per page.' })
  userCrates(
    @Arg('userId', () => ID) userId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Crate[]> {
    return ctx.services.crates.ofOtherUser(ctx.em, ctx.identity, userId, limit, offset);
  }

  @Query(() => [CrateType], { description: 'Service: every crate of a user; 100 per page. Needs library.service.' })
  serviceUserCrates(
    @Arg('userId', () => ID) userId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Crate[]> {
    return ctx.services.crates.ofUserForService(ctx.em, ctx.identity, userId, limit, offset);
  }

  @Query(() => [CrateType], { description: 'Service: every crate, newest first; 100 per page. Needs library.service.' })
  allCrates(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Crate[]> {
    return ctx.services.crates.all(ctx.em, ctx.identity, limit, offset);
  }

  @Query(() => CrateType, { description: 'Service: a crate by its short id. Needs library.service.' })
  crateByShortId(@Arg('shortId', () => String) shortId: string, @Ctx() ctx: LibraryContext): Promise<Crate> {
    return ctx.services.crates.byShortId(ctx.em, ctx.identity, shortId);
  }

  @Mutation(() => CrateType, { description: 'A new crate owned by the caller.' })
  createCrate(
    @Arg('input', () => CreateCrateInput, { nullable: true }) input: CreateCrateInput | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<Crate> {
    return ctx.services.crates.create(ctx.em, ctx.identity, input ?? {});
  }

  @Mutation(() => CrateType, { description: 'Copies any readable crate, songs in order, into a new crate of the caller.' })
  copyCrate(@Arg('id', () => ID) id: string, @Ctx() ctx: LibraryContext): Promise<Crate> {
    return ctx.services.crates.copy(ctx.em, ctx.identity, id);
  }

  @Mutation(() => CrateType, { description: 'Renames and/or describes one of the caller’s regular crates.' })
  updateCrate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateCrateInput) input: UpdateCrateInput,
    @Ctx() ctx: LibraryContext,
  ): Promise<Crate> {
    return ctx.services.crates.update(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => ID, { description: 'Deletes one of the caller’s regular crates with its songs; answers its id.' })
  deleteCrate(@Arg('id', () => ID) id: string, @Ctx() ctx: LibraryContext): Promise<string> {
    return ctx.services.crates.delete(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => UserReference)
  owner(@Root() crate: Crate): UserReference {
    return userReference(crate.userId);
  }

  @FieldResolver(() => [CrateImportFailureType], { description: 'The tracks the last import could not bring in, and why (empty when none).' })
  importFailures(@Root() crate: Crate): CrateImportFailure[] {
    return crate.importFailures ?? [];
  }

  @FieldResolver(() => Int, { description: 'Songs in the crate.' })
  count(@Root() crate: Crate, @Ctx() ctx: LibraryContext): Promise<number> {
    return ctx.loaders.crateSongCount.load(crate.id);
  }

  @FieldResolver(() => Int, { description: 'Songs in the crate (the same as count).' })
  crateSongsNumber(@Root() crate: Crate, @Ctx() ctx: LibraryContext): Promise<number> {
    return ctx.loaders.crateSongCount.load(crate.id);
  }

  @FieldResolver(() => [String], { description: 'Thumbnail URLs of the first songs, in crate order.' })
  async thumbnails(@Root() crate: Crate, @Ctx() ctx: LibraryContext): Promise<string[]> {
    const songIds = await ctx.loaders.crateFirstSongIds.load(crate.id);
    const songs = await ctx.loaders.song.loadMany(songIds);
    return crateThumbnails(songs.map((song) => (song instanceof Error ? null : song)));
  }

  @FieldResolver(() => Int, { nullable: true, description: '0-based index of the current song, or null.' })
  currentPosition(@Root() crate: Crate, @Ctx() ctx: LibraryContext): Promise<number | null> {
    return crate.currentCrateSongId ? ctx.loaders.crateCurrentPosition.load(crate.id) : Promise.resolve(null);
  }

  @FieldResolver(() => [CrateSongType], { description: 'The songs in order, 300 per page (offset 0 = the first song).' })
  async songs(
    @Root() crate: Crate,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Ctx() ctx: LibraryContext,
  ): Promise<CrateSongView[]> {
    const rows = await ctx.services.crateSongs.page(ctx.em, ctx.identity, crate.id, limit, offset);
    // The page's songs in one query, read synchronously by the crate song fields (no N+1, no await per field).
    const songs = await ctx.loaders.song.loadMany(rows.map((row) => row.songId));
    return rows.map((row, i) => {
      const song = songs[i];
      return song && !(song instanceof Error) ? { ...row, song } : row;
    });
  }
}
