import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { Song } from '../songs/song.entity.ts';
import { SongType } from '../songs/song.types.ts';
import { RegisterSongUploadInput, SongUploadStagingType, TranscoderNotificationInput } from './upload.types.ts';

@Resolver()
export class UploadResolver {
  @Mutation(() => SongUploadStagingType, {
    description: 'Step 1 of an upload (the REST bridge): may the caller upload, and where the bytes go.',
  })
  beginSongUpload(@Ctx() ctx: LibraryContext): SongUploadStagingType {
    return ctx.services.uploads.beginUpload(ctx.identity);
  }

  @Mutation(() => SongType, {
    description: 'Step 2: validate the staged file (size, sniffed type, tags) and create the song; transcoding runs in the background.',
  })
  registerSongUpload(
    @Arg('input', () => RegisterSongUploadInput) input: RegisterSongUploadInput,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song> {
    return ctx.services.uploads.registerUpload(ctx.em, ctx.identity, input);
  }

  @Mutation(() => SongType, { description: 'A transcoder reports a result (staff or service token); repeating it changes nothing.' })
  reportTranscoderResult(
    @Arg('input', () => TranscoderNotificationInput) input: TranscoderNotificationInput,
    @Ctx() ctx: LibraryContext,
  ): Promise<Song> {
    return ctx.services.uploads.transcoderResult(ctx.em, ctx.identity, input);
  }
}
