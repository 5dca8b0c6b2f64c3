import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { Song } from '../songs/song.entity.ts';
import { SongType } from '../songs/song.types.ts';
import { TrackImportInputType } from './track-import.types.ts';

@Resolver()
export class TrackImportResolver {
  @Mutation(() => SongType, {
    description: 'Imports a provider’s track as a verified catalogue song, or finds the song already imported. Signed-in users only.',
  })
  importTrack(@Arg('input', () => TrackImportInputType) input: TrackImportInputType, @Ctx() ctx: LibraryContext): Promise<Song> {
    return ctx.services.trackImport.importTrack(ctx.em, ctx.identity, input);
  }
}
