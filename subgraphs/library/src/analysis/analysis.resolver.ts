import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { LibraryContext } from '../context.ts';
import type { SimilarSongs, WebhookResult } from './analysis.service.ts';
import { CyaniteWebhookInput, CyaniteWebhookResultType, SimilarSongsType } from './analysis.types.ts';

@Resolver()
export class AnalysisResolver {
  @Query(() => SimilarSongsType, {
    description:
      'The songs Cyanite.ai finds similar to a song (by its Spotify id), cached forever; a song Cyanite has not analysed ' +
      'yet is sent for analysis and answers ANALYSING. Any token, guests included; NOT_FOUND (404) for an unknown song.',
  })
  similarSongs(@Arg('songId', () => ID) songId: string, @Ctx() ctx: LibraryContext): Promise<SimilarSongs> {
    return ctx.services.analysis.similarSongs(ctx.em, ctx.identity, songId);
  }

  @Query(() => [SimilarSongsType], {
    description:
      'Similar songs for the first 8 songs of a list (a queue, a crate page; at most 300 ids) that have a Spotify id, ' +
      'in list order; songs without one and unknown ids are skipped.',
  })
  similarSongsOfList(@Arg('songIds', () => [ID]) songIds: string[], @Ctx() ctx: LibraryContext): Promise<SimilarSongs[]> {
    return ctx.services.analysis.similarSongsOfList(ctx.em, ctx.identity, songIds);
  }

  @Mutation(() => CyaniteWebhookResultType, {
    description:
      'A webhook from Cyanite.ai (POST /cyanite/webhook): trusted only when its Signature is the HMAC-SHA512 of the body ' +
      'with the webhook secret (401 otherwise, nothing changed); repeating a delivery changes nothing.',
  })
  receiveCyaniteWebhook(@Arg('input', () => CyaniteWebhookInput) input: CyaniteWebhookInput, @Ctx() ctx: LibraryContext): Promise<WebhookResult> {
    return ctx.services.analysis.receiveWebhook(ctx.em, input);
  }
}
